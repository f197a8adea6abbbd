/**
 * The real build under its Content-Security-Policy (no 'unsafe-inline' for scripts): the header of each page
 * allows the hashes its meta allows, an injected inline script is blocked, and in Chromium every page type
 * runs its islands (simulator and its results, cookie banner, audience tracker and web vitals, the /auth
 * script, the admin SPA) without a single CSP violation. Header unit tests: tests/security/headers.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_DIST } from '../../api/admin/serve.ts';
import { CHROMIUM_OPTIONS, VIEWPORTS } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
const buildDir = inject('buildDir');

/** One page of each type (the simulator's steps are reached by answering them, below). */
const PAGES = [
  '/',
  '/apl-zone-2',
  '/guide',
  '/guide/apl-etudiant',
  '/conseil',
  '/conseil?q=logement',
  '/conseil/apl-et-job-etudiant',
  '/faq',
  '/contact',
  '/supprimer-mes-donnees',
  '/nimporte-quoi',
];

/** Directive name → its values. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}
const hashesOf = (sources: string[] = []) =>
  sources.filter((s) => /^'sha(256|384|512)-/.test(s)).map((s) => s.slice(1, -1));

describe('the built pages and their policy', () => {
  it("each page's header allows every hash of its meta, and csp.json holds them all", async () => {
    const stored = (
      JSON.parse(readFileSync(join(buildDir, 'csp.json'), 'utf8')) as { scriptHashes: string[] }
    ).scriptHashes;
    for (const path of ['/apl-lyon', '/auth', '/v2/simulateur/email', '/v2/simulateur/resultats', ...PAGES]) {
      const res = await fetch(`${base}${path}`);
      const header = directives(res.headers.get('content-security-policy') ?? '');
      const meta = directives(
        load(await res.text())('meta[http-equiv="content-security-policy"]').attr('content') ?? '',
      );
      for (const policy of [header, meta])
        expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
      // Astro's island loader and client directives are inline scripts: every page has their hashes.
      expect(hashesOf(meta.get('script-src')).length, path).toBeGreaterThan(0);
      expect(hashesOf(header.get('script-src')), path).toEqual(
        expect.arrayContaining(hashesOf(meta.get('script-src'))),
      );
      expect(stored, path).toEqual(expect.arrayContaining(hashesOf(meta.get('script-src'))));
    }
  });

  it("the admin SPA's index.html has no inline script", () => {
    const $ = load(readFileSync(join(ADMIN_DIST, 'index.html'), 'utf8'));
    expect($('script').length).toBeGreaterThan(0);
    $('script').each((_, el) => {
      expect($(el).attr('src'), $.html(el)).toBeTruthy();
      expect($(el).text().trim()).toBe('');
    });
  });
});

// A person's browser: the cookie banner stays away from automated ones (tests/e2e/audience.test.ts).
const HUMAN_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({
    ...CHROMIUM_OPTIONS,
    args: [...CHROMIUM_OPTIONS.args, `--user-agent=${HUMAN_UA}`],
  });
  ctx = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'fr-FR', userAgent: HUMAN_UA });
  await ctx.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
  // Every violation of every page reaches the test, even one reported while a page unloads.
  await ctx.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await ctx.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    ),
  );
  page = await ctx.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('Content Security Policy'))
      violations.push(`${page.url()}: ${m.text()}`);
  });
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
});

/** The audience islands have hydrated (after consent): the tracker at once, web vitals when idle. */
async function analyticsRan() {
  await page.locator('astro-island[component-url*="/Tracking."]:not([ssr])').waitFor({ state: 'attached' });
  await page.locator('astro-island[component-url*="/WebVitals."]:not([ssr])').waitFor({ state: 'attached' });
}

async function next(slug: string) {
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.waitForURL(`**/v2/simulateur/${slug}`);
}

describe('in Chromium, under the CSP', () => {
  it('an inline script injected into a page is blocked and reported', async () => {
    await page.goto(`${base}/apl-lyon`);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    // Blocked by both policies, the header's and the meta's; each reports it as an event and a console error.
    await expect.poll(() => violations.length).toBe(4);
    expect(violations.filter((v) => v.includes('script-src-elem blocked inline'))).toHaveLength(2);
    violations.length = 0;
  });

  it('the cookie banner accepts, and the audience islands then run on every page type', async () => {
    await page.goto(`${base}/apl-lyon`);
    await page
      .getByRole('region', { name: 'Vos choix sur les cookies' })
      .getByRole('button', { name: 'Tout accepter' })
      .click();
    await page.waitForFunction(() => localStorage.getItem('apl-visit') !== null);
    await analyticsRan();
    for (const path of PAGES) {
      await page.goto(`${base}${path}`);
      await analyticsRan();
    }
    expect(violations).toEqual([]);
  });

  it('/auth runs its script: the sign-up form alone is shown', async () => {
    await page.goto(`${base}/auth?mode=signup`);
    await expect.poll(() => page.locator('#signin').isHidden()).toBe(true);
    expect(await page.locator('#signup').isVisible()).toBe(true);
    expect(violations).toEqual([]);
  });

  it('the simulator island answers every step up to the results', async () => {
    await page.goto(`${base}/v2/simulateur/email`);
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('csp@exemple.fr');
    await next('code-postal');
    await page.getByLabel('Code postal du logement', { exact: true }).fill('69007');
    await expect.poll(() => page.locator('.sim-found').textContent()).toContain('zone 2');
    await next('loyer');
    await page.getByLabel('Loyer mensuel hors charges', { exact: true }).fill('480');
    await next('charges');
    await page.getByLabel('Charges mensuelles', { exact: true }).fill('40');
    await next('meuble');
    await page.getByRole('group', { name: 'Le logement est-il meublé ?' }).getByLabel('Oui').check();
    await page.getByRole('radio', { name: /^Un logement entier/ }).check();
    await page
      .getByRole('group', { name: /logement social/ })
      .getByLabel('Non')
      .check();
    await page
      .getByRole('group', { name: /appartient-il/ })
      .getByLabel('Non')
      .check();
    await next('colocation');
    await page
      .getByRole('group', { name: /colocataires/ })
      .getByLabel('Non')
      .check();
    await next('naissance');
    await page.getByLabel('Date de naissance', { exact: true }).fill('2005-06-01');
    await next('statut');
    await page.getByRole('radio', { name: /^Étudiant\(e\)/ }).check();
    await page
      .getByRole('group', { name: /boursier/ })
      .getByLabel('Non')
      .check();
    await page
      .getByRole('group', { name: /nationalité/ })
      .getByRole('radio', { name: /^Française/ })
      .check();
    await next('enfants');
    await page.getByRole('radio', { name: 'Aucun', exact: true }).check();
    await next('situation');
    await page.getByRole('radio', { name: /^Seul\(e\)/ }).check();
    await next('revenus');
    await page.getByLabel(/Revenus mensuels nets imposables/).fill('350');
    await page
      .getByRole('group', { name: /fortune immobilière/ })
      .getByLabel('Non')
      .check();
    await next('resultats');
    await page.locator('.sim-amount-value').waitFor();
    expect(violations).toEqual([]);
  });

  it('the admin SPA renders its sign-in form', async () => {
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Mot de passe').waitFor();
    expect(violations).toEqual([]);
  });
});
