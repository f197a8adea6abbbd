/**
 * The maintenance page (issue 26): a server whose site was never built (its first build failed: new node, new
 * volume, restore) still starts, keeps its back-office and API, and answers every public page with a 503 in French
 * and a Retry-After, until a build goes live. The page is written here, without the build, from constants only.
 */
import type { MiddlewareHandler } from 'hono';
import { liveBuild } from '../services/site-builds.ts';

/** Seconds a client or crawler should wait before asking again. */
export const MAINTENANCE_RETRY_AFTER_S = 120;

export const MAINTENANCE_PAGE = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Site en maintenance — APL Simulateur</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}</style></head>
<body><main><h1>Site en maintenance</h1>
<p>Le simulateur d’aide au logement est en cours de mise à jour et revient dans quelques minutes.</p>
<p>Merci de réessayer un peu plus tard.</p></main></body>
</html>`;

/** While no build is live: 503 with the maintenance page for the public pages (GET, HEAD), others go on. */
export function maintenancePage(buildsDir: string): MiddlewareHandler {
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || liveBuild(buildsDir)) return next();
    return c.html(MAINTENANCE_PAGE, 503, {
      'Retry-After': String(MAINTENANCE_RETRY_AFTER_S),
      'Cache-Control': 'no-store',
    });
  };
}
