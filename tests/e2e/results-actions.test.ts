/**
 * The results page as something to act on: « Faire ma demande sur caf.fr », every answer with « Modifier »
 * (the step, then straight back to the results with the new amount), the what-if, whose amount is the
 * engine's for the changed answer, and the calendar file, which a calendar parser reads back. The answers are put in this browser's store as the steps leave them.
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decalerMois, euros, moisLong } from '#core/apl/format.ts';
import { parisDay } from '#core/dates.ts';
import { calendarFor, icsEventsOf } from '#core/simulation/calendar.ts';
import type { FormData } from '#core/simulation/form.ts';
import { amountFor, withChange, zeroIncome } from '#core/simulation/what-if.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { unfold } from '../support/folds.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A young worker in Lyon: her income moves the amount (a student's flat-rate resources would not). */
const answers: FormData = {
  email: 'jeune.lyon@exemple.fr',
  postalCode: '69003',
  inseeCode: '69383',
  communeName: 'Lyon',
  zone: 2,
  rent: 450,
  charges: 50,
  furnished: false,
  chambre: false,
  conventionne: false,
  colocation: false,
  birthDate: '2001-05-10',
  status: 'employee',
  children: 0,
  livingAlone: true,
  income: 1100,
  nationality: 'fr',
  landlordRelative: false,
  parentsIfi: false,
};

const day = () => parisDay(new Date());
const shownEuros = (n: number) => euros(n, 0);

/** The results page with these answers in the store, as if every step had been answered here. */
async function resultsWith(page: Page, form: FormData) {
  await page.context().addInitScript(
    (state) => {
      if (!localStorage.getItem('apl-simulation-v2'))
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
  await page.goto(`${base}/v2/simulateur/resultats`);
  await page.locator('.sim-amount-value').waitFor();
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
  'results to act on (%s)',
  (viewport) => {
    it('applies on caf.fr, moves the what-if to the engine’s amount, and edits one answer', async () => {
      const page = await newPage(browser, viewport);
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/.test(m.text())) errors.push(m.text());
      });
      await resultsWith(page, answers);
      const amount = amountFor(answers, day());
      expect(amount).toBeGreaterThan(0);
      await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(shownEuros(amount));

      const apply = page.getByRole('link', { name: 'Faire ma demande sur caf.fr' });
      expect(await apply.getAttribute('href')).toMatch(/^https:\/\/www\.caf\.fr\//);
      expect(await page.getByRole('link', { name: 'msa.fr' }).getAttribute('href')).toBe(
        'https://www.msa.fr/',
      );

      // What-if: the income slider shows the engine's amount for that income, and where the aid stops.
      const whatIf = page.locator('[data-testid="whatif-amount"]');
      await expect(whatIf.textContent()).resolves.toBe(shownEuros(amount));
      await page.getByLabel(/^Revenus mensuels/).fill('700');
      const lower = amountFor(withChange(answers, { income: 700 }), day());
      expect(lower).toBeGreaterThan(amount);
      await expect.poll(() => whatIf.textContent()).toBe(shownEuros(lower));
      const stop = zeroIncome(withChange(answers, { income: 700 }), day());
      await expect(page.locator('.sim-thresholds').textContent()).resolves.toContain(
        `à partir de ${shownEuros(stop as number)} de revenus par mois`,
      );
      await page.getByLabel('En colocation').check();
      const shared = amountFor(withChange(answers, { income: 700, colocation: true }), day());
      await expect.poll(() => whatIf.textContent()).toBe(shownEuros(shared));
      // The verdict still shows the answered situation.
      await expect(page.locator('.sim-amount-value').textContent()).resolves.toContain(shownEuros(amount));

      // « Mon calendrier »: the .ics made in this browser parses, with the dates the page shows.
      // The sections load as the visitor comes near them.
      await page.locator('.sim-sections').scrollIntoViewIfNeeded();
      await page.getByRole('heading', { name: 'Mon calendrier' }).waitFor();
      // Folded under its title (issue 29): unfolded to act on it.
      await page.getByRole('heading', { name: 'Mon calendrier' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Télécharger le calendrier (.ics)' }).click(),
      ]);
      const ics = readFileSync((await download.path()) as string, 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const starts = calendar
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v).startDate.toString().slice(0, 10));
      const expected = icsEventsOf(calendarFor(answers, day())).map((e) => e.date);
      expect(expected.length).toBeGreaterThanOrEqual(3);
      expect(starts).toEqual(expected);

      // « Modifier » the rent: the step, then straight back to the results with the new amount.
      await unfold(page, 'Récapitulatif');
      await page.getByRole('link', { name: 'Modifier : Loyer hors charges' }).click();
      await page.waitForURL(`${base}/v2/simulateur/loyer`);
      await page.locator('form[data-ready="true"]').waitFor();
      await page.getByLabel('Loyer mensuel hors charges', { exact: true }).fill('250');
      await page.getByRole('button', { name: 'Continuer' }).click();
      await page.waitForURL(`${base}/v2/simulateur/resultats`);
      const edited = amountFor({ ...answers, rent: 250 }, day());
      expect(edited).not.toBe(amount);
      await expect.poll(() => page.locator('.sim-amount-value').textContent()).toContain(shownEuros(edited));
      await expect(page.locator('.sim-recap').textContent()).resolves.toContain(shownEuros(250));

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });
    it('plans from the month of entry chosen, with reminders, and keeps the ticked documents (issue 29)', async () => {
      const page = await newPage(browser, viewport);
      await resultsWith(page, answers);
      await page.locator('.sim-sections').scrollIntoViewIfNeeded();
      await page.getByRole('heading', { name: 'Mon calendrier' }).click();
      // A simulation this month for a move two months later: the claim's dates follow the move.
      const entry = decalerMois(day().slice(0, 7), 2);
      await page.getByLabel('Vous emménagez en').selectOption(entry);
      const firstDate = page.locator('.sim-cal-date').first();
      await expect.poll(() => firstDate.getAttribute('datetime')).toBe(`${entry}-01`);
      await page
        .getByText(`Ces dates suivent votre entrée dans le logement en ${moisLong(entry)}.`)
        .waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Télécharger le calendrier (.ics)' }).click(),
      ]);
      const ics = new ICAL.Component(ICAL.parse(readFileSync((await download.path()) as string, 'utf8')));
      const deadline = ics
        .getAllSubcomponents('vevent')
        .find((v) => String(v.getFirstPropertyValue('uid')).startsWith('delai-'));
      expect(
        deadline?.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
      ).toEqual(['-P6DT15H', '-PT15H']);
      // A ticked document and the month chosen are still there on the next visit.
      await page.getByRole('heading', { name: 'Mes justificatifs' }).click();
      const box = page.locator('.sim-docs-check').first();
      await box.check();
      await page.reload();
      await page.locator('.sim-sections').scrollIntoViewIfNeeded();
      await expect
        .poll(() => page.locator('.sim-docs-check').first().isChecked(), { timeout: 10_000 })
        .toBe(true);
      expect(await page.getByLabel('Vous emménagez en').inputValue()).toBe(entry);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  },
);
