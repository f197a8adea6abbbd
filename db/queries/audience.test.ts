import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { partnerClicks, simulationSessions, visitorEvents } from '../tables.ts';
import { audienceStats, percentile } from './audience.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const SINCE = '2000-01-01T00:00:00.000Z';

async function simulation(
  step: number,
  done?: { eligible: boolean; amount: number; zone: number; seconds: number },
) {
  await t.ctx.db.insert(simulationSessions).values({
    id: randomUUID(),
    currentStep: step,
    zone: done?.zone ?? null,
    isComplete: Boolean(done),
    isEligible: done ? done.eligible : null,
    montantFinal: done?.amount ?? null,
    sessionDuration: done?.seconds ?? null,
  });
}
async function event(type: string, more: Record<string, unknown> = {}) {
  await t.ctx.db.insert(visitorEvents).values({
    visitorId: 'v_test_0001',
    sessionId: (more.s as string) ?? randomUUID(),
    eventType: type,
    eventData: (more.data as Record<string, unknown> | undefined) ?? null,
    pagePath: (more.path as string) ?? '/',
    trafficSource: (more.source as string) ?? null,
    entryPageType: (more.entry as string) ?? null,
  });
}

describe('audience statistics', () => {
  it('nearest-rank percentiles', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 75)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });

  it('funnel with drop-off, completion time, eligible share, amount by zone, sources, click-through, vitals', async () => {
    // 4 simulations: one stopped at step 2, one at step 11, two completed (one eligible zone 1, one not).
    await simulation(2);
    await simulation(11);
    await simulation(12, { eligible: true, amount: 250, zone: 1, seconds: 120 });
    await simulation(12, { eligible: false, amount: 0, zone: 2, seconds: 300 });
    await event('session_start', { source: 'google_organic', entry: 'city_page' });
    await event('session_start', { source: 'google_organic', entry: 'city_page' });
    await event('session_start', { source: 'direct', entry: 'homepage' });
    for (const v of [1000, 2000, 3000, 4000])
      await event('web_vital', { path: '/apl-lyon', data: { name: 'LCP', value: v } });
    await event('web_vital', { path: '/v2/simulateur/loyer', data: { name: 'CLS', value: 0.02 } });
    await t.ctx.db.insert(partnerClicks).values({ partnerName: 'assureur', pageType: 'v2_results' });

    const s = await audienceStats(t.ctx.db, SINCE);
    expect(s.funnel.map((f) => f.sessions)).toEqual([4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2]);
    expect(s.funnel[1]).toMatchObject({ name: 'code-postal', dropOff: 25 });
    expect(s.funnel[10]).toMatchObject({ name: 'revenus', dropOff: 33.3 });
    expect(s.funnel[11]).toMatchObject({ name: 'resultats', dropOff: null });
    expect(s.completion).toMatchObject({ started: 4, completed: 2, medianSeconds: 120, p90Seconds: 300 });
    expect(s.eligible).toEqual({ completed: 2, eligible: 1, share: 50 });
    expect(s.amountByZone).toEqual([{ zone: 1, eligible: 1, averageAmount: 250 }]);
    expect(s.sources).toEqual([
      { source: 'google_organic', visits: 2 },
      { source: 'direct', visits: 1 },
    ]);
    expect(s.entryPages[0]).toEqual({ type: 'city_page', visits: 2 });
    expect(s.partners).toEqual([{ partner: 'assureur', clicks: 1, simulations: 2, clickThrough: 50 }]);
    expect(s.webVitals).toEqual([
      { pageType: 'city_page', metrics: { LCP: { n: 4, p50: 2000, p75: 3000, p90: 4000 } } },
      { pageType: 'simulator', metrics: { CLS: { n: 1, p50: 0.02, p75: 0.02, p90: 0.02 } } },
    ]);
  });
});
