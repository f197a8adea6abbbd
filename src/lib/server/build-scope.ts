/**
 * Incremental builds (publishing): the server sets BUILD_SCOPE to the pages an edit affects, and the
 * dynamic routes render only those. Without BUILD_SCOPE, everything is built. Small page sets that every
 * edit may touch (home, lists, zone pages, simulator, legal pages) are always rebuilt.
 */
export type BuildScope = {
  /** City page slugs (apl-lyon). */
  cities?: string[];
  /** Conseil article slugs. */
  articles?: string[];
  /** Guide (thematic page) slugs. */
  guides?: string[];
};

export type ScopeKind = keyof BuildScope | 'communes-data';

let parsed: BuildScope | null | undefined;

/** The scope of this build, or null for a full build. */
export function buildScope(): BuildScope | null {
  if (parsed === undefined) {
    const raw = process.env.BUILD_SCOPE;
    parsed = raw ? (JSON.parse(raw) as BuildScope) : null;
  }
  return parsed;
}

/** Whether the page of this kind and key is rendered by the current build. */
export function inScope(kind: ScopeKind, key: string): boolean {
  const scope = buildScope();
  if (!scope) return true;
  if (kind === 'communes-data') return false; // changes only with a commune import, which rebuilds everything
  return scope[kind]?.includes(key) ?? false;
}
