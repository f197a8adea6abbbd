/** What a scoped build renders, read from BUILD_SCOPE as the astro process the server spawns reads it. */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a fresh astro process loads it (it reads the scope once). */
async function withScope(scope: object | null) {
  vi.resetModules();
  if (scope) vi.stubEnv('BUILD_SCOPE', JSON.stringify(scope));
  else vi.stubEnv('BUILD_SCOPE', '');
  vi.stubEnv('BUILD_SCOPE_FILE', '');
  return import('./build-scope.ts');
}
afterEach(() => vi.unstubAllEnvs());

describe('build scope', () => {
  it('a full build renders everything, the shared pages included', async () => {
    const scope = await withScope(null);
    expect(scope.scopeKeys('cities')).toBeNull();
    expect(scope.inScope('cities', 'apl-lyon')).toBe(true);
    expect(scope.sharedPaths(['email', 'loyer'])).toEqual(['email', 'loyer']);
    expect(scope.rendersSharedPages()).toBe(true);
  });

  it('a shard after the first leaves the shared pages to the first, and renders only its own list', async () => {
    const scope = await withScope({ cities: ['apl-lyon'], sharedPages: false });
    expect(scope.sharedPaths(['email', 'loyer'])).toEqual([]);
    expect(scope.rendersSharedPages()).toBe(false);
    expect(scope.inScope('cities', 'apl-lyon')).toBe(true);
    expect(scope.inScope('cities', 'apl-paris')).toBe(false);
    expect(scope.inScope('communes-data', '69')).toBe(false);
  });

  it('an incremental build (no sharedPages) renders the shared pages', async () => {
    const scope = await withScope({ articles: ['a'] });
    expect(scope.sharedPaths([1, 2, 3])).toEqual([1, 2, 3]);
    expect(scope.rendersSharedPages()).toBe(true);
    expect(scope.scopeKeys('cities')).toEqual([]);
  });
});
