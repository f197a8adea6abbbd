/**
 * Anonymous writes grew the store without bound (issue 26): step saves and audience events added about 6.5 MB
 * a minute from one address within the rate limits, kept 13 months. Now each client has a storage budget an
 * hour (STORE_BUDGET_CLIENT_BYTES, 2 MiB), all clients one together (STORE_BUDGET_GLOBAL_KB): beyond, saves keep
 * the answers without history and events lose their free-form data; beyond twice, only simulations already
 * stored are updated and events are counted. These tests make the attacks at their real pace on the app's
 * clock (600 step saves and 120 audience requests a minute), on both stores, until the budget holds: from then
 * on not one row is added, so the rest of the hour adds nothing and the hour's growth is what was measured.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../api/security/limits.ts';
import { kindOf } from '../../db/client.ts';
import { first, rawRows } from '../../db/dialect.ts';
import { databaseStats } from '../../db/queries/admin-system.ts';
import { storedSessionId } from '../../db/queries/simulations.ts';
import { tableBytes, withheldByDay } from '../../db/queries/store-growth.ts';
import { simulationSessions, simulationSteps, visitorEvents } from '../../db/tables.ts';
import { createTestApp, postJson, type TestApp } from '../support/test-app.ts';

const MIB = 1024 * 1024;
const BUDGET = LIMITS.storeBytesClient.max;
/** The pace of the attacks: just within the rate limits (600 saves, 120 audience requests a minute). */
const SAVE_EVERY_MS = 102;
const TRACKING_EVERY_MS = 510;
const GROWTH_TABLES = ['simulation_sessions', 'simulation_steps', 'visitor_events', 'rate_limits'];

let t: TestApp;
let clock = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.now = () => clock;
}, 60_000);
afterAll(() => t?.close());

/**
 * What the anonymous tables take: on SQLite their pages (indexes included); on PostgreSQL their live rows (the
 * versions an update leaves behind are reclaimed by autovacuum, the pages it frees reused).
 */
async function storeBytes(): Promise<number> {
  if (kindOf(t.ctx.db) === 'sqlite') {
    const sizes = await tableBytes(t.ctx.db);
    return GROWTH_TABLES.reduce((sum, name) => sum + (sizes.get(name) ?? 0), 0);
  }
  let sum = 0;
  for (const name of GROWTH_TABLES) {
    const [row] = await rawRows<{ bytes: string | null }>(
      t.ctx.db,
      sql`SELECT sum(pg_column_size(x.*)) AS bytes FROM ${sql.identifier(name)} x`,
    );
    sum += Number(row?.bytes ?? 0);
  }
  return sum;
}

const rows = async () => {
  const n = async (table: typeof simulationSteps | typeof simulationSessions | typeof visitorEvents) =>
    (await first(t.ctx.db.select({ n: count() }).from(table)))?.n ?? 0;
  return {
    sessions: await n(simulationSessions),
    steps: await n(simulationSteps),
    events: await n(visitorEvents),
  };
};

/** `n` random characters (a-z, A-Z, 0-9, - and _): nothing a store could compress. */
const text = (n: number) => randomBytes(n).toString('base64url').slice(0, n);

/** The most tracking data the boundary takes: 30 keys, each value 500 characters (the known keys among them). */
const TRACKING = {
  visitorId: text(64),
  sessionId: text(64),
  landing_page: `/${text(499)}`,
  referrer: `https://${'r'.repeat(60)}.example/${text(400)}`,
  utm_source: text(500),
  utm_medium: text(500),
  utm_campaign: text(500),
  utm_term: text(500),
  utm_content: text(500),
  session_duration: 1e9,
  ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`extra_${i}`, text(500)])),
};

/** A step save of about 60 KB: that tracking data and 45 KB of answers no step asks for. */
const hugeSave = (sessionId: string) => ({
  sessionId,
  stepNumber: 3,
  stepName: 'loyer',
  stepData: { rent: 450, ...Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`p${i}`, text(500)])) },
  saveId: randomUUID(),
  trackingData: TRACKING,
});

/** `n` requests from `ip`, one every `everyMs` on the app's clock; their statuses. */
async function attack(
  n: number,
  everyMs: number,
  ip: string,
  body: (i: number) => unknown,
  path = '/api/v2-save-step',
) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    clock = new Date(clock.getTime() + everyMs);
    statuses.push((await postJson(t.app, path, body(i), { ip })).status);
  }
  return statuses;
}

