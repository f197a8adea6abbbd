/**
 * Internal links of an editor's text (issue 30, « Writing tools »): the links of a Markdown body — `[text](/path)`,
 * `[text][ref]` with its `[ref]: /path`, and the `<a href="/path">` a body or a city page may hold as HTML — and,
 * given the paths of the site that exist, those that lead nowhere. Pure: the adapters gather what exists
 * (db/queries/internal-links.ts: published articles, guides and city pages, redirects' old addresses) and the fixed
 * routes of the build (api/routes/admin/reports-broken-links.ts).
 *
 * A path is compared in its canonical form (src/core/redirects.ts): percent-escapes decoded, no trailing slash, no
 * query nor fragment. Images are not links; code (fenced blocks, `inline`) holds none. An address outside the site
 * (`https://…`, `//host`, `mailto:`) or a mere `#anchor` is not internal.
 */
import { isReservedPath, normalizeSitePath, serverAlias } from '../redirects.ts';

/** An internal link: its address as canonical path (or as written when it has none) and its text. */
export type InternalLink = { path: string; text: string };

/** What exists on the site: its paths, the routes that take any value of a segment, the prefixes not checked. */
export type KnownSite = {
  paths: ReadonlySet<string>;
  /** Routes such as `/v2/simulateur/<step>`: any path they match exists. */
  patterns: readonly RegExp[];
  /** Paths the server answers itself (`/api`, `/media`…): links there are not checked. */
  unchecked: readonly string[];
};

/** The longest link text kept in a report (a link around a whole paragraph is cut). */
const TEXT_MAX = 120;

/** The text without its fenced code blocks and inline code spans (their length kept, as spaces). */
function withoutCode(text: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  return text
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[^\n]*|$)/gm, blank)
    .replace(/(`+)[^`\n]+?\1/g, blank);
}

/** Plain words of a link's text: Markdown marks, tags and backslash escapes left out, spaces folded. */
function plainLabel(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/\\([\\[\]()*_`])/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > TEXT_MAX ? `${plain.slice(0, TEXT_MAX - 1)}…` : plain;
}

/** The site path of an href, or null when it is not one (external, an anchor, a protocol-relative address). */
export function sitePathOf(href: string): string | null {
  const raw = href.trim();
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const bare = raw.replace(/[?#].*$/s, '') || '/';
  const normalized = normalizeSitePath(bare);
  return normalized.ok ? normalized.path : bare;
}

const INLINE =
  /(!?)\[((?:\\.|[^\\\]])*)\]\(\s*(?:<([^>\n]*)>|([^\s)]+))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const REFERENCE_USE = /(!?)\[((?:\\.|[^\\\]])+)\]\[([^\]]*)\]/g;
/** `[label]` alone, not part of `[text][ref]`, `[text](…)` or a definition. */
const REFERENCE_SHORTCUT = /(?<![\]\\])(!?)\[((?:\\.|[^\\\][])+)\](?![[(:])/g;
const REFERENCE_DEF = /^ {0,3}\[((?:\\.|[^\\\]])+)\]:\s*<?([^\s>]+)>?/gm;
const ANCHOR = /<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>([\s\S]*?)<\/a\s*>/gi;

const refKey = (label: string) => label.replace(/\s+/g, ' ').trim().toLowerCase();

/** The internal links of a Markdown (or HTML) text, in order, each (path, text) once. */
export function internalLinks(text: string): InternalLink[] {
  const source = withoutCode(text);
  const found: InternalLink[] = [];
  const add = (href: string | undefined, label: string) => {
    const path = href === undefined ? null : sitePathOf(href);
    if (path !== null) found.push({ path, text: plainLabel(label) });
  };
  for (const m of source.matchAll(INLINE)) if (!m[1]) add(m[3] ?? m[4], m[2] ?? '');
  const definitions = new Map<string, string>();
  for (const m of source.matchAll(REFERENCE_DEF)) {
    const key = refKey(m[1] ?? '');
    if (!definitions.has(key)) definitions.set(key, m[2] ?? '');
  }
  for (const m of source.matchAll(REFERENCE_USE)) {
    if (m[1]) continue;
    const label = m[2] ?? '';
    add(definitions.get(refKey(m[3] || label)), label);
  }
  for (const m of source.matchAll(REFERENCE_SHORTCUT)) {
    const href = definitions.get(refKey(m[2] ?? ''));
    if (!m[1] && href !== undefined) add(href, m[2] ?? '');
  }
  for (const m of source.matchAll(ANCHOR)) add(m[1] ?? m[2] ?? m[3], m[4] ?? '');
  const seen = new Set<string>();
  return found.filter((l) => {
    const key = `${l.path}\n${l.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a (canonical) path leads to a page: a known path, a route, or one of the server's own aliases. */
export function pathResolves(path: string, site: KnownSite): boolean {
  if (site.paths.has(path) || isReservedPath(path, site.unchecked)) return true;
  if (site.patterns.some((p) => p.test(path))) return true;
  const alias = serverAlias(path);
  return alias !== null && (site.paths.has(alias) || site.patterns.some((p) => p.test(alias)));
}

/** The internal links of `text` that lead to no page of `site`. */
export function brokenInternalLinks(text: string, site: KnownSite): InternalLink[] {
  return internalLinks(text).filter((l) => !pathResolves(l.path, site));
}
