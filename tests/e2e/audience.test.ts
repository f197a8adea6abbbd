/**
 * Audience measurement in Chromium, as the law asks (DECISIONS.md 7): no tracking request and not one byte
 * of the tracker before the visitor chooses; a refusal keeps it off; an acceptance sends the events (session
 * start, page views, simulator steps), the step saves carry their tracking data, and withdrawing consent
 * stops everything and forgets the ids. Plus the « supprimer mes données » form without JavaScript.
 */
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_OPTIONS, VIEWPORTS } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
const HUMAN_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
let browser: Browser;
let db: Database.Database;

beforeAll(async () => {
  // The user agent set for the whole browser: a per-context override does not hold while a page unloads,
  // and the beacons sent then would come from « HeadlessChrome », which the API ignores as a robot.
  browser = await chromium.launch({
    ...CHROMIUM_OPTIONS,
    args: [...CHROMIUM_OPTIONS.args, `--user-agent=${HUMAN_UA}`],
  });
  db = new Database(siteServer().databasePath, { readonly: true });
});
afterAll(async () => {
  db?.close();
  await browser?.close();
});

/** A person's browser (the banner stays away from automated ones), recording what leaves it. */
async function visitor(): Promise<{
  ctx: BrowserContext;
  beacons: string[];
  scripts: string[];
  saves: string[];
}> {
  const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: 'fr-FR', userAgent: HUMAN_UA });
  await ctx.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
  const beacons: string[] = [];
  const scripts: string[] = [];
  const saves: string[] = [];
  ctx.on('request', (r) => {
    if (r.url().includes('/api/visitor-tracking')) beacons.push(r.postData() ?? '');
    if (r.url().includes('/api/v2-save-step')) saves.push(r.postData() ?? '');
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  return { ctx, beacons, scripts, saves };
}
const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix sur les cookies' });
const eventCount = () => (db.prepare('SELECT count(*) AS n FROM visitor_events').get() as { n: number }).n;
const storedFor = (sessionId: string) =>
  db
    .prepare(
      'SELECT event_type, traffic_source, entry_page_type, device_type FROM visitor_events WHERE session_id = ? ORDER BY id',
    )
    .all(sessionId) as Array<{
    event_type: string;
    traffic_source: string;
    entry_page_type: string;
    device_type: string;
  }>;

describe('audience measurement and consent', () => {
  it('sends nothing and loads no tracker before the visitor chooses', async () => {
    const { ctx, beacons, scripts } = await visitor();
    const before = eventCount();
    const page = await ctx.newPage();
    await page.goto(`${base}/apl-lyon?utm_source=test`);
    await banner(page).waitFor({ timeout: 5000 });
    await page.goto(`${base}/faq`);
    await page.goto(`${base}/v2/simulateur/email`);
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('sans.choix@exemple.fr');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/v2/simulateur/code-postal');
    await page.waitForTimeout(1500);
    expect(
      await page.evaluate(() => [localStorage.getItem('apl-visitor'), localStorage.getItem('apl-visit')]),
    ).toEqual([null, null]);
    await page.goto(`${base}/faq`); // leaving the page would flush a queue, if there were one
    expect(beacons).toEqual([]);
    expect(eventCount()).toBe(before);
    expect(scripts.filter((s) => s.includes('Tracking'))).toEqual([]);
    await ctx.close();
  });

  it('« Tout refuser » keeps audience measurement off, simulator included', async () => {
    const { ctx, beacons, scripts, saves } = await visitor();
    const before = eventCount();
    const page = await ctx.newPage();
    await page.goto(`${base}/`);
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await page.goto(`${base}/apl-lyon`);
    await page.goto(`${base}/v2/simulateur/email`);
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('refus@exemple.fr');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/v2/simulateur/code-postal');
    await page.waitForTimeout(1500);
    await page.goto(`${base}/faq`); // leaving the page would flush a queue, if there were one
    expect(beacons).toEqual([]);
    expect(eventCount()).toBe(before);
    expect(scripts.filter((s) => s.includes('Tracking'))).toEqual([]);
    expect(saves.length).toBeGreaterThan(0);
    for (const save of saves) expect(JSON.parse(save).trackingData).toBeNull();
    await ctx.close();
  });

  it('« Tout accepter » sends the visit, the pages and the simulator steps; withdrawing stops it', async () => {
    const { ctx, beacons, saves } = await visitor();
    const page = await ctx.newPage();
    await page.goto(`${base}/apl-lyon?utm_source=newsletter_crous&utm_medium=email`);
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await page.waitForFunction(() => localStorage.getItem('apl-visit') !== null);
    // A random id that carries its creation time (renewed after 13 months).
    expect(await page.evaluate(() => localStorage.getItem('apl-visitor'))).toMatch(
      /^[0-9a-f-]{36}_[0-9a-z]+$/,
    );
    // Another page: the queue leaves with the page (sendBeacon), then a page view there.
    await page.goto(`${base}/v2/simulateur/email`);
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('accord@exemple.fr');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/v2/simulateur/code-postal');
    const sessionId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('apl-visit') ?? '{}').id as string,
    );
    await page.goto(`${base}/faq`);
    // What reached the server (beacons sent while a page unloads may not show in the browser's request log).
    const types = () => storedFor(sessionId).map((e) => e.event_type);
    await expect
      .poll(types, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['session_start', 'pageview', 'simulation_start', 'simulation_step']));
    // The simulator, then the FAQ (still queued on that page: it leaves with the 5 s batch).
    await expect.poll(() => types().filter((t) => t === 'pageview').length, { timeout: 10_000 }).toBe(2);
    // Web vitals: loaded once the page is idle, then sent with the next batch.
    await expect.poll(() => types().includes('web_vital'), { timeout: 10_000 }).toBe(true);
    const vital = db
      .prepare(`SELECT event_data FROM visitor_events WHERE session_id = ? AND event_type = 'web_vital'`)
      .get(sessionId) as { event_data: string };
    expect(JSON.parse(vital.event_data)).toMatchObject({
      name: expect.stringMatching(/^(CLS|INP|FCP|LCP|TTFB)$/),
    });
    const step = db
      .prepare(
        `SELECT event_data FROM visitor_events WHERE session_id = ? AND event_type = 'simulation_step'`,
      )
      .get(sessionId) as { event_data: string };
    expect(JSON.parse(step.event_data)).toEqual({ stepName: 'email', stepNumber: 1 });

    // Stored with the source and entry page the server worked out; no IP, no user agent.
    expect(storedFor(sessionId)[0]).toEqual({
      event_type: 'session_start',
      traffic_source: 'email',
      entry_page_type: 'city_page',
      device_type: 'mobile',
    });

    // The step save carries the spec §3 tracking data, completed by the server.
    const tracked = saves.map((s) => JSON.parse(s).trackingData).find(Boolean);
    expect(tracked).toMatchObject({ sessionId, landing_page: '/apl-lyon', utm_source: 'newsletter_crous' });
    const simulation = db
      .prepare(`SELECT tracking_data FROM simulation_sessions WHERE email = 'accord@exemple.fr'`)
      .get() as { tracking_data: string };
    expect(JSON.parse(simulation.tracking_data)).toMatchObject({
      traffic_source: 'email',
      entry_page_type: 'city_page',
      landing_page: '/apl-lyon',
    });

    // Withdrawing consent: the ids are forgotten and nothing more leaves.
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await page
      .getByRole('dialog', { name: 'Gérer les cookies' })
      .getByRole('button', { name: 'Tout refuser' })
      .click();
    expect(
      await page.evaluate(() => [localStorage.getItem('apl-visitor'), localStorage.getItem('apl-visit')]),
    ).toEqual([null, null]);
    const before = eventCount();
    await page.goto(`${base}/apl-zone-1`);
    await page.goto(`${base}/conseil`);
    await page.waitForTimeout(1500);
    expect(beacons.filter((b) => b.includes('apl-zone') || b.includes('/conseil'))).toEqual([]);
    expect(eventCount()).toBe(before);
    await ctx.close();
  });
});

describe('« supprimer mes données » without JavaScript', () => {
  it('answers the same for any address and says what happens next', async () => {
    const ctx = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'fr-FR',
      javaScriptEnabled: false,
    });
    const page = await ctx.newPage();
    await page.goto(`${base}/supprimer-mes-donnees`);
    await page.getByLabel('Votre adresse e-mail').fill('inconnu@exemple.fr');
    await page.getByRole('button', { name: 'Recevoir le lien de suppression' }).click();
    await page.waitForURL('**/supprimer-mes-donnees/envoye');
    expect(await page.getByRole('status').textContent()).toContain(
      'Si des données sont liées à cette adresse',
    );

    await page.goto(`${base}/supprimer-mes-donnees`);
    await page.getByLabel('Votre adresse e-mail').fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Recevoir le lien de suppression' }).click();
    expect(await page.getByRole('alert').textContent()).toContain("Format d'email invalide");

    await page.goto(`${base}/supprimer-mes-donnees/confirmer?jeton=${'x'.repeat(40)}`);
    expect(await page.locator('h1').textContent()).toBe('Lien invalide ou expiré');
    await ctx.close();
  });
});