describe('step saves: 600 a minute of 60 KB from one address', () => {
  it('a literal 60 KB of tracking data is refused at the boundary, and stores nothing', async () => {
    const before = await rows();
    const body = {
      ...hugeSave(randomUUID()),
      stepData: { rent: 450 },
      trackingData: Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`k${i}`, text(500)])),
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(60_000);
    expect((await postJson(t.app, '/api/v2-save-step', body, { ip: '203.0.113.60' })).status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('attack: a new simulation each time — the store grows by at most twice the budget, then by nothing', async () => {
    expect(JSON.stringify(hugeSave(randomUUID())).length).toBeGreaterThan(55_000);
    const before = await storeBytes();
    // 2,000 saves: three minutes and a half at 600 a minute.
    const statuses = await attack(2_000, SAVE_EVERY_MS, '203.0.113.61', () => hugeSave(randomUUID()));
    const grown = (await storeBytes()) - before;
    expect(grown).toBeLessThanOrEqual(2 * BUDGET + 0.25 * MIB);
    // Beyond twice the budget, a new simulation is refused: the client's own answers stay in its browser.
    expect(statuses.slice(-100).every((s) => s === 429)).toBe(true);
    const settled = await rows();
    const refused = await postJson(t.app, '/api/v2-save-step', hugeSave(randomUUID()), {
      ip: '203.0.113.61',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      error: expect.stringContaining('restent dans votre navigateur'),
    });
    // The rest of the hour (about 33,000 more saves) adds no row: the hour's growth is what was measured.
    await attack(300, SAVE_EVERY_MS, '203.0.113.61', () => hugeSave(randomUUID()));
    expect(await rows()).toEqual(settled);
    expect((await withheldByDay(t.ctx.db, clock.getTime()))[0]?.saves).toBeGreaterThan(300);
    console.info(
      `[store-growth] ${kindOf(t.ctx.db)} : 2 000 sauvegardes de 60 Ko (3 min 24), +${(grown / MIB).toFixed(2)} Mio, puis rien`,
    );
    // Once its sliding hour has passed, the budget is there again: at most twice the budget an hour.
    clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    expect(
      (await postJson(t.app, '/api/v2-save-step', hugeSave(randomUUID()), { ip: '203.0.113.61' })).status,
    ).toBe(200);
  }, 120_000);

  it('attack: one simulation saved again and again — answers kept, no history beyond the budget', async () => {
    const secret = randomUUID();
    const statuses = await attack(1_200, SAVE_EVERY_MS, '203.0.113.62', (i) => ({
      ...hugeSave(secret),
      stepData: { rent: 300 + i },
    }));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const settled = await rows();
    await attack(300, SAVE_EVERY_MS, '203.0.113.62', (i) => ({
      ...hugeSave(secret),
      stepData: { rent: 2_000 + i },
    }));
    expect(await rows()).toEqual(settled);
    // The visitor's latest answer is there.
    const [session] = await rawRows<{ form_data: unknown }>(
      t.ctx.db,
      sql`SELECT form_data FROM simulation_sessions WHERE id = ${storedSessionId(secret)}`,
    );
    const form = typeof session?.form_data === 'string' ? JSON.parse(session.form_data) : session?.form_data;
    expect(form).toMatchObject({ rent: 2_299 });
  }, 120_000);

  it('another address is not affected: its saves are stored in full', async () => {
    const before = await rows();
    const secret = randomUUID();
    expect(await attack(3, SAVE_EVERY_MS, '198.51.100.99', () => hugeSave(secret))).toEqual([200, 200, 200]);
    const after = await rows();
    expect(after.steps - before.steps).toBe(3);
    expect(after.sessions - before.sessions).toBe(1);
  });
});

/** An audience request as large as the boundary takes (32 KB): 6 events with every field at its maximum. */
const eventBatch = () => ({
  events: Array.from({ length: 6 }, () => ({
    visitorId: text(64),
    sessionId: text(64),
    eventType: 'pageview',
    pagePath: `/${text(499)}`,
    landingPage: `/${text(499)}`,
    referrer: `https://${'r'.repeat(60)}.example/`,
    utmSource: text(200),
    utmMedium: text(200),
    utmCampaign: text(200),
    utmTerm: text(200),
    utmContent: text(200),
    screenResolution: '1920x1080',
    eventData: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`d${i}`, text(200)])),
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  })),
});

