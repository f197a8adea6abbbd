/** Every public route of spec §2 answers with the right status, and the server-side parts of the content site. */
import { describe, expect, it } from 'vitest';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

describe('routes of spec §2', () => {
  it.each([
    '/',
    '/v2/simulateur/email',
    '/conseil',
    '/conseil/apl-et-job-etudiant',
    '/guide',
    '/guide/guide-apl-2025',
    '/guide/conditions-eligibilite-apl',
    '/guide/calcul-montant-apl',
    '/faq',
    '/contact',
    '/legal-notice',
    '/privacy-policy',
    '/cookie-policy',
    '/terms-of-service',
    '/plan-du-site',
    '/apl-zone-1',
    '/apl-zone-2',
    '/apl-zone-3',
    '/apl-lyon',
    '/partner/assurance-habitation',
    '/auth?mode=signin',
    '/auth?mode=signup',
  ])('%s answers 200 with a page', async (path) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it.each([
    ['/v2/simulateur', 302, '/v2/simulateur/email'],
    ['/simulateur', 301, '/v2/simulateur/email'],
    ['/simulateur/code-postal', 301, '/v2/simulateur/code-postal'],
    ['/thematiques', 301, '/guide'],
    ['/thematiques/calcul-montant-apl', 301, '/guide/calcul-montant-apl'],
    ['/ville/apl-lyon', 302, '/apl-lyon'],
    ['/lyon', 301, '/apl-lyon'],
  ])('%s redirects (%i) to %s', async (path, status, location) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBe(location);
  });

  it('a missing or unpublished guide is « Page introuvable » with a link back to /guide, status 404', async () => {
    for (const path of ['/guide/nexiste-pas', '/guide/introuvable', '/guide/<script>']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('Page introuvable');
      expect(html).toContain("La page demandée n'existe pas ou n'est pas publiée.");
      expect(html).toContain('href="/guide"');
    }
  });

  it('zone slugs used as a city, and unknown pages, are not found', async () => {
    for (const path of [
      '/zone-1',
      '/zone-3',
      '/apl-ville-inconnue',
      '/conseil/inconnu',
      '/partner/inconnu',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('/conseil?q= search, without JavaScript', () => {
  it('answers the articles that match', async () => {
    const res = await get('/conseil?q=colocation');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/\d+ articles? pour «\s*colocation\s*»/);
    expect(html).toContain('href="/conseil/colocation-bail-individuel-ou-solidaire"');
    expect(html).toContain('value="colocation"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('escapes markup and answers a 10,000-character query', async () => {
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await get(`/conseil?q=${encodeURIComponent(attack)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const long = await get(`/conseil?q=${'a'.repeat(10_000)}`);
    expect(long.status).toBe(200);
    expect(await long.text()).toContain('raccourcie à 100 caractères');
  });

  it('survives a malformed percent-encoding', async () => {
    expect((await get('/conseil?q=%E0%A4%A')).status).toBeLessThan(500);
  });
});
