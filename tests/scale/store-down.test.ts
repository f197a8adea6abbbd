/**
 * Pages that outlive the store (issue 28), as production runs: two servers on PostgreSQL behind haproxy
 * (deploy/haproxy.cfg), then PostgreSQL stops. Through the balancer the home page, a city page, an asset, the
 * redirects and the 404 answer exactly as before, on both servers: their readiness stays 200 so haproxy keeps them
 * (the review saw the whole site answer 503). /api/health says 503; a step save answers 503 JSON in French, within
 * seconds. PostgreSQL back, the API answers again without restarting anything.
 */
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_DOWN_MESSAGE } from '../../api/middleware/store-down.ts';
import { newPool } from '../../db/pg-pool.ts';
import { type Cluster, startCluster, waitUntil } from '../support/cluster.ts';

let cluster: Cluster;
let lb: string;
/** What each page answered with the store up: status, Location, a hash of the body. */
const before = new Map<string, string>();
let pages: string[] = [];

/** A request through the balancer, summed up so that two answers compare (no redirect followed). */
async function answer(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual' });
  const body = createHash('sha256')
    .update(new Uint8Array(await res.arrayBuffer()))
    .digest('hex');
  return `${res.status} ${res.headers.get('location') ?? '-'} ${body}`;
}

const saveStep = () =>
  fetch(`${lb}/api/v2-save-step`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sessionId: randomUUID(),
      stepNumber: 3,
      stepName: 'loyer',
      stepData: { rent: 420 },
      saveId: randomUUID(),
      email: null,
    }),
  });

beforeAll(async () => {
  cluster = await startCluster({ count: 2, balancer: true, env: { SHUTDOWN_GRACE_MS: '5000' } });
  lb = cluster.base;
  const pool: pg.Pool = newPool({ connectionString: cluster.postgres.url, max: 1 });
  const { rows } = await pool.query<{ slug: string }>(
    "SELECT slug FROM city_pages WHERE status = 'published' ORDER BY slug LIMIT 1",
  );
  await pool.end();
  const city = rows[0]?.slug as string;
  expect(city, 'une page ville publiée').toMatch(/^apl-/);
  // The simulator's island: a hashed file of the build.
  const simulator = await (await fetch(`${lb}/v2/simulateur/email`)).text();
  const asset = /"(\/_astro\/[^"]+\.js)"/.exec(simulator)?.[1] as string;
  expect(asset, 'un fichier /_astro du simulateur').toBeTruthy();
  pages = [
    '/',
    `/${city}`,
    asset,
    '/favicon.svg',
    '/simulateur', // 301 to the simulator
    `/ville/${city}`, // 302 to the city page, found among the build's files
    `/${city}/`, // 301 to the address without its slash
    '/page-qui-n-existe-pas', // 404 page
  ];
  for (const path of pages) before.set(path, await answer(lb, path));
  expect(before.get('/page-qui-n-existe-pas')).toMatch(/^404 /);
  await cluster.postgres.halt();
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

describe('PostgreSQL stopped under two servers behind haproxy', () => {
  it('serves every page as before, on both servers, for longer than haproxy needs to drop a server', async () => {
    // 2 checks × 500 ms take a failing server out: 3 s of answers cover it. Each page is asked of the balancer and
    // of each server directly (round-robin alone could send a page always to the same one).
    const bases = [lb, ...cluster.servers.map((s) => s.url)];
    const until = Date.now() + 3_000;
    let rounds = 0;
    while (Date.now() < until || rounds < 2) {
      for (const path of pages)
        for (const base of bases) expect(await answer(base, path), `${base}${path}`).toBe(before.get(path));
      rounds++;
    }
  });

  it('keeps both servers ready for pages, the API degraded', async () => {
    for (const server of cluster.servers) {
      const res = await fetch(`${server.url}/api/health/ready`);
      expect(res.status, server.url).toBe(200);
      expect(await res.json()).toMatchObject({ pages: 'ok', api: 'degraded' });
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    }
  });

  it('/api/health answers 503 JSON, the store down', async () => {
    const res = await fetch(`${lb}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      store: 'postgres',
      database: { ok: false },
      build: { ok: true },
    });
  });

  it('a step save answers 503 JSON in French, within seconds', async () => {
    const started = Date.now();
    const res = await saveStep();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await res.json()).toEqual({
      success: false,
      error: STORE_DOWN_MESSAGE,
      code: 'BASE_INDISPONIBLE',
    });
  });

  it('PostgreSQL back: the API answers again, no server restarted', async () => {
    const pids = cluster.servers.map((s) => s.child?.pid);
    await cluster.postgres.resume();
    await waitUntil(
      async () => {
        const res = await saveStep();
        await res.arrayBuffer();
        return res.status === 200;
      },
      30_000,
      'un enregistrement accepté',
    );
    for (const server of cluster.servers) {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status, server.url).toBe(200);
      await res.arrayBuffer();
    }
    expect(cluster.servers.map((s) => s.child?.pid)).toEqual(pids);
  });
});
