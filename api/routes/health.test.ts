import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db } from '../../db/client.ts';
import { STORE_KIND } from '../../db/store-kind.ts';
import { recordingPublisher } from '../../tests/support/recording-publisher.ts';
import { silentDb, storeGoingDown, writeLiveBuild } from '../../tests/support/store-down.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { createApp } from '../app.ts';
import { within } from '../middleware/store-down.ts';
import { STORE_CHECK_TIMEOUT_MS } from './health.ts';

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
  version: { version: string; commit: string | null };
  database: { ok: boolean; communes: number };
  build: { ok: boolean; id: string | null };
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

  it('reports the version of the code (package.json, and the commit when known)', async () => {
    const health = (await (await t.app.request('/api/health')).json()) as Health;
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(health.version.version).toBe(pkg.version);
    if (health.version.commit !== null) expect(health.version.commit).toMatch(/^[0-9a-f]{7,40}$/);
  });
});

describe('liveness and readiness', () => {
  it('live: 200 without asking anything', async () => {
    const res = await t.app.request('/api/health/live');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('ready: 503 on the maintenance page, 200 once a build is live', async () => {
    const before = await t.app.request('/api/health/ready');
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({ pages: 'maintenance', api: 'ok' });

    writeLiveBuild(t.ctx.env.BUILDS_DIR, 'build-pret');
    const after = await t.app.request('/api/health/ready');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready', pages: 'ok', api: 'ok', build: 'build-pret' });
    const health = (await (await t.app.request('/api/health')).json()) as Health;
    expect(health.build.id).toBe('build-pret');
  });
});

describe('the store does not answer', () => {
  let down: ReturnType<typeof createApp>;
  let dead: Db;
  beforeAll(async () => {
    writeLiveBuild(t.ctx.env.BUILDS_DIR, 'build-sans-base');
    const store = await storeGoingDown(join(t.ctx.env.BUILDS_DIR, '..'));
    dead = store.db;
    const { publisher } = recordingPublisher(dead, t.ctx.env);
    down = createApp({ ...t.ctx, db: dead, publisher });
    await store.down();
  });
  afterAll(() => closeDb(dead));

  it('ready stays 200 (the pages are served), the API says degraded', async () => {
    const res = await down.request('/api/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pages: 'ok', api: 'degraded', build: 'build-sans-base' });
    expect((await down.request('/api/health/live')).status).toBe(200);
  });

  it('/api/health answers 503 JSON, same shape, the builder unknown — never 500', async () => {
    const res = await down.request('/api/health');
    expect(res.status).toBe(503);
    const body = (await res.json()) as Health;
    expect(body).toMatchObject({
      status: 'degraded',
      store: STORE_KIND,
      database: { ok: false, error: 'base de données indisponible' },
      build: { ok: true, id: 'build-sans-base' },
      builder: { status: 'unknown', running: null, queued: null },
    });
  });

  it('a store that hangs: health answers within its bound, ready still 200', async () => {
    const silent = silentDb(t.ctx.db);
    const { publisher } = recordingPublisher(silent, t.ctx.env);
    const hung = createApp({ ...t.ctx, db: silent, publisher });
    const started = Date.now();
    const [health, ready] = await Promise.all([
      hung.request('/api/health'),
      hung.request('/api/health/ready'),
    ]);
    expect(Date.now() - started).toBeLessThan(STORE_CHECK_TIMEOUT_MS + 1_000);
    expect(health.status).toBe(503);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ api: 'degraded' });
  });
});

describe('within', () => {
  it('rejects past its bound, passes an answer given in time', async () => {
    await expect(within(new Promise(() => {}), 50)).rejects.toThrow('pas de réponse en 50 ms');
    await expect(within(Promise.resolve(7), 50)).resolves.toBe(7);
  });
});
