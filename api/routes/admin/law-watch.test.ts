/** The law watch on the dashboard (issue 27): a revaluation the law makes and the scales do not hold yet is said. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { dashboardSummary } from './stats.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('la veille des barèmes du tableau de bord', () => {
  it('le 27 novembre 2026, la revalorisation du 1er octobre 2026 est attendue, non saisie', async () => {
    const d = await dashboardSummary(t.db, { admin: false, now: new Date('2026-11-27T10:00:00Z') });
    const october = d.lawWatch.enRetard.find((r) => r.date === '2026-10-01');
    expect(october?.series).toEqual(expect.arrayContaining(['loyersPlafonds', 'forfaitCharges']));
    // January's (R0, student forfaits) is announced within three months, not yet overdue.
    expect(d.lawWatch.enRetard.some((r) => r.date === '2027-01-01')).toBe(false);
    expect(d.lawWatch.aVenir.map((r) => r.date)).toContain('2027-01-01');
  });

  it('reaches editors too, through the API', async () => {
    const { cookie } = await t.signIn('editrice-veille@example.fr', ['editor']);
    const res = await t.request('/api/admin/dashboard', { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { lawWatch: { enRetard: unknown[]; aVenir: unknown[] } };
    expect(body.lawWatch).toHaveProperty('enRetard');
  });
});
