import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { renderInShell, SHELL_SLOT } from './city-search-page.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const search = (ville: string) => t.app.request(`/recherche?ville=${encodeURIComponent(ville)}`);

describe('GET /recherche', () => {
  it('sends one match to its city page with a 303 and a relative Location', async () => {
    for (const typed of ['st etienne', 'SAINT-ÉTIENNE', '42218']) {
      const res = await search(typed);
      expect(res.status, typed).toBe(303);
      expect(res.headers.get('Location'), typed).toBe('/apl-saint-etienne');
    }
  });

  it('lists homonyms with their department, as an HTML page under the page policy', async () => {
    const res = await search('Saint-Denis');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="/apl-saint-denis"');
    expect(html).toContain('href="/apl-saint-denis-93"');
    expect(html).toContain('La Réunion (974)');
    expect(html).toContain('Seine-Saint-Denis (93)');
    // No « L'Île-Saint-Denis »: exact names win over longer ones.
    expect(html).not.toContain('apl-l-ile-saint-denis');
    expect(html).not.toContain('<script');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/script-src 'self'(?! 'unsafe-inline')/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('names each homonym with its department, as the city pages do (issue 29)', async () => {
    const html = await (await search('Saint-Denis')).text();
    expect(html).toContain('Saint-Denis (La Réunion)');
    expect(html).toContain('Saint-Denis (Seine-Saint-Denis)');
    expect(html).not.toMatch(/>APL Saint-Denis</);
  });

  it('forgives one typo: « Lyom » leads to Lyon, « Bordaeux » to Bordeaux (issue 29)', async () => {
    for (const [typed, page] of [
      ['Lyom', '/apl-lyon'],
      ['lyno', '/apl-lyon'],
      ['Bordaeux', '/apl-bordeaux'],
      ['Marseile', '/apl-marseille'],
    ]) {
      const res = await search(typed as string);
      expect(res.status, typed).toBe(303);
      expect(res.headers.get('Location'), typed).toBe(page);
    }
    // « Bordeau » is the start of Bordeaux's name (and of no other commune with a page).
    const res = await search('Bordeau');
    expect(res.headers.get('Location') ?? (await res.text())).toContain('/apl-bordeaux');
  });

  it('lists the communes that share a postal code', async () => {
    const html = await (await search('95000')).text();
    expect(html).toContain('href="/apl-cergy"');
    expect(html).toContain('href="/apl-pontoise"');
  });

  it('says when nothing is found, with the form and the simulator', async () => {
    const res = await search('Xyzvillesurmer');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Aucune ville trouvée pour «\u00a0Xyzvillesurmer\u00a0»');
    expect(html).toContain('action="/recherche"');
    expect(html).toContain('value="Xyzvillesurmer"');
    expect(html).toContain('href="/v2/simulateur/email"');
  });

  it('asks for a city when nothing is typed, and refuses a query too long', async () => {
    for (const path of ['/recherche', '/recherche?ville=', '/recherche?ville=%20%20']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('Saisissez le nom d’une commune');
    }
    const long = await search('a'.repeat(81));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Saisissez au plus 80 caractères.');
  });

  it('shows what was typed escaped, never as markup', async () => {
    const html = await (await search('<script>alert(1)</script>"><img src=x onerror=alert(1)>')).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img');
  });

  it('never redirects off the site, whatever is typed', async () => {
    for (const typed of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '\\\\evil.example/apl-lyon',
    ]) {
      const res = await search(typed);
      const location = res.headers.get('Location');
      if (location !== null) expect(location, typed).toMatch(/^\/apl-[a-z0-9-]+$/);
      else expect(res.status, typed).toBe(200);
    }
  });
});

describe("GET /en/recherche (the English pages' search box)", () => {
  const searchEn = (ville: string) => t.app.request(`/en/recherche?ville=${encodeURIComponent(ville)}`);

  it('sends one match to the same city page', async () => {
    const res = await searchEn('st etienne');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/apl-saint-etienne');
  });

  it('lists homonyms in English, says the city pages are in French, and searches again in English', async () => {
    const res = await searchEn('Saint-Denis');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('cities for “Saint-Denis”');
    expect(html).toContain('Choose your commune:');
    expect(html).toContain('<a href="/apl-saint-denis-93" hreflang="fr">');
    expect(html).toContain('(in French)');
    expect(html).toContain('action="/en/recherche"');
    expect(html).toContain('href="/en/simulator/email"');
    // Not a French word of the page's own: only the communes' and departments' names are French.
    for (const french of [
      'Rechercher',
      'Choisissez',
      'villes pour',
      'Calculer',
      'Aller au contenu',
      'Accueil',
    ])
      expect(html, french).not.toContain(french);
  });

  it('says so in English when nothing is found or the query is too long, the query escaped', async () => {
    const none = await (await searchEn('<b>Xyz</b>')).text();
    expect(none).toContain('No city found for “&lt;b&gt;Xyz&lt;/b&gt;”');
    expect(none).not.toContain('<b>');
    const long = await searchEn('a'.repeat(81));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Type 80 characters at most.');
  });
});

describe("the page inside the built frame (issue 29: the site's full header)", () => {
  const frame = `<!DOCTYPE html><html lang="fr"><head><title>Rechercher une ville | APL Simulateur</title><style>.x{}</style></head><body><header class="site-header"><div class="lang-row"></div><details class="mobile-menu"></details></header><main><div class="container search-page">${SHELL_SLOT}</div></main><footer class="site-footer"></footer></body></html>`;
  const props = {
    locale: 'fr' as const,
    state: 'several' as const,
    query: '<script>x</script>',
    cities: [
      {
        name: 'Saint-Denis (La Réunion)',
        href: '/apl-saint-denis',
        department: 'La Réunion (974)',
        postalCodes: ['97400'],
      },
    ],
    truncated: false,
  };

  it('puts the escaped results in the slot and its title in the frame, keeping the header and footer', async () => {
    const html = (await renderInShell(frame, props)) ?? '';
    expect(html.startsWith('<!DOCTYPE html><html lang="fr"><head><title>Recherche «')).toBe(true);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>x');
    expect(html).toContain(
      '<header class="site-header"><div class="lang-row"></div><details class="mobile-menu">',
    );
    expect(html).toContain('href="/apl-saint-denis"');
    expect(html).toContain('APL Saint-Denis (La Réunion)');
    expect(html).toContain('class="city-search city-search-wide"');
    expect(html).toContain('<footer class="site-footer">');
    expect(html).not.toContain(SHELL_SLOT);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('falls back to the standalone page with a frame that lacks its slot or its title', async () => {
    expect(await renderInShell(frame.replace(SHELL_SLOT, ''), props)).toBeNull();
    expect(await renderInShell(frame.replace(/<title>.*<\/title>/, ''), props)).toBeNull();
  });
});
