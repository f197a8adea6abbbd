/**
 * The sitemap of a build assembled from pieces (api/services/site-builds.ts): the shards of a full build each
 * write the sitemap of their own pages, and an incremental build writes only the pages it rendered. Entries are
 * kept verbatim (`<url>…</url>` as @astrojs/sitemap wrote them) and written back in its format: its XML head,
 * its order (URLs compared as strings, numbers by value) and its files of at most SITEMAP_ENTRY_LIMIT entries
 * listed by sitemap-index.xml.
 */
import { existsSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @astrojs/sitemap's `entryLimit` default (astro.config.mjs sets none). */
export const SITEMAP_ENTRY_LIMIT = 45_000;

const INDEX = 'sitemap-index.xml';
const PART = /^sitemap-\d+\.xml$/;
const URL_ENTRY = /<url>[\s\S]*?<\/url>/g;
const LOC = /<loc>([^<]*)<\/loc>/;

/** The sitemap of one build folder: its entries by address, its XML head and where its files are served. */
export type Sitemap = { head: string; base: string; entries: Map<string, string> };

/** Reads the sitemap files of `folder`; null when it has none. */
export function readSitemap(folder: string): Sitemap | null {
  if (!existsSync(join(folder, INDEX))) return null;
  const index = readFileSync(join(folder, INDEX), 'utf8');
  const firstLoc = LOC.exec(index)?.[1] ?? '';
  const base = firstLoc.replace(/sitemap-\d+\.xml$/, '');
  const entries = new Map<string, string>();
  let head = '';
  for (const name of sitemapParts(folder)) {
    const xml = readFileSync(join(folder, name), 'utf8');
    const firstUrl = xml.indexOf('<url>');
    if (!head) head = firstUrl >= 0 ? xml.slice(0, firstUrl) : xml.replace(/<\/urlset>\s*$/, '');
    for (const entry of xml.match(URL_ENTRY) ?? []) {
      const loc = LOC.exec(entry)?.[1];
      if (loc) entries.set(loc, entry);
    }
  }
  return { head, base, entries };
}

/** The sitemap-N.xml files of a folder, in order. */
function sitemapParts(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => PART.test(name))
    .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]));
}

const order = new Intl.Collator('en', { numeric: true });

/**
 * Writes `sitemap` into `folder` in place of its sitemap files. Each file is written aside then renamed over the
 * old one: in an incremental build the old one is a hard link to the live build's file, which must not change.
 */
export function writeSitemap(folder: string, sitemap: Sitemap): void {
  const locs = [...sitemap.entries.keys()].sort(order.compare);
  const parts: string[] = [];
  for (let i = 0; i * SITEMAP_ENTRY_LIMIT < Math.max(locs.length, 1); i++) {
    const slice = locs.slice(i * SITEMAP_ENTRY_LIMIT, (i + 1) * SITEMAP_ENTRY_LIMIT);
    const name = `sitemap-${i}.xml`;
    replaceFile(
      folder,
      name,
      `${sitemap.head}${slice.map((loc) => sitemap.entries.get(loc)).join('')}</urlset>`,
    );
    parts.push(name);
  }
  for (const stale of sitemapParts(folder)) if (!parts.includes(stale)) unlinkSync(join(folder, stale));
  const index = parts.map((name) => `<sitemap><loc>${sitemap.base}${name}</loc></sitemap>`).join('');
  replaceFile(
    folder,
    INDEX,
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index}</sitemapindex>`,
  );
}

function replaceFile(folder: string, name: string, content: string): void {
  const tmp = join(folder, `.${name}.tmp`);
  writeFileSync(tmp, content);
  renameSync(tmp, join(folder, name));
}

/** The path of a sitemap address (`https://…/conseil/visale` → `/conseil/visale`). */
export function pathOfLoc(loc: string): string {
  try {
    return new URL(loc.replaceAll('&amp;', '&')).pathname.replace(/(.)\/$/, '$1');
  } catch {
    return loc;
  }
}
