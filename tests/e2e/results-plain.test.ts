/**
 * A result in plain words first (issue 29), in Chromium: a Lyon student and a CROUS resident answer every step,
 * then read three sentences under the amount — the engine's own figures, as the pure core writes them — above
 * « Détail du calcul », which is folded as every other card. On a phone (375 px), everything folded, the results
 * page is at most 4,000 px high, with the amount, « Faire ma demande sur caf.fr », the checklist's title, the
 * e-mail's status and the results link still on it. The CROUS resident's last explained step adds up to the
 * amount paid. SHOTS_DIR=<folder> keeps full-page screenshots at 375 and 1440 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAidAmount } from '#core/apl/calculate.ts';
import { calculateAid } from '#core/apl/index.ts';
import type { EntreeMoteur } from '#core/apl/types.ts';
import { plainLines } from '#core/simulation/plain-words.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import {
  answerSteps,
  engineInputOf,
  euros,
  expectedAmount,
  studentInLyon,
} from '../support/simulator-journey.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
const SHOTS = process.env.SHOTS_DIR ?? '';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const month = () => new Date().toISOString().slice(0, 7);
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** The sentences the page must show: the core's, for the engine's result of the same answers this month. */
function expectedLines(input: Record<string, unknown>): string[] {
  const c = computeAidAmount(input as unknown as EntreeMoteur, month());
  if (!c.ok) throw new Error(c.code);
  return plainLines({ ...c.result, declaredRent: input.rent as number | undefined }).map(spaced);
}

/** The CROUS resident of tests/e2e/simulator-situations.test.ts: a grant holder in a room in Lyon 7e. */
const crous = {
  zone: 2,
  housing: 'crous',
  redevance: 271,
  furnished: true,
  chambre: true,
  colocation: false,
  conventionne: true,
  birthDate: '2005-03-01',
  status: 'student',
  boursier: true,
  livingAlone: true,
  children: 0,
  income: 0,
  nationality: 'fr',
  landlordRelative: false,
  parentsIfi: false,
};

async function next(page: Page, slug: string) {
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.waitForURL(`**/v2/simulateur/${slug}`);
}

const radio = (page: Page, group: RegExp, label: string | RegExp) =>
  page.getByRole('group', { name: group }).getByLabel(label).check();

async function crousJourney(page: Page, email: string) {
  await page.goto(`${base}/v2/simulateur/email`);
  await page.locator('form[data-ready="true"]').waitFor();
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await next(page, 'code-postal');
  await page.getByLabel('Code postal du logement', { exact: true }).fill('69007');
  await expect.poll(() => page.locator('.sim-found').textContent()).toMatch(/zone 2/);
  await next(page, 'loyer');
  await page.getByRole('radio', { name: /résidence universitaire du CROUS/ }).check();
  await page.getByLabel('Redevance mensuelle', { exact: true }).fill('271');
  await next(page, 'meuble');
  await radio(page, /vous occupez/, /^Une chambre/);
  await radio(page, /conventionnée/, 'Oui');
  await next(page, 'naissance');
  await page.getByLabel('Date de naissance', { exact: true }).fill(crous.birthDate);
  await next(page, 'statut');
  await page.getByRole('radio', { name: /^Étudiant\(e\)/ }).check();
  await radio(page, /boursier/, 'Oui');
  await radio(page, /nationalité/, /^Française/);
  await next(page, 'enfants');
  await page.getByRole('radio', { name: 'Aucun', exact: true }).check();
  await next(page, 'situation');
  await page.getByRole('radio', { name: /^Seul\(e\)/ }).check();
  await next(page, 'revenus');
  await page.getByLabel(/Revenus mensuels nets imposables/).fill('0');
  await radio(page, /impôt sur la fortune immobilière/, 'Non');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.waitForURL('**/v2/simulateur/resultats');
}

