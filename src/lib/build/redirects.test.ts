import { afterEach, describe, expect, it, vi } from 'vitest';
import { astroRedirects, buildRedirects, isRedirectPage, staticRoutes } from './redirects.ts';

describe('buildRedirects', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives no redirect, and no error, when there is no SQLite store yet (astro check on a fresh checkout)', async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATABASE_PATH', '/nonexistent-folder/apl.db');
    await expect(buildRedirects()).resolves.toEqual({});
  });
});

describe('staticRoutes', () => {
  it('lists the pages of src/pages without a parameter', () => {
    const routes = staticRoutes();
    for (const route of ['/', '/faq', '/conseil', '/guide', '/contact', '/contact/merci', '/robots.txt'])
      expect(routes, route).toContain(route);
    expect([...routes].some((r) => r.includes('['))).toBe(false);
  });
});

describe('astroRedirects', () => {
  it('gives Astro each old address with its new one, escaped as a Location', () => {
    expect(
      astroRedirects(
        [
          { fromPath: '/conseil/ancien', toPath: '/conseil/nouveau' },
          { fromPath: '/été', toPath: '/conseil/économie' },
        ],
        new Set(['/faq']),
      ),
    ).toEqual({
      '/conseil/ancien': { status: 301, destination: '/conseil/nouveau' },
      '/été': { status: 301, destination: '/conseil/%C3%A9conomie' },
    });
  });

  it('leaves out the pages of src/pages, the home page, and rows that are not canonical', () => {
    expect(
      astroRedirects(
        [
          { fromPath: '/faq', toPath: '/guide' },
          { fromPath: '/', toPath: '/guide' },
          { fromPath: '/x', toPath: '//evil.example' },
          { fromPath: '/y', toPath: 'https://evil.example' },
          { fromPath: '/z/', toPath: '/guide' },
          { fromPath: '/[slug]', toPath: '/guide' },
        ],
        new Set(['/faq']),
      ),
    ).toEqual({});
  });
});

describe('isRedirectPage', () => {
  it("recognises Astro's redirect page (compressed or not), and not a page of the site", () => {
    const page = `<!doctype html>
<title>Redirecting to: /conseil/nouveau</title>
<meta http-equiv="refresh" content="0;url=/conseil/nouveau">
<meta name="robots" content="noindex">
<link rel="canonical" href="https://www.apl-simulateur.fr/conseil/nouveau">
<body>
	<a href="/conseil/nouveau">Redirecting from <code>/conseil/ancien</code> to <code>/conseil/nouveau</code></a>
</body>`;
    expect(isRedirectPage(page)).toBe(true);
    expect(isRedirectPage(page.replaceAll('\n', ''))).toBe(true);
    expect(isRedirectPage('<!DOCTYPE html><html lang="fr"><head><title>APL Lyon</title>')).toBe(false);
  });
});
