/**
 * Purging the CDN edge after a publication (issue 28). The origin tags every answer of the site with surrogate
 * keys (`Surrogate-Key: site /apl-lyon`, api/routes/site.ts): the key of a page is its path, and `site` covers the
 * whole site but its hashed assets. Once a build is live, the publisher asks the edge to drop exactly the pages the
 * build changed (changedPages: the files whose bytes differ from the build before, those added — a cached 404 or
 * redirect there goes too — and those removed); a full build purges `site`.
 *
 * Any CDN with a purge API fits behind EdgePurger. Varnish (deploy/varnish/default.vcl) takes the keys in one
 * `PURGE` request (`xkey-purge` header, xkey vmod). Fastly reads the same `Surrogate-Key` header: its purger POSTs
 * each key to `https://api.fastly.com/service/<id>/purge/<key>` with a `Fastly-Key` token. Cloudflare purges URLs:
 * POST `https://api.cloudflare.com/client/v4/zones/<zone>/purge_cache` with `{ files: paths.map((p) => SITE_URL + p) }`
 * in batches of 30, or `{ purge_everything: true }` for 'all'. Either is the 30 lines of varnishPurger below.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '../../observability/log.ts';
import { scrubText } from '../../observability/safe-error.ts';
import type { BuildResult } from '../site-builds.ts';
import { previousBuild } from '../site-builds.ts';
import { fileKey, mediaKey, SITE_KEY } from './cache-policy.ts';

export interface EdgePurger {
  /** Shown in the logs: 'varnish', 'fastly'… or 'none'. */
  readonly name: string;
  /** Drops these page paths (their surrogate keys, `/apl-lyon`) from the edge, or the whole site. */
  purge(paths: string[] | 'all'): Promise<void>;
}

/** What the purger needs from the server's configuration (api/env.ts). */
export type EdgeEnv = { EDGE_PURGE_URL?: string[] | undefined; EDGE_PURGE_TOKEN?: string | undefined };

/** No edge configured: nothing to purge. */
export const noEdge: EdgePurger = { name: 'none', purge: async () => {} };

/** Keys per PURGE request: their header stays far below Varnish's 8 KB request header limit. */
const HEADER_BUDGET = 6000;
const PURGE_TIMEOUT_MS = 5000;

/**
 * Varnish with the xkey vmod (deploy/varnish/default.vcl): `PURGE /` with the keys in `xkey-purge`, to every edge
 * address given; the edge accepts it from its ACL, or with the shared token in `X-Purge-Token`.
 */
export function varnishPurger(urls: string[], token?: string): EdgePurger {
  return {
    name: 'varnish',
    async purge(paths) {
      const keys = paths === 'all' ? [SITE_KEY] : paths;
      for (const batch of batches(keys)) {
        for (const url of urls) {
          const send = () =>
            fetch(url, {
              method: 'PURGE',
              headers: { 'xkey-purge': batch.join(' '), ...(token ? { 'X-Purge-Token': token } : {}) },
              signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
            });
          // Sent again once when the connection fails: the kept-alive connection of the last purge may have been
          // closed by the edge in the meantime (Varnish closes an idle one after 5 s), and a purge can be repeated.
          const res = await send().catch(send);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`l’edge ${new URL(url).host} répond ${res.status} à la purge`);
        }
      }
    },
  };
}

function batches(keys: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const key of keys) {
    if (current.length > 0 && length + key.length + 1 > HEADER_BUDGET) {
      out.push(current);
      current = [];
      length = 0;
    }
    current.push(key);
    length += key.length + 1;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The purger of this configuration: Varnish when EDGE_PURGE_URL is set, else none. */
export function edgePurger(env: EdgeEnv): EdgePurger {
  return env.EDGE_PURGE_URL?.length ? varnishPurger(env.EDGE_PURGE_URL, env.EDGE_PURGE_TOKEN) : noEdge;
}

/**
 * The page keys of what changed between two builds: files added, removed, or whose bytes differ (an incremental
 * build hard-links the pages it did not render: same inode, not even read). Hashed assets are left out: new
 * ones have new names.
 */
export function changedPages(before: string, after: string): string[] {
  const keys = new Set<string>();
  const add = (rel: string) => {
    const key = fileKey(rel);
    if (key !== null && !rel.startsWith('_astro/')) keys.add(key);
  };
  const afterFiles = listFiles(after);
  for (const rel of afterFiles) if (!sameFile(join(before, rel), join(after, rel))) add(rel);
  for (const rel of listFiles(before)) if (!existsSync(join(after, rel))) add(rel);
  return [...keys].sort();
}

function sameFile(a: string, b: string): boolean {
  let sa: ReturnType<typeof statSync>;
  let sb: ReturnType<typeof statSync>;
  try {
    sa = statSync(a);
    sb = statSync(b);
  } catch {
    return false;
  }
  if (sa.ino === sb.ino && sa.dev === sb.dev) return true;
  return sa.size === sb.size && readFileSync(a).equals(readFileSync(b));
}

function listFiles(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(root, rel));
    else out.push(rel);
  }
  return out;
}

/** What a purge after a build did: what it dropped and how long it took, or why it could not. */
export type PurgeOutcome = { what: string; ms: number } | { error: string };

/**
 * After a build went live: purges what it changed at the edge (a full build, or no build before it: the whole
 * site). A failure is logged and never fails the publication: the pages are live at the origin, and the edge
 * serves the former ones until their s-maxage. Null when there was nothing to purge (no edge, a failed build).
 */
export async function purgeAfterBuild(
  env: EdgeEnv & { BUILDS_DIR: string },
  result: BuildResult,
  purger: EdgePurger = edgePurger(env),
): Promise<PurgeOutcome | null> {
  if (!result.ok || purger.name === 'none') return null;
  const started = Date.now();
  try {
    const before = result.info.partial === null ? null : previousBuild(env.BUILDS_DIR)?.folder;
    const paths = before && before !== result.folder ? changedPages(before, result.folder) : 'all';
    if (paths.length === 0) return null;
    await purger.purge(paths);
    const what = paths === 'all' ? 'tout le site' : `${paths.length} adresse(s)`;
    const ms = Date.now() - started;
    log().info(
      { edge: purger.name, keys: paths === 'all' ? 'all' : paths.length, ms },
      `CDN : ${what} purgé(s)`,
    );
    return { what, ms };
  } catch (error) {
    const message = scrubText(error instanceof Error ? error.message : String(error));
    log().warn(
      { edge: purger.name, error: message },
      'CDN : purge impossible, les pages restent en cache à l’edge',
    );
    return { error: message };
  }
}

/** Media files at the edge (`/media/<file>`): their keys, purged when a file is deleted or replaced. */
export async function purgeMedia(purger: EdgePurger, fileNames: string[]): Promise<void> {
  if (purger.name === 'none' || fileNames.length === 0) return;
  try {
    await purger.purge(fileNames.map(mediaKey));
  } catch (error) {
    const message = scrubText(error instanceof Error ? error.message : String(error));
    log().warn({ edge: purger.name, error: message }, 'CDN : purge des médias impossible');
  }
}
