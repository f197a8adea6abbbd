import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorEvents } from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('redaction@exemple.fr', ['editor'])).cookie;
}, 60_000);
afterAll(() => t?.close());

describe('GET /api/admin/stats/audience', () => {
  it('needs a back-office session', async () => {
    expect((await t.request('/api/admin/stats/audience')).status).toBe(401);
  });

  it('gives editors the aggregates, from the database', async () => {
    await t.db.insert(visitorEvents).values({
      visitorId: 'v_audience_01',
      sessionId: 's_audience_01',
      eventType: 'session_start',
      trafficSource: 'bing',
      entryPageType: 'guide',
    });
    const res = await t.request('/api/admin/stats/audience?days=7', { cookie: editor });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      days: number;
      sources: unknown[];
      funnel: unknown[];
      entryPages: unknown[];
    };
    expect(body.days).toBe(7);
    expect(body.sources).toEqual([{ source: 'bing', visits: 1 }]);
    expect(body.entryPages).toEqual([{ type: 'guide', visits: 1 }]);
    expect(body.funnel).toHaveLength(12);
  });

  it('refuses a bad period with a French message', async () => {
    const res = await t.request('/api/admin/stats/audience?days=0', { cookie: editor });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/Période invalide/);
  });
});
