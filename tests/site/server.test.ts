import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
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
    };
    expect(body.status).toBe('ok');
    expect(body.database.communes).toBeGreaterThan(34_000);
    expect(body.build.pages).toBeGreaterThan(2_200);
  });

  it('sends security headers and compresses HTML', async () => {
    const res = await get('/apl-lyon', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
