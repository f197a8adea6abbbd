import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulationSessions } from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin@exemple.fr', ['admin'])).cookie;
}, 60_000);
afterAll(() => t?.close());

describe('POST /api/admin/simulations/export', () => {
  it('names the file after the day in Paris, from the clock of the context', async () => {
    // 31 December, 23:30 UTC: already 1 January in Paris.
    t.ctx.now = () => new Date('2026-12-31T23:30:00Z');
    try {
      const res = await t.request('/api/admin/simulations/export', {
        method: 'POST',
        cookie: admin,
        json: {},
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="simulations-2027-01-01.csv"',
      );
    } finally {
      delete t.ctx.now;
    }
  });

  it('takes the last day of a period whole', async () => {
    await t.db.insert(simulationSessions).values({
      id: 'sim-dernier-jour',
      version: 'v2',
      currentStep: 3,
      createdAt: '2026-03-31T22:15:00.000Z',
    });
    const res = await t.request('/api/admin/simulations/query', {
      method: 'POST',
      cookie: admin,
      json: { from: '2026-03-31', to: '2026-03-31' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { total: number; items: Array<{ id: string }> };
    expect(body.total).toBe(1);
    expect(body.items.map((s) => s.id)).toEqual(['sim-dernier-jour']);
  });
});
