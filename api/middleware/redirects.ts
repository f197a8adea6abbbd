/**
 * Old addresses (issue 15): a GET or HEAD on a redirect's old path, with or without a trailing slash, answers
 * 301 to its new path, the request's query kept, before any file is served.
 *
 * The table is the live build's own (issue 26): each build writes the redirects it was made from
 * (src/lib/build/redirects.ts), with those whose page is gone sent to a parent page (api/services/redirect-table.ts).
 * A redirect saved in the store — a rename's, an editor's — is therefore answered exactly when the build that holds
 * its new page goes live, on every server sharing BUILDS_DIR; while that build has not succeeded, the old address
 * still serves its old page. The table is read again when the live build changes. The Location is a path of this
 * site only: the stored path is canonical (src/core/redirects.ts) and goes through sameSiteLocation all the same.
 */
import { realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { normalizeSitePath, pathLocation, requestPathKey } from '../../src/core/redirects.ts';
import { REDIRECTS_FILE } from '../../src/lib/build/redirects.ts';
import { sameSiteLocation } from '../redirect.ts';
import { readRedirectTable } from '../services/redirect-table.ts';
import { currentBuildDir } from '../services/site-builds.ts';

type Table = { version: string; byPath: Map<string, string> };
const tables = new Map<string, Table>();

const isCanonical = (path: string) => {
  const normalized = normalizeSitePath(path);
  return normalized.ok && normalized.path === path;
};

/** The live build's table, read once per build. */
function tableOf(buildsDir: string): Map<string, string> {
  let folder: string;
  try {
    folder = realpathSync(currentBuildDir(buildsDir));
  } catch {
    return new Map(); // no live build: nothing to redirect (the maintenance page answers)
  }
  // The folder changes with each build; the file's change time too when a table is written in place (tests).
  let version: string;
  try {
    version = `${folder}:${statSync(join(folder, REDIRECTS_FILE), { bigint: true }).mtimeNs}`;
  } catch {
    version = folder;
  }
  const cached = tables.get(buildsDir);
  if (cached?.version === version) return cached.byPath;
  // A row written past the admin's checks (not canonical) is not answered at all.
  const valid = Object.entries(readRedirectTable(folder)).filter(
    ([from, to]) => isCanonical(from) && isCanonical(to),
  );
  const table = { version, byPath: new Map(valid) };
  tables.set(buildsDir, table);
  return table.byPath;
}

/** The raw path of a request URL (as sent, escapes kept) and its query (`?…` or ''). */
function splitUrl(url: string): { path: string; query: string } {
  const afterHost = url.indexOf('/', url.indexOf('//') + 2);
  const rest = afterHost === -1 ? '/' : url.slice(afterHost);
  const q = rest.indexOf('?');
  return q === -1 ? { path: rest, query: '' } : { path: rest.slice(0, q), query: rest.slice(q) };
}

/** 301 from a redirect's old address to its new one, for GET and HEAD, as the live build's table says. */
export function redirectOldAddresses(buildsDir: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const { path, query } = splitUrl(c.req.url);
    const key = requestPathKey(path);
    if (key === null) return next();
    const target = tableOf(buildsDir).get(key);
    if (target === undefined) return next();
    return c.redirect(sameSiteLocation(pathLocation(target), query), 301);
  };
}
