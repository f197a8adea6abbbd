/**
 * Builds without a shared filesystem (issue 28): a builder's app (real store, its internal route) and a follower's
 * folder. The follower gets the announced build by id, identical file for file, downloads only what changed, and
 * refuses a build whose file or manifest does not match — keeping its own build live.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcedBuild } from '../../../db/queries/build-sync.ts';
import { MANIFEST_FILE } from '../../../src/core/build-manifest.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { readEnv } from '../../env.ts';
import { BEHIND_ALERT_MS, lagging } from '../../routes/health.ts';
import { cloneBuild, liveBuild, switchLive } from '../site-builds.ts';
import { fetchBuild } from './fetch-build.ts';
import { BuildSync, buildSyncStatus } from './index.ts';

const SECRET = 'secret-des-builds-partage-par-tous-les-serveurs';
const BUILDER_URL = 'http://builder.internal:4321';

let t: TestApp;
let builder: BuildSync;
let follower: BuildSync;
let followerDir: string;
let tmp: string;

/** The follower's requests reach the builder's app (no network). */
const toBuilder: typeof fetch = (input, init) => Promise.resolve(t.app.request(String(input), init));

let seq = 0;
function buildId(): string {
  seq++;
  return `build-2026112707442${String(seq).padStart(4, '0')}-4242`;
}

/** A build folder on the builder: the files given, plus its info. */
function makeBuild(files: Record<string, string>, from?: string): string {
  const id = buildId();
  const folder = join(t.ctx.env.BUILDS_DIR, id);
  if (from) cloneBuild(from, folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    rmSync(join(folder, path), { force: true });
    writeFileSync(join(folder, path), content);
  }
  const partial = from ? Object.keys(files) : null;
  writeFileSync(join(folder, 'build-info.json.tmp'), JSON.stringify({ id, partial }));
  renameSync(join(folder, 'build-info.json.tmp'), join(folder, 'build-info.json'));
  return folder;
}

/** Makes `folder` live on the builder (its hook announces it) and waits for the announcement. */
async function goLive(folder: string): Promise<string> {
  switchLive(t.ctx.env.BUILDS_DIR, folder);
  await builder.catchUp();
  const announced = await announcedBuild(t.ctx.db);
  expect(announced?.id).toBe(liveBuild(t.ctx.env.BUILDS_DIR)?.info?.id);
  return announced?.id as string;
}

const followerFile = (path: string) => readFileSync(join(followerDir, 'current', path), 'utf8');

beforeAll(async () => {
  t = await createTestApp({
    env: {
      BUILD_SYNC: 'fetch',
      BUILD_SYNC_SECRET: SECRET,
      BUILD_SYNC_URL: BUILDER_URL,
      BUILD_SYNC_POLL_MS: '60000',
    },
  });
  tmp = mkdtempSync(join(tmpdir(), 'apl-follower-'));
  followerDir = join(tmp, 'builds');
  builder = new BuildSync(t.ctx.db, { ...t.ctx.env, BUILD_SYNC_SECRET: SECRET, BUILD_SYNC_URL: BUILDER_URL });
  builder.start();
  follower = new BuildSync(
    t.ctx.db,
    { ...t.ctx.env, BUILDS_DIR: followerDir, BUILD_SYNC_SECRET: SECRET, BUILD_SYNC_URL: 'http://follower:1' },
    toBuilder,
  );
});

