import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KIND } from '../../db/store-kind.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Health = {
  status: string;
  store: string;
  database: { ok: boolean; communes: number };
  build: { ok: boolean };
  builder: { status: string; queued: { id: number } | null };
};

describe('GET /api/health', () => {
  it('names the store and says what the builder is doing', async () => {
    const idle = (await (await t.app.request('/api/health')).json()) as Health;
    // The store this process speaks: 'sqlite' in the unit pass, 'postgres' in the store-pg pass.
    expect(idle.store).toBe(STORE_KIND);
    expect(idle.database.ok).toBe(true);
    expect(idle.builder).toMatchObject({ status: 'idle', queued: null });

    const id = await t.ctx.publisher?.request({
      kind: 'full',
      reason: 'article « brouillon-secret » modifié(e)',
    });
    const res = await t.app.request('/api/health');
    const text = await res.text();
    const queued = JSON.parse(text) as Health;
    expect(queued.builder).toEqual({ status: 'queued', running: null, queued: { id } });
    // Public answer: what the back-office is editing stays private.
    expect(text).not.toContain('brouillon-secret');
    // No build of the site in this sandbox: degraded, and a load balancer reads 503.
    expect(res.status).toBe(503);
    expect(queued.build.ok).toBe(false);
  });
});