/** The results with their lazy parts in: the plain words, the folded cards, the e-mail's status and link. */
async function settled(page: Page) {
  await page.locator('.sim-plain li').nth(2).waitFor();
  await page.locator('#sim-recap').waitFor();
  await page.locator('#sim-how').waitFor();
  await page.locator('.sim-sections').scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Mes justificatifs' }).waitFor();
  await page.getByRole('link', { name: 'Lien vers ces résultats' }).waitFor({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function plainShown(page: Page): Promise<string[]> {
  return (await page.locator('.sim-plain li').allTextContents()).map(spaced);
}

const personas = [
  {
    name: 'lyon-student',
    expected: () => expectedAmount(studentInLyon),
    lines: () => expectedLines(engineInputOf(studentInLyon)),
    journey: async (page: Page, viewport: string) => {
      await page.goto(`${base}/v2/simulateur/email`);
      await page.locator('form[data-ready="true"]').waitFor();
      await answerSteps(
        page,
        { ...studentInLyon, email: `plain.lyon.${viewport}@exemple.fr` },
        '/v2/simulateur',
      );
    },
  },
  {
    name: 'crous',
    expected: () => {
      const r = calculateAid(crous, { date: month() });
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return r.result.montantFinal;
    },
    lines: () => expectedLines(crous),
    journey: (page: Page, viewport: string) => crousJourney(page, `plain.crous.${viewport}@exemple.fr`),
  },
];

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
  'a result in plain words (%s)',
  (viewport) => {
    it.each(personas)(
      '$name: three plain sentences above « Détail du calcul », everything folded',
      async (p) => {
        const page = await newPage(browser, viewport);
        await p.journey(page, viewport);
        const amount = p.expected();
        expect(amount).toBeGreaterThan(0);
        await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(euros(amount));
        await settled(page);

        // The three sentences, the core's for the engine's figures; a student's flat rate is named.
        const lines = await plainShown(page);
        expect(lines).toEqual(p.lines());
        expect(lines).toHaveLength(3);
        expect(lines[1]).toMatch(
          /^La CAF compte un forfait de [\d ]+ € de ressources par an pour un étudiant\.$/,
        );

        // Above the folded calculation, whose jargon is out of sight until it is unfolded.
        const plainBox = await page.locator('.sim-plain').boundingBox();
        const detailBox = await page.locator('#sim-how').boundingBox();
        expect(plainBox && detailBox && plainBox.y + plainBox.height <= detailBox.y).toBe(true);
        const open = await page.evaluate(
          () =>
            [...document.querySelectorAll('.sim-results details')].filter(
              (d) => (d as HTMLDetailsElement).open,
            ).length,
        );
        expect(open).toBe(0);
        await expect(page.locator('.sim-steps').isVisible()).resolves.toBe(false);
        expect((await page.locator('.sim-verdict').textContent()) ?? '').not.toMatch(
          /\bR0\b|\bK =|parts\b|art\. D\./,
        );
        // The next steps are said once: no « Les prochaines étapes » cards repeating the apply card and the checklist.
        await expect(page.getByRole('heading', { name: /prochaines étapes/i }).count()).resolves.toBe(0);

        // Nothing important is lost: the amount, the apply button, the checklist, the e-mail and the results link.
        await expect(
          page.getByRole('link', { name: 'Faire ma demande sur caf.fr' }).isVisible(),
        ).resolves.toBe(true);
        await expect(page.getByRole('heading', { name: 'Mes justificatifs' }).isVisible()).resolves.toBe(
          true,
        );
        await expect(page.locator('.sim-docs-count').isVisible()).resolves.toBe(true);
        await expect(page.getByRole('link', { name: 'Lien vers ces résultats' }).isVisible()).resolves.toBe(
          true,
        );
        await expect(page.locator('.sim-email #sim-email-title').isVisible()).resolves.toBe(true);

        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        if (viewport === 'mobile') expect(height).toBeLessThanOrEqual(4000);
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/results-plain-${p.name}-${viewport}.png`, fullPage: true });

        // A printout (Ctrl+P as well as « Imprimer ») carries every folded card unfolded.
        await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
        const closed = await page.evaluate(
          () =>
            [...document.querySelectorAll('.sim-results details')].filter(
              (d) => !(d as HTMLDetailsElement).open,
            ).length,
        );
        expect(closed).toBe(0);
        await page.reload();
        await page.locator('.sim-plain li').nth(2).waitFor();
        await page.locator('.sim-sections').scrollIntoViewIfNeeded();

        // Unfolded, the checklist is there to tick.
        await page.getByRole('heading', { name: 'Mes justificatifs' }).click();
        await expect(page.locator('.sim-docs-check').first().isVisible()).resolves.toBe(true);
        await page.context().close();
      },
      180_000,
    );

    it('an English page says the same in English', async () => {
      const page = await newPage(browser, viewport);
      const form = {
        email: `plain.en.${viewport}@exemple.fr`,
        postalCode: '69007',
        inseeCode: '69387',
        communeName: 'Lyon',
        ...engineInputOf(studentInLyon),
      };
      await page.context().addInitScript(
        (state) => {
          localStorage.setItem('apl-simulation-v2', JSON.stringify({ state, version: 2 }));
        },
        {
          sessionId: null,
          form,
          lastStep: 12,
          result: null,
          resultFor: null,
          pending: [],
          startedAt: null,
          prefill: null,
          emailStatus: null,
        },
      );
      await page.goto(`${base}/en/simulator/resultats`);
      await page.locator('.sim-plain li').nth(2).waitFor();
      const c = computeAidAmount(engineInputOf(studentInLyon) as unknown as EntreeMoteur, month());
      if (!c.ok) throw new Error(c.code);
      const english = plainLines({ ...c.result, declaredRent: studentInLyon.rent }, 'en').map(spaced);
      expect(await plainShown(page)).toEqual(english);
      expect(english[0]).toMatch(/^Your furnished rent of €480 counts as €320/);
      await page.context().close();
    });

    it('the CROUS resident’s last step adds up from the formula to the amount paid', async () => {
      const page = await newPage(browser, viewport);
      await crousJourney(page, `plain.crous.steps.${viewport}@exemple.fr`);
      const amount = personas[1]?.expected() as number;
      await page.getByRole('heading', { name: 'Détail du calcul' }).click();
      const last = page.locator('.sim-steps > li').last();
      await last.waitFor();
      // The step's description (its title, value and article are apart).
      const text = spaced((await last.locator('p').nth(1).textContent()) ?? '');
      // K rounded × (E − E0) = …; − the flat reduction = …; − the CRDS = …; rounded down: the amount paid.
      expect(text).toMatch(
        /Selon le texte, avec K arrondi à 0,\d\d : 0,\d\d × \([\d ,]+ € − [\d ,]+ €\) = [\d ,]+ €/,
      );
      expect(text).toMatch(/− \d+ € de minoration = [\d ,]+ € ; − [\d ,]+ € de CRDS = [\d ,]+ €/);
      expect(text).toContain(`arrondi à l’euro inférieur : ${amount} € versés.`);
      // Each figure of the chain follows from the one before it, to the cent.
      const figures = [...text.matchAll(/(\d[\d ]*,\d\d) €/g)].map((m) =>
        Number((m[1] as string).replace(/ /g, '').replace(',', '.')),
      );
      const [e, e0, formula, afterReduction, crds, net] = figures;
      const k = Number(/K arrondi à (0,\d\d)/.exec(text)?.[1]?.replace(',', '.'));
      expect(Math.round(k * ((e as number) - (e0 as number)) * 100) / 100).toBe(formula);
      expect(Math.round(((afterReduction as number) - (crds as number)) * 100) / 100).toBe(net);
      expect(Math.floor(net as number)).toBe(amount);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/results-plain-crous-detail-${viewport}.png`,
          fullPage: true,
        });
      await page.context().close();
    }, 180_000);
  },
);
