/**
 * Loaded first in every Node process of the project (`node --import`: the server, the astro builds it spawns, the
 * test workers), before any module is resolved.
 *
 * Node 22 reads the nearest package.json of every file it loads to learn its format, and in doing so parses that
 * package's whole `exports` field again (an object spread calls its lazy getter: node/lib/internal/modules/
 * package_json_reader.js, getPackageScopeConfig). drizzle-orm's is 179 KB, and its dialects are hundreds of
 * files that import each other: loading the store's tables took 0.8 s, 0.6 s of it in that parsing, in every
 * process. drizzle-orm is `"type": "module"`, so a relative `.js` import from one of its files is an ES module of
 * the same package: it is resolved here without the lookup (0.2 s). Anything else goes the usual way.
 */
import { type ResolveHookSync, registerHooks } from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';

/** The resolve hook: drizzle-orm's relative `.js` imports directly, anything else by `next`. */
export const resolveDrizzle: ResolveHookSync = (specifier, context, next) => {
  const parent = context.parentURL;
  if (
    parent?.startsWith('file:') &&
    parent.includes(DRIZZLE) &&
    (specifier.startsWith('./') || specifier.startsWith('../')) &&
    specifier.endsWith('.js')
  ) {
    const url = new URL(specifier, parent);
    // Only inside the package: a path that climbs out of it goes the usual way.
    if (url.pathname.includes(DRIZZLE)) return { url: url.href, format: 'module', shortCircuit: true };
  }
  return next(specifier, context);
};

registerHooks({ resolve: resolveDrizzle });
