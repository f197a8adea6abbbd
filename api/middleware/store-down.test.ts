/**
 * The store stops answering under a running app (a SQLite file closed, or PostgreSQL's address with nobody
 * listening): the prebuilt pages, assets, redirects and the 404 answer as before; what needs the store answers 503
 * quickly, in French, with a Retry-After — JSON under /api, a page elsewhere — and never 500.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db } from '../../db/client.ts';
import { createTestApp as createAdminApp, ORIGIN } from '../../tests/support/admin-app.ts';
import { recordingPublisher } from '../../tests/support/recording-publisher.ts';
import { storeGoingDown, writeLiveBuild } from '../../tests/support/store-down.ts';
import { createTestApp, postJson, type TestApp } from '../../tests/support/test-app.ts';
import { createApp } from '../app.ts';
import { STORE_DOWN_MESSAGE, STORE_DOWN_RETRY_AFTER_S } from './store-down.ts';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let dead: Db;

beforeAll(async () => {
  t = await createTestApp();
  const builds = t.ctx.env.BUILDS_DIR;
  writeLiveBuild(builds, 'build-1');
  mkdirSync(join(builds, 'build-1', 'apl-lyon'));
  writeFileSync(join(builds, 'build-1', 'apl-lyon', 'index.html'), '<!doctype html><h1>APL à Lyon</h1>');
  writeFileSync(join(builds, 'build-1', 'redirects.json'), JSON.stringify({ '/apl-lugdunum': '/apl-lyon' }));
  const store = await storeGoingDown(join(builds, '..'));
  dead = store.db;
  app = createApp({ ...t.ctx, db: dead, publisher: recordingPublisher(dead, t.ctx.env).publisher });
  // One search while the store answers would fill the city search's memory: none here, it must say 503.
  await store.down();
}, 60_000);
afterAll(async () => {
  await closeDb(dead);
  await t?.close();
});

describe('the store does not answer', () => {
  it('serves the prebuilt pages, assets, redirects and the 404 as before', async () => {
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Accueil build-1');
    const city = await app.request('/apl-lyon');
    expect(city.status).toBe(200);
    expect(await city.text()).toContain('APL à Lyon');
    const asset = await app.request('/_astro/site.abc123.css');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    const moved = await app.request('/apl-lugdunum?x=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe('/apl-lyon?x=1');
    const missing = await app.request('/page-qui-n-existe-pas');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Introuvable');
  });

  it('the API answers 503 JSON in French with a Retry-After, never 500', async () => {
    const started = Date.now();
    const res = await postJson(app, '/api/v2-save-step', {
      sessionId: randomUUID(),
      stepNumber: 3,
      stepName: 'loyer',
      stepData: { rent: 400 },
      saveId: randomUUID(),
      email: null,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe(String(STORE_DOWN_RETRY_AFTER_S));
    expect(await res.json()).toEqual({
      success: false,
      error: STORE_DOWN_MESSAGE,
      code: 'BASE_INDISPONIBLE',
    });
    const contact = await postJson(app, '/api/contact', {
      name: 'A',
      email: 'a@exemple.fr',
      message: 'Bonjour',
    });
    expect(contact.status).toBe(503);
  });

  it('a page rendered from the store answers the 503 page with a Retry-After', async () => {
    for (const path of ['/resultats/AAAAAAAAAAAAAAAAAAAAAA', '/recherche?ville=lyon']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('Retry-After'), path).toBe(String(STORE_DOWN_RETRY_AFTER_S));
      expect(res.headers.get('Content-Type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('Service momentanément indisponible');
    }
  });

  it('the embedded simulator opens without its city', async () => {
    const res = await app.request('/integrer/simulateur/email?ville=apl-lyon');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/integrer/simulateur/email');
  });
});

describe('the city search while the store is down', () => {
  it('serves the communes it read before, past their usual age', async () => {
    let down = false;
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const real = t.ctx.db;
    const select = (...args: Parameters<Db['select']>) => {
      if (down) throw refused();
      return real.select(...args);
    };
    const db = Object.create(real, { select: { value: select } }) as Db;
    let now = Date.now();
    const clock = Date.now;
    Date.now = () => now;
    try {
      const search = createApp({ ...t.ctx, db });
      expect((await search.request('/recherche?ville=st%20etienne')).status).toBe(303);
      down = true;
      now += 10 * 60_000; // past the index's age: it asks the store again, which refuses
      const res = await search.request('/recherche?ville=st%20etienne');
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe('/apl-saint-etienne');
    } finally {
      Date.now = clock;
    }
  });
});

describe('a signed-in editor while the store is down', () => {
  it('reads 503, not 500 nor « Connexion requise », even where a library answers its own error', async () => {
    const admin = await createAdminApp();
    try {
      const { cookie } = await admin.signIn('editrice@exemple.fr', ['editor']);
      const store = await storeGoingDown(join(admin.env.BUILDS_DIR, '..'));
      const app = createApp({
        ...admin.ctx,
        db: store.db,
        publisher: recordingPublisher(store.db, admin.env).publisher,
      });
      await store.down();
      // better-auth catches the driver's error and answers 500 itself: the net turns it into the outage's 503.
      for (const path of ['/api/auth/get-session', '/api/admin/articles']) {
        const res = await app.request(`${ORIGIN}${path}`, { headers: { cookie } });
        expect(res.status, path).toBe(503);
        expect(await res.json(), path).toMatchObject({ code: 'BASE_INDISPONIBLE' });
      }
      await closeDb(store.db);
    } finally {
      await admin.close();
    }
  });
});
