/**
 * Scoped builds. The server sets BUILD_SCOPE (JSON) or BUILD_SCOPE_FILE (a JSON file, for the long lists of a
 * shard) to the pages a build renders, and the dynamic routes render only those. Without either, everything is
 * built. Small page sets that every change may touch (home, lists, zone pages, simulator, legal pages) are always
 * rebuilt.
 *
 * Two uses (api/services/site-builds.ts):
 * - publishing: the pages a change affects. A listed page the store no longer publishes is not rendered, and the
 *   build then removes it from the copy of the live site (unpublished, deleted or renamed away);
 * - a full build split across processes: each shard renders its slice of the pages, then the slices are merged.
 */
import { readFileSync } from 'node:fs';

export type BuildScope = {
  /** City page slugs (apl-lyon). */
  cities?: string[];
  /** Conseil article slugs. */
  articles?: string[];
  /** Guide (thematic page) slugs, French and English alike (slugs are unique across languages). */
  guides?: string[];
  /** The communes data files (/data/communes/<prefix>.json): a full build's shard only. */
  communesData?: boolean;
  /**
   * Old addresses whose redirect page may have appeared, changed or gone (`/conseil/ancien`). Every build renders
   * all the redirect pages (Astro's `redirects`, read from the store); listing them here makes an incremental
   * build also remove the page of a redirect that no longer exists.
   */
  redirects?: string[];
  /**
   * `false` in the shards of a full build after the first: they skip the dynamic routes every build renders
   * (the simulator's steps in each language and in the embed, the zone pages, the partner pages), whose copies
   * the merge would drop for the first shard's anyway, and the pages without parameters (src/middleware.ts).
   */
  sharedPages?: boolean;
};

export type ScopeKind = 'cities' | 'articles' | 'guides' | 'communes-data';

type ListKind = 'cities' | 'articles' | 'guides';

let parsed: BuildScope | null | undefined;
const sets = new Map<ListKind, Set<string>>();

/** The scope of this build, or null for a full build. */
export function buildScope(): BuildScope | null {
  if (parsed === undefined) {
    const file = process.env.BUILD_SCOPE_FILE;
    const raw = file ? readFileSync(file, 'utf8') : process.env.BUILD_SCOPE;
    parsed = raw ? (JSON.parse(raw) as BuildScope) : null;
  }
  return parsed;
}

/** The keys of this kind the current build renders, or null when it renders them all (a full build). */
export function scopeKeys(kind: ListKind): string[] | null {
  const scope = buildScope();
  return scope ? (scope[kind] ?? []) : null;
}

/** Whether the page of this kind and key is rendered by the current build. */
export function inScope(kind: ScopeKind, key: string): boolean {
  const scope = buildScope();
  if (!scope) return true;
  if (kind === 'communes-data') return scope.communesData === true;
  let set = sets.get(kind);
  if (!set) {
    set = new Set(scope[kind] ?? []);
    sets.set(kind, set);
  }
  return set.has(key);
}

/**
 * The paths of a dynamic route every build renders (`getStaticPaths`): all of them, except in a shard of a full
 * build that leaves them to the first shard (`sharedPages: false`).
 */
export function sharedPaths<T>(paths: T[]): T[] {
  return rendersSharedPages() ? paths : [];
}

/**
 * Whether this build renders the pages every build has: those of the dynamic routes above (sharedPaths) and the
 * pages without parameters (home, lists, legal pages, endpoints such as robots.txt, the redirect pages; skipped in
 * src/middleware.ts). Every build but the shards of a full build after the first (`sharedPages: false`).
 */
export function rendersSharedPages(): boolean {
  return buildScope()?.sharedPages !== false;
}
