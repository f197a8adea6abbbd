/**
 * The simulator that partners embed in their own pages (universities, CROUS, residences, city halls): its
 * address, the `ville` parameter they may add, and the one-line snippet of /integrer-le-simulateur. Pure: the
 * build, the server (headers, redirects) and the island read the same values.
 */
import * as z from 'zod/mini';
import { inseeCodeSchema } from '../../core/validation/fields.ts';

import { EMBED_BASE } from './embed-path.ts';

export { EMBED_BASE, isEmbedPath } from './embed-path.ts';

/** A city page's name as in its address, with or without « apl- »: `lyon`, `apl-saint-etienne`, `saint-denis-93`. */
const citySlugSchema = z.string().check(z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** What `?ville=` may name: a commune by its INSEE code (69123, 2A004) or a city page by its slug. */
export type Ville = { kind: 'insee'; code: string } | { kind: 'slug'; slug: string };

/** `?ville=` read from a query string; anything else than an INSEE code or a slug is ignored (null). */
export function readVille(search: string | URLSearchParams): Ville | null {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = q.get('ville')?.trim();
  if (!raw) return null;
  const insee = inseeCodeSchema.safeParse(raw.toUpperCase());
  if (insee.success) return { kind: 'insee', code: insee.data };
  const slug = citySlugSchema.safeParse(raw.toLowerCase());
  return slug.success ? { kind: 'slug', slug: slug.data } : null;
}

/** The embed's address on `site` (the canonical origin, SITE_URL), with the city when one is given. */
export function embedUrl(site: URL | string, ville?: string): string {
  const url = new URL(EMBED_BASE, site);
  if (ville) url.searchParams.set('ville', ville);
  return url.toString();
}

/**
 * The snippet a partner pastes, as text (the page shows it escaped, in <pre><code>; it is never inserted as
 * HTML). `src` is a URL from `embedUrl`, whose query is already encoded.
 */
export function embedSnippet(src: string): string {
  return `<iframe src="${src}" title="Simulateur APL" loading="lazy" style="width:100%;min-height:640px;border:0"></iframe>`;
}
