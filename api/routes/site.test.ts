/**
 * The origin behind a CDN edge (issue 28): validators and 304 on the live build's files, the cache headers of each
 * kind of answer, the surrogate keys the publisher purges, and pages served while every query of the store fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db, openDb } from '../../db/client.ts';
import { STORE_KIND } from '../../db/store-kind.ts';
import { REDIRECTS_FILE } from '../../src/lib/build/redirects.ts';
import { freePort } from '../../tests/support/cluster.ts';
import { recordingPublisher } from '../../tests/support/recording-publisher.ts';
import { createApp } from '../app.ts';
import { readEnv } from '../env.ts';
import { CITY_TIERS_FILE } from '../services/edge/city-tiers.ts';
import { switchLive } from '../services/site-builds.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-site-edge-'));
const buildsDir = join(dir, 'builds');
const page = (title: string) =>
  `<!doctype html><html lang="fr"><title>${title}</title><main>${'Contenu de la page. '.repeat(80)}</main></html>`;

/** A live build made of these files (path inside the build → content). */
function liveBuild(name: string, files: Record<string, string>): void {
  const folder = join(buildsDir, name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  switchLive(buildsDir, folder);
}

const FIRST = {
  'index.html': page('Accueil'),
  '404.html': page('Page non trouvée'),
  'apl-lyon/index.html': page('APL Lyon'),
  'apl-cergy/index.html': page('APL Cergy'),
  'apl-sans-rang/index.html': page('APL sans rang'),
  'apl-zone-2/index.html': page('Zone 2'),
  '_astro/island.Bx1.js': 'export const x = 1;',
  'robots.txt': 'User-agent: *\n',
  [REDIRECTS_FILE]: JSON.stringify({ '/conseil/ancien': '/apl-lyon' }),
  [CITY_TIERS_FILE]: JSON.stringify({ 'apl-lyon': 1, 'apl-cergy': 3 }),
};

let app: ReturnType<typeof createApp>;
let deadStore: Db | undefined;
beforeAll(async () => {
  liveBuild('build-1', FIRST);
  const env = readEnv({
    ...process.env,
    DATABASE_PATH: join(dir, 'absent.db'),
    BUILDS_DIR: buildsDir,
    MEDIA_DIR: join(dir, 'media'),
    NODE_ENV: 'test',
  });
  const mailer = { send: async () => ({ status: 'outbox' as const }) };
  // A store that went away: an empty SQLite file closed under the app, or a PostgreSQL address where nobody listens.
  const db = openDb(
    STORE_KIND === 'postgres'
      ? `postgres://postgres@127.0.0.1:${await freePort()}/postgres`
      : join(dir, 'fermee.db'),
  );
  app = createApp({ db, env, mailer, publisher: recordingPublisher(db, env).publisher });
  if (STORE_KIND === 'sqlite') await closeDb(db);
  else deadStore = db;
});
afterAll(async () => {
  if (deadStore) await closeDb(deadStore);
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('the origin’s cache headers, with the store unreachable', () => {
  it('serves pages, redirects and 404s while every query of the store throws', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Accueil</title>');
    expect((await get('/apl-lyon')).status).toBe(200);
    expect((await get('/conseil/ancien')).headers.get('location')).toBe('/apl-lyon');
    expect((await get('/ville/lyon')).headers.get('location')).toBe('/apl-lyon');
    expect((await get('/lyon')).headers.get('location')).toBe('/apl-lyon');
    expect((await get('/nulle-part')).status).toBe(404);
  });

  it('lets the edge keep HTML (s-maxage, stale-*) while browsers revalidate, city pages by their tier', async () => {
    const cc = async (path: string) => (await get(path)).headers.get('cache-control');
    const page = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400';
    expect(await cc('/')).toBe(page);
    expect(await cc('/apl-zone-2')).toBe(page);
    expect(await cc('/robots.txt')).toBe(page);
    // Spec §9: tier 1 an hour, the others a day; a page the tier file does not know gets the hour.
    expect(await cc('/apl-lyon')).toBe(page);
    expect(await cc('/apl-cergy')).toBe(page.replace('s-maxage=3600', 's-maxage=86400'));
    expect(await cc('/apl-sans-rang')).toBe(page);
    expect(await cc('/_astro/island.Bx1.js')).toBe('public, max-age=31536000, immutable');
    expect(await cc('/nulle-part')).toBe('public, max-age=0, s-maxage=300, stale-if-error=86400');
    expect(await cc('/conseil/ancien')).toBe('public, max-age=0, s-maxage=300, stale-if-error=86400');
  });

  it('tags every answer with the surrogate keys its publication purges', async () => {
    const keys = async (path: string) => (await get(path)).headers.get('surrogate-key');
    expect(await keys('/')).toBe('site /');
    expect(await keys('/apl-lyon')).toBe('site /apl-lyon');
    expect(await keys('/apl-lyon/')).toBe('site /apl-lyon');
    expect(await keys('/conseil/ancien')).toBe('site /conseil/ancien');
    // A 404 goes with the page that may appear there, and with the not-found page it shows.
    expect(await keys('/conseil/nouveau')).toBe('site /conseil/nouveau /404.html');
    // A city typed without its prefix: purged with the city page it leads (or will lead) to.
    expect(await keys('/villeneuve')).toBe('site /villeneuve /404.html /apl-villeneuve');
    // Hashed assets are not part of the site's key: a full build does not purge them.
    expect(await keys('/_astro/island.Bx1.js')).toBe('/_astro/island.Bx1.js');
  });
});

describe('validators and 304', () => {
  it('answers a repeated GET with its validator by a 304 without body, and 200 once the page changed', async () => {
    const first = await get('/apl-lyon');
    const etag = first.headers.get('etag') as string;
    const lastModified = first.headers.get('last-modified') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(lastModified).toMatch(/GMT$/);

    const again = await get('/apl-lyon', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toContain('s-maxage=3600');
    expect((await get('/apl-lyon', { 'if-none-match': `"autre", ${etag}` })).status).toBe(304);
    expect((await get('/apl-lyon', { 'if-modified-since': lastModified })).status).toBe(304);
    // If-None-Match decides when present: another tag is a full answer whatever the date.
    const other = await get('/apl-lyon', { 'if-none-match': '"autre"', 'if-modified-since': lastModified });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('APL Lyon');
    expect((await get('/_astro/island.Bx1.js', { 'if-none-match': etag })).status).toBe(200);

    // A new build: Lyon changed, Cergy rewritten with the same bytes.
    const cergy = (await get('/apl-cergy')).headers.get('etag') as string;
    liveBuild('build-2', { ...FIRST, 'apl-lyon/index.html': page('APL Lyon, nouvelle version') });
    const changed = await get('/apl-lyon', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('nouvelle version');
    expect(changed.headers.get('etag')).not.toBe(etag);
    // The tag is the bytes' own: the same page in another build (or on another server) still answers 304.
    expect((await get('/apl-cergy', { 'if-none-match': cergy })).status).toBe(304);
  });

  it('matches the weak tag of a compressed answer (weak comparison)', async () => {
    const gzipped = await get('/apl-cergy', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const weak = gzipped.headers.get('etag') as string;
    expect(weak).toMatch(/^W\/"/);
    const again = await get('/apl-cergy', { 'accept-encoding': 'gzip', 'if-none-match': weak });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(weak);
  });
});
