import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedSessionId } from '../../db/queries/simulations.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { unfold } from '../support/folds.ts';
import {
  answerSteps,
  coupleInParis,
  euros,
  expectedAmount,
  type Household,
  studentInLyon,
} from '../support/simulator-journey.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function next(page: Page, slug: string) {
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.waitForURL(`**/v2/simulateur/${slug}`);
}

/** A prebuilt step page, once its island is interactive. */
async function open(page: Page, slug: string) {
  const res = await page.goto(`${base}/v2/simulateur/${slug}`);
  await page.locator('form[data-ready="true"]').waitFor();
  return res;
}

/** Answers every step as a visitor would, by label, and returns on the results page. */
async function answerAll(page: Page, h: Household, hooks: { afterLoyer?: () => Promise<void> } = {}) {
  await open(page, 'email');
  await answerSteps(page, h, '/v2/simulateur', hooks);
}

function sessionOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('apl-simulation-v2') ?? '{}').state?.sessionId);
}

/** Steps stored for a resume secret (the store keys a simulation by the secret's hash). */
function storedSteps(sessionId: string): number {
  const db = new Database(siteServer().databasePath, { readonly: true });
  try {
    return (
      db
        .prepare('SELECT count(*) AS n FROM simulation_steps WHERE session_id = ?')
        .get(storedSessionId(sessionId)) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('whole journey (%s)', (viewport) => {
  // The student at both widths; the family (other amounts, same screens) at one, CI time.
  it.each(
    viewport === 'desktop'
      ? [
          ['a student in Lyon (zone 2)', studentInLyon] as const,
          ['a couple with two children in Paris (zone 1)', coupleInParis] as const,
        ]
      : [['a student in Lyon (zone 2)', studentInLyon] as const],
  )('%s sees the amount the engine computes for the same answers', async (_, household) => {
    const page = await newPage(browser, viewport);
    await answerAll(page, household);
    const amount = expectedAmount(household);
    expect(amount).toBeGreaterThan(0);
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(euros(amount));
    await expect(page.locator('h1').textContent()).resolves.toBe('Vous êtes éligible aux APL');
    const recap = (await page.locator('.sim-recap').textContent()) ?? '';
    expect(recap).toContain(`Zone ${household.zone}`);
    expect(recap).toContain('par mois');
    // Every answer reached the server, and the e-mail card says honestly that nothing was sent (no RESEND_API_KEY).
    const sessionId = await sessionOf(page);
    await expect.poll(() => storedSteps(sessionId), { timeout: 10_000 }).toBe(12);
    await expect
      .poll(() => page.locator('.sim-email').textContent(), { timeout: 10_000 })
      .toContain('Pas d’e-mail depuis ce site');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The shareable results link, as the e-mail gives it: the amount and the recap, no e-mail, no birth date.
    const link = page.getByRole('link', { name: 'Lien vers ces résultats' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/resultats\/[A-Za-z0-9_-]{22}$/);
    expect(href).not.toContain(sessionId);
    const shared = await browser.newPage();
    await shared.goto(`${base}${href}`);
    await expect
      .poll(() => shared.locator('.sim-amount-value').textContent(), { timeout: 10_000 })
      .toContain(euros(amount));
    const text = (await shared.locator('main').textContent()) ?? '';
    expect(text).not.toContain(household.email);
    expect(text).not.toContain(household.birthDate);
    await shared.close();
    // The resume secret opens nothing.
    expect((await page.request.get(`${base}/resultats/${sessionId}`)).status()).toBe(404);
    await page.context().close();
  });
});

/** The result e-mails recorded for a resume secret (the outbox logs them as Resend would be asked). */
function storedEmails(sessionId: string): number {
  const db = new Database(siteServer().databasePath, { readonly: true });
  try {
    return (
      db
        .prepare('SELECT count(*) AS n FROM email_logs WHERE session_id = ?')
        .get(storedSessionId(sessionId)) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
  'one results e-mail (%s)',
  (viewport) => {
    it('a student who changes two answers gets one e-mail, and the card stays calm (issue 29)', async () => {
      const page = await newPage(browser, viewport);
      const h = { ...studentInLyon, email: `une.fois.${viewport}@exemple.fr` };
      await answerAll(page, h);
      const sessionId = await sessionOf(page);
      await expect.poll(() => storedEmails(sessionId), { timeout: 10_000 }).toBe(1);
      for (const [label, field, value] of [
        ['Modifier : Loyer hors charges', 'Loyer mensuel hors charges', '420'],
        ['Modifier : Charges', 'Charges mensuelles', '55'],
      ] as const) {
        // The recap is folded under its title (issue 29).
        await unfold(page, 'Récapitulatif');
        await page.getByRole('link', { name: label }).click();
        await page.locator('form[data-ready="true"]').waitFor();
        await page.getByLabel(field, { exact: true }).fill(value);
        await page.getByRole('button', { name: 'Continuer' }).click();
        await page.waitForURL(`${base}/v2/simulateur/resultats`);
        await page.locator('#sim-result-title').waitFor();
      }
      const card = page.locator('.sim-email');
      // This site sends no e-mail (no RESEND_API_KEY): the card says so calmly, with no error and no « Renvoyer »
      // (the resend itself: api/routes/simulation.test.ts); the outbox holds one e-mail for the simulation.
      await expect
        .poll(() => card.textContent(), { timeout: 10_000 })
        .toContain('Pas d’e-mail depuis ce site');
      expect(await card.locator('.sim-email-error').count()).toBe(0);
      expect(await card.getByRole('button').count()).toBe(0);
      await new Promise((r) => setTimeout(r, 1000));
      expect(storedEmails(sessionId)).toBe(1);
      // The card is not printed.
      await page.emulateMedia({ media: 'print' });
      expect(await card.isVisible()).toBe(false);
      await page.context().close();
    });
  },
);

describe('the e-mail’s likely typo', () => {
  it('is shown before moving on: the first « Continuer » stops on it, the next keeps the address (issue 29)', async () => {
    const page = await newPage(browser, 'mobile');
    await open(page, 'email');
    const field = page.getByLabel('Adresse e-mail', { exact: true });
    await field.fill('camille@gmial.com');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect
      .poll(() => page.locator('#email-error').textContent())
      .toContain('Vérifiez votre adresse : vouliez-vous dire camille@gmail.com ?');
    expect(page.url()).toMatch(/\/v2\/simulateur\/email$/);
    // The suggestion has the focus: Enter takes it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('camille@gmail.com');
    await page.keyboard.press('Enter');
    expect(await field.inputValue()).toBe('camille@gmail.com');
    await next(page, 'code-postal');
    // Back, a typo kept on purpose: the second « Continuer » goes on with it.
    await open(page, 'email');
    await field.fill('camille@hotmial.fr');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.locator('#email-error').textContent()).toContain('Vérifiez votre adresse');
    await next(page, 'code-postal');
    await page.context().close();
  });
});

describe('printing the results', () => {
  it('prints the whole calculation, with the date, the scale and the site address', async () => {
    const page = await newPage(browser, 'desktop');
    await page.addInitScript(() => {
      window.print = () => {
        const w = window as unknown as { printed: { open: boolean; steps: number } };
        w.printed = {
          open: (document.querySelector('.sim-how') as HTMLDetailsElement | null)?.open ?? false,
          steps: document.querySelectorAll('.sim-steps li').length,
        };
      };
    });
    await answerAll(page, studentInLyon);
    await page.getByRole('button', { name: 'Imprimer les résultats' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed?: unknown }).printed))
      .toEqual({ open: true, steps: expect.any(Number) });
    const printed = await page.evaluate(() => (window as unknown as { printed: { steps: number } }).printed);
    expect(printed.steps).toBeGreaterThan(5);
    await page.emulateMedia({ media: 'print' });
    const meta = page.locator('.sim-print-meta');
    await expect(meta.isVisible()).resolves.toBe(true);
    const text = (await meta.textContent()) ?? '';
    expect(text).toMatch(/Simulation APL du \d{1,2} \S+ 20\d\d, barèmes au 1er \S+ 20\d\d/);
    expect(text).toContain(base);
    await page.context().close();
  });
});

describe('entry from a city page', () => {
  it('pre-fills the postal code and the zone from the city page shortcut, never a made-up rent', async () => {
    const page = await newPage(browser, 'mobile');
    await page.goto(`${base}/apl-versailles`);
    await page.getByRole('link', { name: 'Simuler mon APL à Versailles' }).first().click();
    await page.waitForURL('**/v2/simulateur/email');
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('versailles@exemple.fr');
    await next(page, 'code-postal');
    await expect(page.getByLabel('Code postal du logement', { exact: true }).inputValue()).resolves.toBe(
      '78000',
    );
    await expect(page.locator('.sim-found').textContent()).resolves.toContain('zone 1');
    await next(page, 'loyer');
    // The city's average advertised rent per m² is not anyone's rent: the visitor types theirs.
    await expect(page.getByLabel('Loyer mensuel hors charges', { exact: true }).inputValue()).resolves.toBe(
      '',
    );
    await page.context().close();
  });
});

describe('keeping the answers', () => {
  it('restores every answer after a reload in the middle, then completes', async () => {
    const page = await newPage(browser, 'mobile');
    await answerAll(page, studentInLyon, {
      afterLoyer: async () => {
        await page.reload();
        await page.locator('form[data-ready="true"]').waitFor();
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Et vos charges ?');
        await page.getByRole('button', { name: 'Précédent' }).click();
        await page.waitForURL('**/loyer');
        await expect(
          page.getByLabel('Loyer mensuel hors charges', { exact: true }).inputValue(),
        ).resolves.toBe('480');
        await page.getByRole('button', { name: 'Continuer' }).click();
        await page.waitForURL('**/charges');
      },
    });
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(
      euros(expectedAmount(studentInLyon)),
    );
    await page.context().close();
  });

  it('keeps what is typed the very moment the fields open, and continues with it', async () => {
    const page = await newPage(browser, 'mobile');
    // The fastest visitor there can be: the address is typed in the same task as the render that opens the
    // fields (a mutation observer runs before anything React defers). Restoring the saved answers in an
    // effect after that render wiped it, and « Continuer » stayed disabled (CI, stop 21).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const input = document.querySelector<HTMLInputElement>('form[data-ready="true"] input[type="email"]');
        if (!input) return;
        observer.disconnect();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          input,
          'tot@exemple.fr',
        );
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    });
    await open(page, 'email');
    // Long enough for every effect of the hydration to have run.
    await page.waitForTimeout(300);
    const email = page.getByLabel('Adresse e-mail', { exact: true });
    await expect(email.inputValue()).resolves.toBe('tot@exemple.fr');
    await next(page, 'code-postal');
    await page.context().close();
  });

  it('another e-mail address after the results starts a new simulation with the same answers', async () => {
    const page = await newPage(browser, 'desktop');
    const household = { ...studentInLyon, email: 'premiere.adresse@exemple.fr' };
    await answerAll(page, household);
    const first = await sessionOf(page);
    await expect.poll(() => storedSteps(first), { timeout: 10_000 }).toBe(12);
    await open(page, 'email');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('seconde.adresse@exemple.fr');
    await next(page, 'code-postal');
    const second = await sessionOf(page);
    expect(second).not.toBe(first);
    // Every answer went to the new simulation; the first one keeps its address.
    await expect.poll(() => storedSteps(second), { timeout: 10_000 }).toBeGreaterThanOrEqual(11);
    await page.goto(`${base}/v2/simulateur/resultats`);
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(
      euros(expectedAmount(household)),
    );
    // The results went to the second address only: its e-mail is on record (in the outbox, as this test
    // server has no e-mail key), and the page says how the sending ended, not « Envoi… » any more.
    await expect
      .poll(() => page.locator('.sim-email').textContent(), { timeout: 10_000 })
      .toContain('Pas d’e-mail depuis ce site');
    const db = new Database(siteServer().databasePath, { readonly: true });
    try {
      const resultMailsTo = (address: string) =>
        (
          db.prepare('SELECT count(*) AS n FROM email_logs WHERE recipient = ?').get(address) as {
            n: number;
          }
        ).n;
      expect(resultMailsTo('seconde.adresse@exemple.fr')).toBe(1);
      const emailOf = (secret: string) =>
        (
          db.prepare('SELECT email FROM simulation_sessions WHERE id = ?').get(storedSessionId(secret)) as {
            email: string;
          }
        ).email;
      expect(emailOf(first)).toBe('premiere.adresse@exemple.fr');
      expect(emailOf(second)).toBe('seconde.adresse@exemple.fr');
    } finally {
      db.close();
    }
    await page.context().close();
  });

  it('completes the journey with the API down; the saves arrive when it comes back', async () => {
    const page = await newPage(browser, 'mobile');
    await open(page, 'email');
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await answerAll(page, coupleInParis);
    await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(
      euros(expectedAmount(coupleInParis)),
    );
    await expect
      .poll(() => page.locator('.sim-email').textContent(), { timeout: 10_000 })
      .toContain("Problème d'envoi email");
    const sessionId = await sessionOf(page);
    expect(storedSteps(sessionId)).toBe(0);
    await page.unroute('**/api/**');
    // The connection is back: the browser says so (`online`), and the queued saves go at once (otherwise
    // within the 10 s retry).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => storedSteps(sessionId), { timeout: 25_000, interval: 500 }).toBe(12);
    await page.context().close();
  }, 60_000);
});

