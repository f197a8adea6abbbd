/**
 * Builds without a shared filesystem (issue 28, BUILD_SYNC=fetch): two servers on one PostgreSQL, each with ITS OWN
 * BUILDS_DIR. A publication made on one is served by the other within 10 s, and /api/health says the same build on
 * both; a third server started later on an empty folder serves that build without building it; a build whose file
 * was altered after its manifest is refused (the maintenance page, the build never served), then taken once
 * repaired. (The review saw a third server with its own folder serve 404 for a new article while healthy.)
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { lstatSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPool } from '../../db/pg-pool.ts';
import { type Cluster, startCluster, waitUntil } from '../support/cluster.ts';
import { ROOT } from '../support/sandbox.ts';

const run = promisify(execFile);

const ADMIN = { email: 'operatrice@builds.example', password: 'phrase-de-passe-du-test-builds' };

let cluster: Cluster;
let pool: pg.Pool;

type Health = {
  status: string;
  build: { id: string | null; live: string | null; behind: boolean; sync: string; syncError?: string | null };
};

const health = async (i: number): Promise<Health> =>
  (await (await fetch(`${cluster.servers[i]?.url}/api/health`)).json()) as Health;
const page = async (i: number, path: string) => {
  const res = await fetch(`${cluster.servers[i]?.url}${path}`);
  return { status: res.status, body: await res.text() };
};

/** How many city pages stay published: the first full build renders a small site (seconds, not minutes). */
const CITY_PAGES = 12;

/** The store prepared as a server would (tests/support/prepare-store.ts), with most city pages unpublished. */
async function smallSite(url: string): Promise<void> {
  await run(process.execPath, [join(ROOT, 'tests', 'support', 'prepare-store.ts'), 'prepare'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, BETTER_AUTH_SECRET: 'x'.repeat(32) },
    maxBuffer: 16 * 1024 * 1024,
  });
  const prep = newPool({ connectionString: url, max: 1 });
  try {
    await prep.query(
      `UPDATE city_pages SET status = 'draft' WHERE id NOT IN (SELECT id FROM city_pages ORDER BY id LIMIT $1)`,
      [CITY_PAGES],
    );
  } finally {
    await prep.end();
  }
}

beforeAll(async () => {
  // Started together on an empty store, each on its empty folder: one builds, the other fetches its build.
  cluster = await startCluster({
    count: 2,
    balancer: false,
    ownBuilds: true,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BUILD_SYNC_POLL_MS: '250' },
    prepare: smallSite,
  });
  pool = newPool({ connectionString: cluster.postgres.url, max: 2 });
  for (const server of cluster.servers) watchLog(server.child);
}, 300_000);

/** The build-sync lines of the servers' JSON logs, printed at the end (what a fetch took, how many files). */
const syncLines: string[] = [];
function watchLog(child: Cluster['servers'][number]['child']): void {
  child?.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (/Build (en ligne|refusée)/.test(line)) syncLines.push(line.slice(0, 400));
  });
}

afterAll(async () => {
  console.log(syncLines.join('\n'));
  await pool?.end();
  await cluster?.stop();
}, 60_000);

/** Edits a published city page on server `i` and publishes it, as an editor does in the back-office. */
async function publishOn(i: number, slug: string, marker: string): Promise<void> {
  const base = cluster.servers[i]?.url as string;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status, await signIn.clone().text()).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { id } = (await pool.query<{ id: number }>('SELECT id FROM city_pages WHERE slug = $1', [slug]))
    .rows[0] as { id: number };
  const current = (await (
    await fetch(`${base}/api/admin/cities/${id}`, { headers: { cookie } })
  ).json()) as Record<string, unknown>;
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const saved = await fetch(`${base}/api/admin/cities/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      ...Object.fromEntries(Object.entries(current).filter(([, v]) => v !== null)),
      content: `<p>Note de la rédaction ${marker} : les loyers de la ville ont été vérifiés cette semaine.</p>`,
    }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const published = await fetch(`${base}/api/admin/cities/${id}/publish-changes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ version: (current.version as number) + 1 }),
  });
  expect(published.status, await published.clone().text()).toBe(200);
}

