/**
 * Old addresses (issue 15): a GET or HEAD on a redirect's old path, with or without a trailing slash, answers
 * 301 to its new path, the request's query kept, before any file is served. The table is read from the store
 * at most once per REDIRECTS_TTL_MS per process, so that a change made on another server (PostgreSQL, several
 * servers) is answered everywhere within that delay; a change made through this process is seen at once
 * (`forgetRedirects`). The Location is a path of this site only: the stored path is canonical
 * (src/core/redirects.ts) and goes through sameSiteLocation all the same.
 */
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import { activeRedirects } from '../../db/queries/redirects.ts';
import { normalizeSitePath, pathLocation, requestPathKey } from '../../src/core/redirects.ts';
import { sameSiteLocation } from '../redirect.ts';

export const REDIRECTS_TTL_MS = 2000;

type Table = { at: number; byPath: Map<string, string> };
const tables = new WeakMap<Db, Table>();
const loading = new WeakMap<Db, Promise<Table>>();

/** Forgets the table read from this store: the next request reads it again. */
export function forgetRedirects(db: Db): void {
  tables.delete(db);
}

const isCanonical = (path: string) => {
  const normalized = normalizeSitePath(path);
  return normalized.ok && normalized.path === path;
};

async function tableOf(db: Db, now: number): Promise<Table> {
  const cached = tables.get(db);
  if (cached && now - cached.at < REDIRECTS_TTL_MS) return cached;
  let pending = loading.get(db);
  if (!pending) {
    pending = activeRedirects(db)
      .then((rows) => {
        // A row written past the admin's checks (not canonical) is not answered at all.
        const valid = rows.filter((r) => isCanonical(r.fromPath) && isCanonical(r.toPath));
        const table = { at: Date.now(), byPath: new Map(valid.map((r) => [r.fromPath, r.toPath])) };
        tables.set(db, table);
        return table;
      })
      .finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  try {
    return await pending;
  } catch {
    // The store did not answer: serve the pages without redirects rather than fail them.
    return cached ?? { at: 0, byPath: new Map() };
  }
}

/** The raw path of a request URL (as sent, escapes kept) and its query (`?…` or ''). */
function splitUrl(url: string): { path: string; query: string } {
  const afterHost = url.indexOf('/', url.indexOf('//') + 2);
  const rest = afterHost === -1 ? '/' : url.slice(afterHost);
  const q = rest.indexOf('?');
  return q === -1 ? { path: rest, query: '' } : { path: rest.slice(0, q), query: rest.slice(q) };
}

/** 301 from a redirect's old address to its new one, for GET and HEAD. */
export function redirectOldAddresses(db: Db): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const { path, query } = splitUrl(c.req.url);
    const key = requestPathKey(path);
    if (key === null) return next();
    const target = (await tableOf(db, Date.now())).byPath.get(key);
    if (target === undefined) return next();
    return c.redirect(sameSiteLocation(pathLocation(target), query), 301);
  };
}