describe('validation in the browser', () => {
  it('shows the spec message under the field, keeps what was typed, and continues once fixed', async () => {
    const page = await newPage(browser, 'mobile');
    await open(page, 'loyer');
    const rent = page.getByLabel('Loyer mensuel hors charges', { exact: true });
    await rent.fill('12000');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.locator('#rent-error').textContent()).resolves.toContain(
      'Veuillez entrer un loyer valide (entre 1€ et 10 000€)',
    );
    await expect(rent.getAttribute('aria-describedby')).resolves.toContain('rent-error');
    await expect(rent.inputValue()).resolves.toBe('12000');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('rent');
    await rent.fill('650');
    await next(page, 'charges');
    await page.context().close();
  });

  it('suggests a fix for a mistyped e-mail domain, clickable', async () => {
    const page = await newPage(browser, 'desktop');
    await open(page, 'email');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('jeanne@gmial.com');
    await page.getByRole('button', { name: 'Vouliez-vous dire : jeanne@gmail.com ?' }).click();
    await expect(page.getByLabel('Adresse e-mail', { exact: true }).inputValue()).resolves.toBe(
      'jeanne@gmail.com',
    );
    await page.context().close();
  });

  it('asks which commune when a postal code covers several zones', async () => {
    const page = await newPage(browser, 'desktop');
    await open(page, 'code-postal');
    await page.getByLabel('Code postal du logement', { exact: true }).fill('01120');
    const group = page.getByRole('group', { name: /plusieurs zones/ });
    await group.waitFor();
    expect(await group.getByRole('radio').count()).toBeGreaterThan(1);
    await page.context().close();
  });

  it('names a homonym with its department, in the commune found and in the answer the recap shows (issue 29)', async () => {
    const page = await newPage(browser, 'mobile');
    await open(page, 'code-postal');
    const postalCode = page.getByLabel('Code postal du logement', { exact: true });
    await postalCode.fill('97400');
    await page.locator('.sim-found', { hasText: 'Saint-Denis (La Réunion) : zone' }).waitFor();
    await postalCode.fill('93200');
    await page.locator('.sim-found', { hasText: 'Saint-Denis (Seine-Saint-Denis) : zone' }).waitFor();
    await next(page, 'loyer');
    const communeName = await page.evaluate(
      () => JSON.parse(localStorage.getItem('apl-simulation-v2') ?? '{}').state?.form?.communeName,
    );
    expect(communeName).toBe('Saint-Denis (Seine-Saint-Denis)');
    // A name no other commune bears stays bare.
    await page.goto(`${base}/v2/simulateur/code-postal`);
    await page.locator('form[data-ready="true"]').waitFor();
    await postalCode.fill('35000');
    await expect(page.locator('.sim-found').textContent()).resolves.toMatch(/^Rennes : zone/);
    await page.context().close();
  });

  it('keeps Continue disabled while the field is empty, and shows « Étape non trouvée » for an unknown step', async () => {
    const page = await newPage(browser, 'mobile');
    await open(page, 'revenus');
    await expect(page.getByRole('button', { name: 'Continuer' }).isDisabled()).resolves.toBe(true);
    const res = await page.goto(`${base}/v2/simulateur/piscine`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Étape non trouvée');
    await page.getByRole('link', { name: 'Retour au début' }).click();
    await page.waitForURL('**/v2/simulateur/email');
    await page.context().close();
  });
});

describe('accessibility (axe-core)', () => {
  it('a step, a step with an error, the commune picker and the results page have no violation', async () => {
    const page = await newPage(browser, 'mobile');
    await open(page, 'email');
    expect(await axeViolations(page)).toEqual([]);
    await open(page, 'loyer');
    await page.getByLabel('Loyer mensuel hors charges', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.locator('#rent-error').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await open(page, 'code-postal');
    await page.getByLabel('Code postal du logement', { exact: true }).fill('01120');
    await page.getByRole('group', { name: /plusieurs zones/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await answerAll(page, studentInLyon);
    await page.locator('.sim-how summary').click();
    await page.locator('.sim-steps li').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('moves the focus to the new step heading, for keyboard and screen-reader users', async () => {
    const page = await newPage(browser, 'desktop');
    await open(page, 'email');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('clavier@exemple.fr');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/code-postal');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('sim-question');
    await page.context().close();
  });
});
