/**
 * Where the embedded simulator lives, without any validation library: the results island imports this, so the
 * page that shows an amount does not download zod (embed.ts reads `?ville=` with it).
 */

/** The embedded steps live at `${EMBED_BASE}/<step>`: the only pages of the site another site may frame. */
export const EMBED_BASE = '/integrer/simulateur';

/** True for the embed's addresses (EMBED_BASE itself and below), never for a path that merely starts alike. */
export function isEmbedPath(path: string): boolean {
  return path === EMBED_BASE || path.startsWith(`${EMBED_BASE}/`);
}
