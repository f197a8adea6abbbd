/**
 * The embedded simulator on a partner's page (issue 16). A tiny server on another origin — another site, even:
 * http://localhost:<port>, the site being on http://127.0.0.1:<port> — serves a page with the snippet of
 * /integrer-le-simulateur and a `message` listener. Inside the frame a visitor goes from the e-mail to the
 * amount, the city chosen by the snippet already filled in, without the frame ever leaving the embed; the
 * host page receives no message, nothing hits the CSP, and a link out of the simulator opens a new tab.
 * Chromium refuses localStorage to such a frame (third-party storage): the journey runs on the page's memory
 * (src/islands/simulator/safe-storage.ts). The embed measures no audience, even with the site's consent and
 * visit in the browser's storage. Any other page framed by that site is refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl } from '../../src/lib/shared/embed.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { answerSteps, euros, expectedAmount, studentInLyon } from '../support/simulator-journey.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;

/** The partner's page: the snippet (or other frames), and every message it receives recorded. */
const hostPage = (frames: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Université</title></head><body>
<h1>Se loger à Lyon</h1>${frames}
<script>window.received = []; addEventListener('message', (e) => received.push(String(e.origin)));</script>
</body></html>`;

const HOST_PAGES: Record<string, string> = {
  '/logement': hostPage(embedSnippet(embedUrl(base, 'lyon'))),
  '/piege': hostPage(
    ['/v2/simulateur/email', '/admin/login']
      .map((path) => `<iframe src="${base}${path}" title="${path}" style="width:100%;height:300px"></iframe>`)
      .join(''),
  ),
};

let browser: Browser;
let host: Server;
let hostUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  host = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(HOST_PAGES[req.url ?? ''] ?? '');
  });
  await new Promise<void>((ok) => host.listen(0, '127.0.0.1', ok));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => host?.close(ok));
});

/** The messages of the console that say a policy refused something (CSP, X-Frame-Options). */
function policyErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|X-Frame-Options|Refused to/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

async function frameAt(page: Page, path: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().includes(path)), { timeout: 15_000 }).toBe(true);
  return page.frames().find((f) => f.url().includes(path)) as Frame;
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
  'the embed on a partner site (%s)',
  (viewport) => {
    it('goes from the e-mail to the amount inside the frame, with the city of the snippet, telling the host nothing', async () => {
      const page = await newPage(browser, viewport);
      const errors = policyErrors(page);
      const visited: string[] = [];
      page.on('framenavigated', (f) => {
        if (f !== page.mainFrame() && f.url() !== 'about:blank') visited.push(f.url());
      });
      await page.goto(`${hostUrl}/logement`);
      const frame = await frameAt(page, '/integrer/simulateur/');
      await frame.locator('form[data-ready="true"]').waitFor();
      // `?ville=lyon` became the commune's INSEE code on the way in.
      expect(visited[0]).toBe(`${base}/integrer/simulateur/email?ville=69123`);

      const household = { ...studentInLyon, email: `embed.${viewport}@exemple.fr`, postalCode: '69007' };
      await answerSteps(frame, household, '/integrer/simulateur', {
        atPostalCode: async () => {
          const field = frame.getByLabel('Code postal du logement', { exact: true });
          await expect.poll(() => field.inputValue()).toBe('69001');
          await expect.poll(() => frame.locator('.sim-found').textContent()).toContain('Lyon');
        },
      });
      await expect(frame.locator('.sim-amount-value').textContent()).resolves.toContain(
        euros(expectedAmount(household)),
      );
      // Inside the frame the layout is the compact one: no site header or footer, no horizontal scroll.
      expect(await frame.locator('.site-header, .site-footer').count()).toBe(0);
      expect(
        await frame.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      // A link out of the simulator opens a new tab; the frame stays on the results.
      const link = frame.getByRole('link', { name: 'Lien vers ces résultats' });
      await link.waitFor({ timeout: 10_000 });
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toMatch(/^\/resultats\/[A-Za-z0-9_-]{22}$/);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
      expect(new URL(frame.url()).pathname).toBe('/integrer/simulateur/resultats');

      expect(visited.filter((url) => !url.startsWith(`${base}/integrer/simulateur/`))).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  },
);

it('measures no audience, even in a browser that accepted it on the site and has a live visit', async () => {
  // What the site's tracker leaves after consent (src/lib/browser/track.ts), opened at the embed's address
  // itself: a partner on the same site would share this storage.
  const consented = async () => {
    const page = await newPage(browser, 'desktop');
    await page.addInitScript(() => {
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({
          necessary: true,
          preferences: true,
          analytics: true,
          timestamp: new Date().toISOString(),
        }),
      );
      localStorage.setItem('apl-visitor', 'abcdef0123456789');
      const from = { landingPage: '/', referrer: '', utmSource: null, utmMedium: null, utmCampaign: null };
      const now = Date.now();
      localStorage.setItem(
        'apl-visit',
        JSON.stringify({
          id: 'visit_0123456789',
          from: { ...from, utmTerm: null, utmContent: null },
          startedAt: now,
          lastAt: now,
        }),
      );
    });
    const tracked: string[] = [];
    const saves: Array<{ trackingData: unknown }> = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/visitor-tracking')) tracked.push(r.url());
      if (r.url().includes('/api/v2-save-step')) saves.push(JSON.parse(r.postData() ?? '{}'));
    });
    return { page, tracked, saves };
  };

  const embed = await consented();
  const household = { ...studentInLyon, email: 'embed.mesure@exemple.fr' };
  await embed.page.goto(`${base}/integrer/simulateur/email`);
  await answerSteps(embed.page, household, '/integrer/simulateur');
  await expect(embed.page.locator('.sim-amount-value').textContent()).resolves.toContain(
    euros(expectedAmount(household)),
  );
  await expect.poll(() => embed.saves.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(11);
  expect(embed.saves.map((b) => b.trackingData ?? null)).toEqual(embed.saves.map(() => null));
  expect(embed.tracked).toEqual([]);
  await embed.page.context().close();

  // The same browser on the site's own simulator is measured: the test would see it.
  const site = await consented();
  await site.page.goto(`${base}/v2/simulateur/email`);
  await site.page.locator('form[data-ready="true"]').waitFor();
  await site.page.getByLabel('Adresse e-mail', { exact: true }).fill('site.mesure@exemple.fr');
  await site.page.getByRole('button', { name: 'Continuer' }).click();
  await expect.poll(() => site.saves.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(site.saves[0]?.trackingData).not.toBeNull();
  await expect.poll(() => site.tracked.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await site.page.context().close();
}, 60_000);

it('attack: the same site framing /v2/simulateur or /admin is refused by the browser', async () => {
  const page = await newPage(browser, 'desktop');
  const errors = policyErrors(page);
  await page.goto(`${hostUrl}/piege`);
  await expect.poll(() => errors.length, { timeout: 10_000 }).toBe(2);
  for (const message of errors) expect(message).toMatch(/frame-ancestors 'none'/);
  for (const frame of page.frames().slice(1))
    expect(
      await frame
        .locator('form, #root')
        .count()
        .catch(() => 0),
    ).toBe(0);
  await page.context().close();
});
