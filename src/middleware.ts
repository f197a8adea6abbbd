/**
 * Build-time only (the site is static output): in the shards of a full build after the first, a route without
 * parameters is not rendered (a response without body writes no file). The first shard renders those pages, and
 * the merge kept its copies anyway (api/services/build-shards.ts): rendering them in every process cost each of
 * the others 0.25–0.3 s of a 10 s build.
 */
import { defineMiddleware } from 'astro:middleware';
import { rendersSharedPages } from './lib/server/build-scope';

export const onRequest = defineMiddleware((context, next) => {
  if (!context.routePattern.includes('[') && !rendersSharedPages())
    return new Response(null, { status: 204 });
  return next();
});
