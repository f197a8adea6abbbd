/**
 * The site in English (issue 16): /en and the English guides are built in English, paired with their French
 * pages both ways (hreflang and the header's language switch), listed in the sitemap with canonical URLs on the
 * site's host, and their frame (header, footer, search box, cookie banner) carries no French interface string.
 */
import { describe, expect, inject, it } from 'vitest';
import { readSitemap } from '../../api/services/sitemap-files.ts';
import { builtPage } from '../support/html.ts';

const buildDir = inject('buildDir');
const EN_GUIDE = '/en/guide/how-apl-is-calculated';
const FR_GUIDE = '/guide/calcul-montant-apl';
/** French strings of the frame an English page must not show. */
const FRENCH_FRAME = [
  'Connexion',
  'Inscription',
  'Rechercher une ville',
  'Mentions légales',
  'Aller au contenu',
];

const page = (path: string) => builtPage(buildDir, path);
/** The page's hreflang alternates, as `lang → path`. */
function alternates(path: string): Record<string, string> {
  const $ = page(path);
  return Object.fromEntries(
    $('link[rel="alternate"][hreflang]')
      .map((_, l) => [[$(l).attr('hreflang') ?? '', new URL($(l).attr('href') ?? '').pathname]])
      .get(),
  );
}
const switchOf = (path: string) => page(path)('.lang-row .lang-switch');

describe('English pages', () => {
  it('are built in English, with a canonical URL on the site’s host', () => {
    const origin = new URL(page('/')('link[rel="canonical"]').attr('href') ?? '').origin;
    for (const path of ['/en', '/en/guide', EN_GUIDE]) {
      const $ = page(path);
      expect($('html').attr('lang'), path).toBe('en');
      expect($('link[rel="canonical"]').attr('href'), path).toBe(`${origin}${path}`);
      expect($('meta[property="og:locale"]').attr('content'), path).toBe('en_GB');
    }
    expect(page(EN_GUIDE)('h1').text()).toMatch(/housing aid \(APL\)/);
    // The figures of the build, written the English way: no token left, no French amount.
    const main = page(EN_GUIDE)('main').text();
    expect(main).not.toMatch(/\{\{|\d\u00a0€|barèmes/);
    expect(main).toMatch(/€\d/);
    expect(page('/')('html').attr('lang')).toBe('fr');
  });

  it('are paired with their French pages both ways, and the language switch leads to the other one', () => {
    const pairs: Array<[string, string]> = [
      ['/', '/en'],
      ['/guide', '/en/guide'],
      [FR_GUIDE, EN_GUIDE],
    ];
    for (const [fr, en] of pairs) {
      const pair = { fr, en, 'x-default': fr };
      expect(alternates(fr), fr).toEqual(pair);
      expect(alternates(en), en).toEqual(pair);
      expect(switchOf(fr).attr('href'), fr).toBe(en);
      expect(switchOf(fr).text()).toBe('English');
      expect(switchOf(en).attr('href'), en).toBe(fr);
      expect(switchOf(en).text()).toBe('Français');
    }
    // A French page without a translation: no alternates, the switch leads to the English home page.
    expect(alternates('/guide/apl-colocation')).toEqual({});
    expect(switchOf('/guide/apl-colocation').attr('href')).toBe('/en');
    // The mobile panel has the switch too.
    expect(page(EN_GUIDE)('.mobile-panel a[hreflang="fr"]').attr('href')).toBe(FR_GUIDE);
  });

  it('have their header and footer in English', () => {
    for (const path of ['/en', EN_GUIDE]) {
      const $ = page(path);
      const frame = [$('.skip-link').text(), $('header').text(), $('footer').text()].join(' ');
      for (const french of FRENCH_FRAME) expect(frame, `${path}: ${french}`).not.toContain(french);
      expect($('header').text()).toContain('Sign in');
      expect($('footer').text()).toContain('Legal notice');
      expect($('header .city-search-label').first().text()).toBe('Search for a city');
      // The search answers in English, and the cookie banner gets the English strings.
      expect($('form.city-search').first().attr('action')).toBe('/en/recherche');
      const banner = $('astro-island[component-url*="CookieBanner"]').attr('props') ?? '';
      expect(banner).toContain('Your cookie choices');
      expect(banner).not.toContain('Vos choix sur les cookies');
    }
    const french = page('/');
    expect(french('form.city-search').first().attr('action')).toBe('/recherche');
    expect(french('astro-island[component-url*="CookieBanner"]').attr('props')).toContain(
      'Vos choix sur les cookies',
    );
  });

  it('list the English guides apart from the French ones, and all are in the sitemap', () => {
    const english = page('/en/guide')('main a[href^="/en/guide/"]')
      .map((_, a) => page('/en/guide')(a).attr('href'))
      .get();
    expect(english).toContain(EN_GUIDE);
    expect(page('/guide')('main a[href^="/en/"]').length).toBe(0);
    expect(page('/guide')('main').text()).not.toContain('How the amount of APL is calculated');
    const locs = [...(readSitemap(buildDir)?.entries.keys() ?? [])].map((l) => new URL(l).pathname);
    for (const path of ['/en', '/en/guide', ...english]) expect(locs).toContain(path);
  });
});
