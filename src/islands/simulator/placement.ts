/**
 * Where the simulator runs: on the site (/v2/simulateur/<step>), or embedded in a partner's page
 * (/integrer/simulateur/<step>, in an iframe of another site). The island entries (Simulator, ResultsPage)
 * take it as a prop and provide it to every screen; nothing else differs between the two.
 *
 * In the embed the simulator tells the host page nothing (no postMessage, no window.parent), opens the links
 * that leave it in a new tab (useLeavingLinksInNewTab), and measures no audience: neither the cookie banner nor the tracker is on its
 * pages (src/layouts/Embed.astro), and the step saves carry no visit data even when this browser's storage
 * holds a visit of the site.
 */
import { createContext, useContext, useEffect } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { SIMULATOR_BASE } from '../../i18n/simulator/paths.ts';
import { EMBED_BASE } from '../../lib/shared/embed-path.ts';

export type PlacementName = 'site' | 'embed';

export type Placement = {
  /** The steps are at `${basePath}/<slug>`. */
  basePath: string;
  embedded: boolean;
};

export const PLACEMENTS: Record<PlacementName, Placement> = {
  site: { basePath: SIMULATOR_BASE.fr, embedded: false },
  embed: { basePath: EMBED_BASE, embedded: true },
};

export const PlacementContext = createContext<Placement>(PLACEMENTS.site);

export const usePlacement = (): Placement => useContext(PlacementContext);

/**
 * In the embed, every link that leaves the simulator opens a new tab (`target="_blank" rel="noopener"`), so
 * that the partner's page stays — whichever screen shows it (the result screen's sections included): the
 * target is set at the click, before the browser follows the link. Links to a step stay in the frame;
 * downloads are left alone. Called by the island entries.
 */
export function useLeavingLinksInNewTab(placement: Placement): void {
  useEffect(() => {
    if (!placement.embedded) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      if (link.origin === window.location.origin && link.pathname.startsWith(`${placement.basePath}/`))
        return;
      link.target = '_blank';
      link.rel = 'noopener';
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [placement]);
}

let measured = true;

/**
 * Called by the island entries with their placement, before anything is saved: the step saves (api-client.ts)
 * then attach the audience data only on the site, and only with consent as before (src/lib/browser/track.ts).
 */
export function enterPlacement(name: PlacementName, locale: Locale = 'fr'): Placement {
  measured = name !== 'embed';
  // On the site, the steps of a language are at its own address (/en/simulator for English).
  return name === 'site' ? SITE_IN[locale] : PLACEMENTS[name];
}

/** The site's placement in each language (made once: the context's value stays the same object). */
const SITE_IN: Record<Locale, Placement> = {
  fr: PLACEMENTS.site,
  en: { basePath: SIMULATOR_BASE.en, embedded: false },
};

/** Whether this page may attach audience data to what it sends (never in the embed). */
export const audienceMeasured = (): boolean => measured;