afterAll(async () => {
  builder?.stop();
  await t?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('a server with its own copy of the live build', () => {
  let first: string;

  it('fetches the announced build, file for file, and is no longer behind', async () => {
    first = makeBuild({
      'index.html': '<h1>Accueil</h1>',
      'apl-lyon/index.html': '<h1>Lyon v1</h1>',
      '_astro/app.js': 'console.log(1)',
    });
    const id = await goLive(first);
    expect(await follower.catchUp()).toBe(true);
    expect(liveBuild(followerDir)?.info?.id).toBe(id);
    expect(followerFile('apl-lyon/index.html')).toBe('<h1>Lyon v1</h1>');
    expect(followerFile(MANIFEST_FILE)).toBe(readFileSync(join(first, MANIFEST_FILE), 'utf8'));
    expect(follower.status()).toMatchObject({ live: id, behind: false, lastError: null });
    // The builder says the same of itself.
    expect(buildSyncStatus(t.ctx.env.BUILDS_DIR)).toMatchObject({ live: id, behind: false });
  });

  it('downloads only the files a new build changed, the others linked from its own build', async () => {
    const second = makeBuild({ 'apl-lyon/index.html': '<h1>Lyon v2</h1>' }, first);
    const id = await goLive(second);
    const announced = await announcedBuild(t.ctx.db);
    expect(follower.status().behind).toBe(false); // not looked yet
    const outcome = await fetchBuild({
      buildsDir: followerDir,
      announced: announced as NonNullable<typeof announced>,
      secret: SECRET,
      fetch: toBuilder,
    });
    // build-info.json changed too (its id).
    expect(outcome).toMatchObject({ ok: true, id, downloaded: 2, linked: 2 });
    expect(followerFile('apl-lyon/index.html')).toBe('<h1>Lyon v2</h1>');
    expect(followerFile('index.html')).toBe('<h1>Accueil</h1>');
  });

  it('refuses a build whose file does not match its manifest, and keeps serving its own', async () => {
    const before = liveBuild(followerDir)?.info?.id;
    const third = makeBuild(
      { 'apl-paris/index.html': '<h1>Paris</h1>' },
      liveBuild(t.ctx.env.BUILDS_DIR)?.folder,
    );
    const id = await goLive(third);
    // Altered on the builder's side after its manifest was written.
    rmSync(join(third, 'apl-paris/index.html'));
    writeFileSync(join(third, 'apl-paris/index.html'), '<h1>Paris</h1><script>alert(1)</script>');
    expect(await follower.catchUp()).toBe(false);
    expect(liveBuild(followerDir)?.info?.id).toBe(before);
    expect(follower.status()).toMatchObject({ live: id, behind: true });
    expect(follower.status().lastError).toMatch(/^fichier refusé \(apl-paris\/index\.html\) : taille/);
    expect(readdirSync(followerDir).filter((n) => n.startsWith('.fetch-'))).toEqual([]);
    // Repaired: the next look takes it.
    rmSync(join(third, 'apl-paris/index.html'));
    writeFileSync(join(third, 'apl-paris/index.html'), '<h1>Paris</h1>');
    expect(await follower.catchUp()).toBe(true);
    expect(followerFile('apl-paris/index.html')).toBe('<h1>Paris</h1>');
  });

  it('refuses a manifest whose hash is not the store’s', async () => {
    const announced = (await announcedBuild(t.ctx.db)) as NonNullable<
      Awaited<ReturnType<typeof announcedBuild>>
    >;
    rmSync(join(followerDir, announced.id), { recursive: true, force: true });
    const outcome = await fetchBuild({
      buildsDir: join(tmp, 'other'),
      announced: { ...announced, manifest: 'f'.repeat(64) },
      secret: SECRET,
      fetch: toBuilder,
    });
    expect(outcome).toMatchObject({ ok: false, tampered: true });
    expect(liveBuild(join(tmp, 'other'))).toBeNull();
  });

  it('purges at the edge the pages it changed when it catches up, the builder’s purge being before it', async () => {
    const purges: string[] = [];
    const edge = createServer((req, res) => {
      purges.push(`${req.method} ${req.headers['xkey-purge']}`);
      res.end('ok');
    });
    await new Promise<void>((ok) => edge.listen(0, '127.0.0.1', ok));
    const { port } = edge.address() as AddressInfo;
    const withEdge = new BuildSync(
      t.ctx.db,
      {
        ...t.ctx.env,
        BUILDS_DIR: followerDir,
        BUILD_SYNC_SECRET: SECRET,
        BUILD_SYNC_URL: 'http://follower:1',
        EDGE_PURGE_URL: [`http://127.0.0.1:${port}/`],
      },
      toBuilder,
    );
    try {
      await withEdge.catchUp();
      const next = makeBuild(
        { 'apl-lyon/index.html': '<h1>Lyon v3</h1>' },
        liveBuild(t.ctx.env.BUILDS_DIR)?.folder,
      );
      await goLive(next);
      expect(await withEdge.catchUp()).toBe(true);
      await waitFor(() => purges.length > 0);
      expect(purges.join(' ')).toContain('/apl-lyon');
      // Only what changed: not the whole site, not the pages it already had.
      expect(purges.join(' ')).not.toMatch(/\bsite\b|\/apl-paris/);
    } finally {
      edge.close();
    }
  });

  it('follows a rollback announced by the builder, to the build it already holds', async () => {
    const previous = liveBuild(followerDir)?.info?.id;
    const id = await goLive(second());
    expect(await follower.catchUp()).toBe(true);
    expect(liveBuild(followerDir)?.info?.id).toBe(id);
    expect(id).not.toBe(previous);
  });
});

async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}

/** The builder's previous build (a rollback's target). */
function second(): string {
  const folders = readdirSync(t.ctx.env.BUILDS_DIR).filter((n) => n.startsWith('build-'));
  const live = liveBuild(t.ctx.env.BUILDS_DIR)?.folder;
  return join(t.ctx.env.BUILDS_DIR, folders.find((n) => join(t.ctx.env.BUILDS_DIR, n) !== live) as string);
}

describe('the internal route of the builds', () => {
  const manifestPath = async () => `/api/internal/builds/${(await announcedBuild(t.ctx.db))?.id}/manifest`;

  it('answers only with the secret, never cached', async () => {
    const path = await manifestPath();
    for (const headers of [
      {},
      { authorization: 'Bearer mauvais-secret' },
      { authorization: SECRET },
    ] as Array<Record<string, string>>) {
      const res = await t.app.request(path, { headers });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Accès refusé/);
    }
    const res = await t.app.request(path, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('serves only the files the manifest lists, never outside the build', async () => {
    const id = (await announcedBuild(t.ctx.db))?.id;
    writeFileSync(join(t.ctx.env.BUILDS_DIR, 'secret.txt'), 'hors build');
    // A file of the folder that the manifest does not list (written after it) is not served either.
    writeFileSync(join(t.ctx.env.BUILDS_DIR, id as string, 'ajout.html'), 'non listé');
    const auth = { headers: { authorization: `Bearer ${SECRET}` } };
    const base = `/api/internal/builds/${id}/files`;
    expect((await t.app.request(`${base}/index.html`, auth)).status).toBe(200);
    for (const path of [
      `${base}/..%2Fsecret.txt`,
      `${base}/../secret.txt`,
      `${base}/%2e%2e/secret.txt`,
      `${base}/nope.html`,
      `${base}/ajout.html`,
    ])
      expect((await t.app.request(path, auth)).status, path).toBe(404);
    expect((await t.app.request(`/api/internal/builds/..%2F..%2Fetc/manifest`, auth)).status).toBe(404);
  });
});

describe('BUILD_SYNC in the configuration', () => {
  const base = { NODE_ENV: 'test', DATABASE_PATH: ':memory:' };
  it('is off by default: one shared folder', () => {
    expect(readEnv(base).BUILD_SYNC).toBe('shared');
  });

  it('refuses fetch without the secret or this server’s address, and a short secret', () => {
    expect(() => readEnv({ ...base, BUILD_SYNC: 'fetch', BUILD_SYNC_URL: BUILDER_URL })).toThrow(
      /BUILD_SYNC_SECRET: obligatoire avec BUILD_SYNC=fetch/,
    );
    expect(() => readEnv({ ...base, BUILD_SYNC: 'fetch', BUILD_SYNC_SECRET: SECRET })).toThrow(
      /BUILD_SYNC_URL: obligatoire avec BUILD_SYNC=fetch/,
    );
    expect(() =>
      readEnv({ ...base, BUILD_SYNC: 'fetch', BUILD_SYNC_SECRET: 'court', BUILD_SYNC_URL: BUILDER_URL }),
    ).toThrow(/BUILD_SYNC_SECRET: au moins 32 caractères/);
    expect(() => readEnv({ ...base, BUILD_SYNC: 'nfs' })).toThrow(/BUILD_SYNC/);
    expect(
      readEnv({ ...base, BUILD_SYNC: 'fetch', BUILD_SYNC_SECRET: SECRET, BUILD_SYNC_URL: BUILDER_URL })
        .BUILD_SYNC,
    ).toBe('fetch');
  });
});

describe('/api/health of a server behind', () => {
  const status = (behind: boolean, sinceMs: number) => ({
    mode: 'fetch' as const,
    live: 'build-20261127074425123-1',
    behind,
    behindSince: new Date(Date.now() - sinceMs).toISOString(),
    lastError: null,
    checkedAt: null,
  });
  it('answers 503 only once it has been behind longer than a publication takes', () => {
    expect(lagging(status(true, 5_000))).toBe(false);
    expect(lagging(status(true, BEHIND_ALERT_MS + 1_000))).toBe(true);
    expect(lagging(status(false, BEHIND_ALERT_MS + 1_000))).toBe(false);
    expect(lagging(null)).toBe(false);
  });
});
