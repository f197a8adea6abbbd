/**
 * Broken internal links (issue 30, « Writing tools »): a link of an editor's text to a path of this site that leads
 * to no page. The rule is src/core/editorial/links.ts; what exists is gathered here — the pages of src/pages without a
 * parameter and the build's files (src/lib/build/redirects.ts), the routes with a parameter that are not editorial
 * (a simulator step, a zone page…), and from the store the published articles, guides and city pages and the
 * redirects' old addresses (db/queries/internal-links.ts).
 *
 * - `brokenLinksOnSave`: every answer of an article's or a guide's detail (GET, save, autosave, creation,
 *   publication, restore…) gains `brokenLinks: [{ path, text }]`, those of the text it now holds (its pending
 *   changes on a live page). A WARNING only: the save is never refused, a link to a page about to be published is
 *   legitimate.
 * - GET /api/admin/reports/broken-links (editors and admins): every published article, guide and city page with
 *   its broken internal links, each linking to its editor.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../../db/client.ts';
import { existingPaths, publishedTexts } from '../../../db/queries/internal-links.ts';
import {
  brokenInternalLinks,
  type InternalLink,
  internalLinks,
  type KnownSite,
} from '../../../src/core/editorial/links.ts';
import { buildFiles, staticRoutes } from '../../../src/lib/build/redirects.ts';
import type { AppContext } from '../../context.ts';
import { SERVER_PREFIXES } from '../../services/reserved-paths.ts';
import { type Answer, adminApp } from './shared.ts';

/** What a detail answer adds: the broken internal links of the text it holds. */
export type LinkReport = { brokenLinks?: InternalLink[] };

const PAGES_DIR = fileURLToPath(new URL('../../../src/pages/', import.meta.url));
/** Routes with a parameter whose pages the store decides (article, guide, city): checked against the store. */
const EDITORIAL_ROUTES = new Set(['/[city]', '/conseil/[slug]', '/guide/[slug]', '/en/guide/[slug]']);

/** The page routes of src/pages with a parameter, other than the editorial ones, as patterns. */
function parameterRoutes(dir = PAGES_DIR): RegExp[] {
  const out: RegExp[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      const page = /^(.+)\.astro$/.exec(relative(dir, path).split('\\').join('/'));
      if (!entry.isFile() || !page?.[1]?.includes('[')) continue;
      const route = `/${page[1].replace(/(^|\/)index$/, '')}`;
      if (EDITORIAL_ROUTES.has(route)) continue;
      const parts = route.split(/\[[^\]/]+\]/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      out.push(new RegExp(`^${parts.join('[^/]+')}$`));
    }
  };
  walk(dir);
  return out;
}

let fixed: { paths: Set<string>; patterns: RegExp[] } | undefined;

/** The fixed part of the site, read once per process: pages, files and parameter routes of the code. */
function fixedSite() {
  if (!fixed) {
    const files = buildFiles();
    fixed = {
      paths: new Set([...staticRoutes(), ...files.paths]),
      patterns: [...files.patterns, ...parameterRoutes()],
    };
  }
  return fixed;
}

/** What exists among the paths `links` lead to: the fixed site, and what the store says of the others. */
export async function knownSite(db: Db, links: readonly InternalLink[]): Promise<KnownSite> {
  const site = fixedSite();
  const asked = links.map((l) => l.path).filter((p) => !site.paths.has(p));
  const stored = await existingPaths(db, asked);
  return { paths: new Set([...site.paths, ...stored]), patterns: site.patterns, unchecked: SERVER_PREFIXES };
}

/** The broken internal links of these texts (a body and its FAQ answers), each (path, text) once. */
function brokenIn(texts: readonly string[], site: KnownSite): InternalLink[] {
  const seen = new Set<string>();
  return texts
    .flatMap((t) => brokenInternalLinks(t, site))
    .filter((l) => {
      const key = `${l.path}\n${l.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The broken internal links of these texts, what exists read from the store for their links only. */
export async function brokenLinksOf(db: Db, texts: readonly string[]): Promise<InternalLink[]> {
  const links = texts.flatMap((t) => internalLinks(t));
  return links.length === 0 ? [] : brokenIn(texts, await knownSite(db, links));
}

/** The texts a detail answer holds now: its pending changes' when a live page has some, else its own. */
function textsOfDetail(detail: Record<string, unknown>): string[] | null {
  const pending = detail.pending as { data?: Record<string, unknown> } | null | undefined;
  const source = pending?.data && typeof pending.data.content === 'string' ? pending.data : detail;
  if (typeof source.content !== 'string') return null;
  const faq = Array.isArray(source.faq) ? (source.faq as Array<{ answer?: unknown }>) : [];
  return [source.content, ...faq.map((f) => (typeof f?.answer === 'string' ? f.answer : ''))];
}

/** The answers that are one article's or guide's detail (not the lists, not the revisions' own answers). */
const DETAIL_PATH =
  /^\/api\/admin\/(?:articles|thematiques)(?:\/\d+(?:\/(?:publish|unpublish|publish-changes|pending|revisions\/\d+\/restore))?)?$/;

/** Adds `brokenLinks` to each detail answer of an article or a guide (see the module's comment). */
export function brokenLinksOnSave(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    if (!DETAIL_PATH.test(path) || (c.req.method === 'GET' && !/\/\d+$/.test(path))) return;
    if (!c.res.ok || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await c.res.clone().json()) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const detail = body as Record<string, unknown>;
    if (typeof detail.id !== 'number' || typeof detail.version !== 'number') return;
    const texts = textsOfDetail(detail);
    if (!texts) return;
    const brokenLinks = await brokenLinksOf(ctx.db, texts);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const status = c.res.status;
    c.res = undefined;
    c.res = new Response(JSON.stringify({ ...detail, brokenLinks }), { status, headers });
  };
}

const EDIT_PATHS = { article: '/articles', guide: '/thematiques', city: '/cities' } as const;

/** Every published item with broken internal links, in the order articles, guides, city pages. */
async function brokenLinksReport(db: Db) {
  const items = await publishedTexts(db);
  const links = items.flatMap((i) => i.texts.flatMap((t) => internalLinks(t)));
  const site = await knownSite(db, links);
  const broken = items.flatMap((item) => {
    const links = brokenIn(item.texts, site);
    if (links.length === 0) return [];
    const { kind, id, title, path } = item;
    return [{ kind, id, title, path, editPath: `${EDIT_PATHS[kind]}/${id}/edit`, links }];
  });
  return { checked: items.length, items: broken };
}

export type BrokenLinksReport = Answer<typeof brokenLinksReport>;

export function brokenLinkReportRoutes(ctx: AppContext) {
  const app = adminApp();
  app.get('/reports/broken-links', async (c) => c.json(await brokenLinksReport(ctx.db)));
  return app;
}
