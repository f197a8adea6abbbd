/**
 * The legal notice (issue 29), in Chromium at 1440 and 375 px:
 * - visitors never read « [à compléter] »: with nothing filled in, /legal-notice says calmly that the publisher's
 *   information is being published and points to the contact form, and keeps the rest of the text;
 * - the back-office dashboard says the legal notice is incomplete and what is missing, and leads an admin to the
 *   « Mentions légales » form; once the fields are saved, the reminder is gone. The fields are written straight
 *   into the store here (saving through the form rebuilds the whole shared site; the API test covers the save:
 *   api/routes/admin/legal-notice.test.ts), then removed.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { LEGAL_NOTICE_KEY } from '../../db/queries/legal-notice.ts';
import { siteSettings } from '../../db/schema.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
const SHOTS = process.env.SHOTS_DIR ?? '';
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/mentions-${name}.png`, fullPage: true });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, 'mentions.admin@example.fr', ['admin']);
  await createAccount(databasePath, 'mentions.editrice@example.fr', ['editor']);
});
afterAll(async () => {
  setLegalNotice(null);
  await browser?.close();
});

/** The setting written (or removed) straight in the store, as a save would leave it, without the rebuild. */
function setLegalNotice(value: Record<string, string> | null) {
  const db = openDb(databasePath);
  try {
    db.delete(siteSettings).where(eq(siteSettings.key, LEGAL_NOTICE_KEY)).run();
    if (value) db.insert(siteSettings).values({ key: LEGAL_NOTICE_KEY, value }).run();
  } finally {
    db.$client.close();
  }
}

const REMINDER = /Les mentions légales de la page publique sont incomplètes/;

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
  'the legal notice (%s)',
  (viewport) => {
    it('never shows a placeholder to visitors, and says calmly what is on its way', async () => {
      const page = await newPage(browser, viewport);
      await page.goto(`${base}/legal-notice`);
      // What a visitor reads (the article: the breadcrumb's JSON-LD stays out).
      const text = (await page.locator('main article').textContent()) ?? '';
      expect(text).not.toMatch(/à compléter|\[|\]/);
      expect(text).toContain('en cours de publication');
      expect(text).toContain('Indépendance');
      expect(await page.getByRole('link', { name: 'formulaire de contact' }).count()).toBeGreaterThan(0);
      await shoot(page, `public-${viewport}`);
      await page.context().close();
    });

    it('the dashboard says what is missing and leads an admin to the form; an editor is told an admin must', async () => {
      setLegalNotice(null);
      const page = await newPage(browser, viewport);
      await signIn(page, base, 'mentions.admin@example.fr');
      await page.waitForURL(`${base}/admin`);
      const reminder = page.getByText(REMINDER);
      await reminder.waitFor();
      expect(await reminder.textContent()).toContain('Téléphone de l’hébergeur');
      await shoot(page, `tableau-de-bord-${viewport}`);
      await page.getByRole('link', { name: 'Compléter les mentions légales' }).click();
      await page.waitForURL(`${base}/admin/mentions-legales`);
      await page.getByLabel('Éditeur (nom ou raison sociale)').waitFor();
      expect(await page.getByLabel('Hébergeur', { exact: true }).inputValue()).toBe('');
      await shoot(page, `formulaire-${viewport}`);

      setLegalNotice({
        publisherName: 'Camille Martin',
        publisherLegalForm: '',
        publisherAddress: '1 rue de la Paix, 75002 Paris',
        publisherRegistration: '',
        director: 'Camille Martin',
        hostName: 'Hébergeur SAS',
        hostAddress: '2 rue Kellermann, 59100 Roubaix',
        hostPhone: '01 02 03 04 05',
      });
      await page.goto(`${base}/admin`);
      await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
      await page.getByText('Simulations aujourd').first().waitFor();
      expect(await page.getByText(REMINDER).count()).toBe(0);
      await page.goto(`${base}/admin/mentions-legales`);
      await expect
        .poll(() => page.getByLabel('Hébergeur', { exact: true }).inputValue())
        .toBe('Hébergeur SAS');
      await page.context().close();

      setLegalNotice(null);
      const editor = await newPage(browser, viewport);
      await signIn(editor, base, 'mentions.editrice@example.fr');
      await editor.waitForURL(`${base}/admin`);
      await editor.getByText(REMINDER).waitFor();
      expect(await editor.getByText('Un administrateur doit les compléter.').count()).toBe(1);
      await editor.context().close();
    });
  },
);