describe('audience events: 120 requests a minute of 32 KB from one address', () => {
  it('attack: the store grows by at most twice the budget, then events are only counted', async () => {
    const body = eventBatch();
    expect(JSON.stringify(body).length).toBeGreaterThan(28_000);
    const before = await storeBytes();
    // 450 requests: three minutes and three quarters at 120 a minute.
    const statuses = await attack(
      450,
      TRACKING_EVERY_MS,
      '203.0.113.70',
      () => body,
      '/api/visitor-tracking',
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const grown = (await storeBytes()) - before;
    expect(grown).toBeLessThanOrEqual(2 * BUDGET + 0.25 * MIB);
    const settled = await rows();
    await attack(60, TRACKING_EVERY_MS, '203.0.113.70', () => body, '/api/visitor-tracking');
    expect(await rows()).toEqual(settled);
    expect((await withheldByDay(t.ctx.db, clock.getTime()))[0]?.events).toBeGreaterThanOrEqual(360);
    console.info(
      `[store-growth] ${kindOf(t.ctx.db)} : 450 envois d'audience de 32 Ko (3 min 45), +${(grown / MIB).toFixed(2)} Mio, puis rien`,
    );
    // Beyond the budget and within twice, the events were kept without their free-form data.
    const [lean] = await rawRows<{ n: number | string }>(
      t.ctx.db,
      sql`SELECT count(*) AS n FROM visitor_events WHERE event_data IS NULL AND page_path IS NOT NULL`,
    );
    expect(Number(lean?.n)).toBeGreaterThan(0);
  }, 120_000);
});

describe('the « Outils système » screen shows the growth', () => {
  it('rows and bytes by table and by day, and what the budgets withheld', async () => {
    const stats = await databaseStats(t.ctx.db, clock.getTime());
    const sessions = stats.tables.find((table) => table.name === 'simulation_sessions');
    expect(sessions?.rows).toBeGreaterThan(1_000);
    expect(sessions?.bytes).toBeGreaterThan(MIB);
    const grown = stats.growth.filter((g) => g.table === 'simulation_sessions');
    expect(grown.reduce((n, g) => n + g.rows, 0)).toBe(sessions?.rows);
    expect(grown[0]?.bytes).toBeGreaterThan(0);
    expect(stats.growth.some((g) => g.table === 'visitor_events' && g.rows > 0)).toBe(true);
    expect(stats.withheld[0]).toMatchObject({ saves: expect.any(Number), events: expect.any(Number) });
    expect((stats.withheld[0]?.saves ?? 0) + (stats.withheld[1]?.saves ?? 0)).toBeGreaterThan(300);
  });
});

describe('the global budget', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { STORE_BUDGET_GLOBAL_KB: '64' } });
    small.ctx.now = () => clock;
  }, 60_000);
  afterAll(() => small?.close());

  it('beyond it, saves from every address keep their answers without history, and a new visitor is still stored', async () => {
    const rowsOf = async (table: typeof simulationSteps | typeof simulationSessions) =>
      (await first(small.ctx.db.select({ n: count() }).from(table)))?.n ?? 0;
    // Many addresses, each far within its own budget.
    for (let i = 0; i < 60; i++) {
      clock = new Date(clock.getTime() + 200);
      const res = await postJson(small.app, '/api/v2-save-step', hugeSave(randomUUID()), {
        ip: `192.0.2.${i}`,
      });
      expect(res.status).toBe(200);
    }
    const steps = await rowsOf(simulationSteps);
    expect(steps).toBeLessThan(60);
    const sessions = await rowsOf(simulationSessions);
    clock = new Date(clock.getTime() + 2_000);
    const res = await postJson(small.app, '/api/v2-save-step', hugeSave(randomUUID()), { ip: '192.0.2.200' });
    expect(res.status).toBe(200);
    expect(await rowsOf(simulationSessions)).toBe(sessions + 1);
    expect(await rowsOf(simulationSteps)).toBe(steps);
  });
});
