import { describe, expect, it } from 'vitest';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
const get = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { redirect: 'manual', ...init });

describe('server', () => {
  it('serves the built home page and city pages', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<html lang="fr"');
    expect((await get('/apl-lyon')).status).toBe(200);
  });

  it('answers unknown paths with a real 404 and the not-found page', async () => {
    for (const path of ['/nimporte-quoi', '/apl-ville-qui-n-existe-pas', '/a/b/c', '/apl-zone-4']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page non trouvée');
    }
  });

  it('redirects old and alias routes with real HTTP redirects', async () => {
    const cases: Array<[string, number, string]> = [
      ['/v2/simulateur', 302, '/v2/simulateur/email'],
      ['/simulateur', 301, '/v2/simulateur/email'],
      ['/simulateur/loyer', 301, '/v2/simulateur/loyer'],
      ['/thematiques', 301, '/guide'],
      ['/thematiques/calcul-montant-apl', 301, '/guide/calcul-montant-apl'],
      ['/ville/apl-lyon', 302, '/apl-lyon'],
      ['/apl-lyon/', 301, '/apl-lyon'],
      ['/lyon', 301, '/apl-lyon'],
    ];
    for (const [path, status, location] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('location'), path).toBe(location);
    }
  });

  it('never treats a zone slug as a city', async () => {
    expect((await get('/ville/zone-1')).status).toBe(404);
    expect((await get('/zone-2')).status).toBe(404);
  });

  it('reports database and build state on /api/health', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      database: { communes: number };
      build: { pages: number };
      store: string;
      builder: { status: string };
    };
    expect(body.status).toBe('ok');
    expect(body.store).toBe('sqlite');
    expect(['idle', 'queued', 'building']).toContain(body.builder.status);
    expect(body.database.communes).toBeGreaterThan(34_000);
    expect(body.build.pages).toBeGreaterThan(2_200);
  });

  it('sends security headers and compresses HTML', async () => {
    const res = await get('/apl-lyon', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('caches city pages at the edge 3,600 s for the largest cities and 86,400 s for the others, hashed assets for good', async () => {
    // Spec §9's lifetimes are the CDN edge's (s-maxage, from the build's city-tiers.json); browsers revalidate.
    const edge = (seconds: number) =>
      `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=60, stale-if-error=86400`;
    expect((await get('/apl-lyon')).headers.get('cache-control')).toBe(edge(3600));
    expect((await get('/apl-cergy')).headers.get('cache-control')).toBe(edge(86400));
    expect((await get('/apl-zone-2')).headers.get('cache-control')).toBe(edge(3600));
    const html = await (await get('/v2/simulateur/email')).text();
    const asset = /\/_astro\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await get(asset as string)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('tells whether a prebuilt city page exists, with its size and date', async () => {
    const res = await get('/api/city-pages/apl-lyon');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { exists: boolean; size: number; lastModified: string };
    expect(body.exists).toBe(true);
    expect(body.size).toBeGreaterThan(1000);
    expect(Date.parse(body.lastModified)).not.toBeNaN();
    expect((await get('/api/city-pages/apl-lyon', { method: 'HEAD' })).status).toBe(200);
    expect((await get('/api/city-pages/apl-nulle-part')).status).toBe(404);
    expect((await get('/api/city-pages/apl-zone-1')).status).toBe(404);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe('back-office bundle', () => {
  it('is React’s production build, whatever the environment that built it (the tests run under NODE_ENV=test)', async () => {
    const html = await (await get('/admin')).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await (await get(src)).text();
      // Strings only React's development build carries (its act() warning; StrictMode's double effects with it).
      expect(js.includes('is not configured to support act'), src).toBe(false);
      expect(js.includes('react-dom.development'), src).toBe(false);
    }
  });
});
