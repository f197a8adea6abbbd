/**
 * The site's main navigation in each language: the header (src/components/SiteHeader.astro) and the server-rendered
 * search page (api/routes/city-search-page.ts) show the same links. The English site has the simulator and the
 * guides; the advice, the FAQ and the zone pages are in French only. `match`: the paths where the link is current.
 */
import type { MessageKey } from './fr.ts';
import { type Locale, localePath } from './locales.ts';
import { SIMULATOR_BASE, simulatorPath } from './simulator/paths.ts';

export type NavLink = { href: string; label: MessageKey; match: string };

export function mainNav(locale: Locale): NavLink[] {
  return locale === 'en'
    ? [
        { href: SIMULATOR_BASE.en, label: 'nav.simulator', match: SIMULATOR_BASE.en },
        { href: localePath('en', '/guide'), label: 'nav.guide', match: '/en/guide' },
      ]
    : [
        { href: simulatorPath('fr', 'email'), label: 'nav.simulator', match: SIMULATOR_BASE.fr },
        { href: '/conseil', label: 'nav.conseil', match: '/conseil' },
        { href: '/guide', label: 'nav.guide', match: '/guide' },
        { href: '/faq', label: 'nav.faq', match: '/faq' },
      ];
}
