import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorEvents } from '../../db/tables.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { createApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const HUMAN =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const event = (more: Record<string, unknown> = {}) => ({
  visitorId: 'v_abcdefgh12',
  sessionId: 's_abcdefgh12',
  landingPage: '/apl-lyon?utm_source=x&email=moi@exemple.fr',
  referrer: 'https://www.google.fr/search?q=apl+lyon',
  utmSource: null,
  utmMedium: null,
  userAgent: HUMAN,
  screenResolution: '412x915',
  eventType: 'pageview',
  pagePath: '/apl-lyon',
  ...more,
});
const send = (
  body: unknown,
  { type = 'text/plain;charset=UTF-8', ip = '203.0.113.7', ua = HUMAN, app = t.app } = {},
) =>
  app.request(
    '/api/visitor-tracking',
    {
      method: 'POST',
      headers: { 'content-type': type, 'user-agent': ua },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip, remotePort: 50_000, remoteFamily: 'IPv4' } } },
  );
const count = async () => (await t.ctx.db.select().from(visitorEvents)).length;
/** The events in the order they were stored (PostgreSQL has no implicit order). */
const stored = () => t.ctx.db.select().from(visitorEvents).orderBy(visitorEvents.id);

describe('POST /api/visitor-tracking', () => {
  it('stores a beacon sent as text/plain, with the source and entry page computed here and no personal data', async () => {
    const before = await count();
    const res = await send(event({ eventType: 'session_start' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, accepted: 1, trafficSource: 'google_organic' });
    expect(await count()).toBe(before + 1);
    const row = (await stored()).at(-1);
    expect(row).toMatchObject({
      eventType: 'session_start',
      trafficSource: 'google_organic',
      entryPageType: 'city_page',
      landingPage: '/apl-lyon',
      referrer: 'google.fr',
      deviceType: 'mobile',
      screenResolution: '412x915',
    });
    // Neither the query string (it may carry an e-mail), nor the search words, nor the user agent.
    expect(JSON.stringify(row)).not.toMatch(/exemple\.fr|q=apl|Pixel|Chrome|203\.0\.113/);
  });

  it('stores a batch sent as application/json, every event of it', async () => {
    const before = await count();
    const events = [
      event({ eventType: 'simulation_start', pagePath: '/v2/simulateur/email' }),
      event({ eventType: 'simulation_step', eventData: { stepName: 'loyer', stepNumber: 3 } }),
      event({ eventType: 'form_submit', eventData: { formType: 'contact' } }),
      event({ eventType: 'web_vital', eventData: { name: 'LCP', value: 1234.5, rating: 'good' } }),
      event({ eventType: 'pageview', utmMedium: 'cpc', utmSource: 'google' }),
    ];
    const res = await send({ events }, { type: 'application/json' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { accepted: number }).accepted).toBe(5);
    expect(await count()).toBe(before + 5);
    const last = (await stored()).at(-1);
    expect(last?.trafficSource).toBe('paid_search');
  });

  it('refuses malformed events with 400 and a French message, storing nothing of the batch', async () => {
    const before = await count();
    for (const body of [
      '{pas du json',
      '',
      { events: [] },
      event({ eventType: 'achat' }),
      { events: [event(), event({ visitorId: 'moi@exemple.fr' })] },
      event({ eventType: 'simulation_step', eventData: { stepName: 'inconnue' } }),
      event({ screenResolution: '<script>' }),
    ]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { success: boolean; code: string; error: string };
      expect(json.success).toBe(false);
      expect(json.error.length).toBeGreaterThan(0);
    }
    expect(await count()).toBe(before);
  });

  it('refuses an oversized body with 413, and too many events with 400', async () => {
    const before = await count();
    const big = await send({
      events: Array.from({ length: 40 }, () => event({ referrer: `https://a.fr/${'x'.repeat(990)}` })),
    });
    expect(big.status).toBe(413);
    const many = await send({ events: Array.from({ length: 51 }, () => event()) });
    expect(many.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('ignores robots: answered, never stored', async () => {
    const before = await count();
    const res = await send(event(), {
      ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ accepted: 0, ignored: 'robot' });
    const headless = await send(event({ userAgent: 'Mozilla/5.0 HeadlessChrome/126.0' }));
    expect(((await headless.json()) as { accepted: number }).accepted).toBe(0);
    expect(await count()).toBe(before);
  });

  it('rate limits a flooding client without affecting another one', async () => {
    const limited = createApp({ ...t.ctx, env: { ...t.ctx.env, TRACKING_RATE_LIMIT: 5 } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await send(event(), { ip: '198.51.100.1', app: limited })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const refused = await send(event(), { ip: '198.51.100.1', app: limited });
    expect(await refused.json()).toMatchObject({ success: false, code: 'TROP_DE_REQUETES' });
    // Another visitor at the same moment.
    expect((await send(event(), { ip: '198.51.100.2', app: limited })).status).toBe(200);
  });

  it('stores as many events as it acknowledged under concurrent requests', async () => {
    const before = await count();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(
          { events: [event({ sessionId: `s_concurrent_${i}` }), event({ sessionId: `s_concurrent_${i}` })] },
          { ip: `192.0.2.${i}` },
        ),
      ),
    );
    let accepted = 0;
    for (const r of results) accepted += ((await r.json()) as { accepted: number }).accepted;
    expect(accepted).toBe(400);
    expect(await count()).toBe(before + accepted);
  });
});