describe('servers with their own copy of the live build', () => {
  it('serve the same build from two folders of their own', async () => {
    await waitUntil(
      async () => {
        const [a, b] = await Promise.all([health(0), health(1)]);
        return a.build.id !== null && a.build.id === b.build.id;
      },
      30_000,
      'la même build sur les deux serveurs',
    );
    const [a, b] = await Promise.all([health(0), health(1)]);
    for (const h of [a, b]) expect(h.build).toMatchObject({ sync: 'fetch', live: a.build.id, behind: false });
    // Two folders, not one shared: each server's `current` is a real folder of its own BUILDS_DIR.
    const folders = cluster.servers.map((s) => realpathSync(join(s.buildsDir, 'current')));
    expect(folders[0]).not.toBe(folders[1]);
    expect(lstatSync(join(folders[1] as string, 'index.html')).isFile()).toBe(true);
  });

  it('serve a publication made on one server from the other within 10 s', async () => {
    const { rows } = await pool.query<{ slug: string }>(
      "SELECT slug FROM city_pages WHERE status = 'published' ORDER BY slug LIMIT 1",
    );
    const slug = rows[0]?.slug as string;
    const marker = `note-${randomUUID().slice(0, 8)}`;
    const asked = Date.now();
    await publishOn(0, slug, marker);
    const shows = async (i: number) => (await page(i, `/${slug}`)).body.includes(marker);
    // The build runs on whichever server holds the builder lock; the other fetches it.
    await waitUntil(async () => (await shows(0)) || (await shows(1)), 120_000, 'la publication en ligne');
    const first = Date.now();
    await waitUntil(async () => (await shows(0)) && (await shows(1)), 10_000, 'la publication sur les deux');
    const lag = Date.now() - first;
    console.log(
      `build-sync : publication servie par un serveur en ${first - asked} ms, par l’autre ${lag} ms après`,
    );
    expect(lag).toBeLessThan(10_000);
    const [a, b] = await Promise.all([health(0), health(1)]);
    expect(b.build.id).toBe(a.build.id);
    expect(a.build.live).toBe(a.build.id);
  }, 150_000);

  it('refuse an altered build: a new server on an empty folder stays in maintenance, then serves the build once repaired', async () => {
    const { rows } = await pool.query<{ value: { id: string; url: string } }>(
      "SELECT value FROM site_settings WHERE key = 'build-sync:live'",
    );
    const announced = rows[0]?.value as { id: string; url: string };
    const maker = cluster.servers.find((s) => s.url === announced.url);
    expect(maker, 'le serveur qui a annoncé la build').toBeTruthy();
    // A file of the announced build altered on its server after the manifest was written (a new inode: the other
    // builds of that folder keep theirs).
    const file = join(maker?.buildsDir as string, announced.id, 'index.html');
    const original = readFileSync(file);
    writeFileSync(`${file}.alt`, Buffer.concat([original, Buffer.from('<script>alert(1)</script>')]));
    renameSync(`${file}.alt`, file);

    const third = await cluster.add({ BUILD_SYNC_POLL_MS: '200' });
    watchLog(cluster.servers[third]?.child ?? null);
    const refused = await health(third);
    expect(refused.build).toMatchObject({ id: null, live: announced.id, behind: true });
    expect(refused.build.syncError).toMatch(/^fichier refusé \(index\.html\)/);
    const home = await page(third, '/');
    expect(home.status).toBe(503);
    expect(home.body).not.toContain('alert(1)');

    writeFileSync(`${file}.alt`, original);
    renameSync(`${file}.alt`, file);
    await waitUntil(async () => (await health(third)).build.id === announced.id, 15_000, 'la build réparée');
    expect((await health(third)).build).toMatchObject({ live: announced.id, behind: false, syncError: null });
    const served = await page(third, '/');
    expect(served.status).toBe(200);
    expect(served.body).toBe((await page(0, '/')).body);
  }, 60_000);
});
