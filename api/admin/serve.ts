/**
 * Serves the admin SPA (built by `npm run build:admin` into api/admin/dist) under /admin: hashed assets
 * with a long cache, every other /admin path answered with index.html (the SPA's client routes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { pagePolicy } from '../security/headers.ts';

export const ADMIN_DIST = resolve(import.meta.dirname, 'dist');

export function adminSpaRoutes(dist = ADMIN_DIST) {
  const app = new Hono();
  const index = join(dist, 'index.html');
  app.use(
    '/admin/assets/*',
    serveStatic({
      root: dist,
      rewriteRequestPath: (path) => path.replace(/^\/admin/, ''),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
  app.get('/admin/assets/*', (c) => c.text('Fichier introuvable', 404));
  const page = (c: Context) => {
    if (!existsSync(index))
      return c.html(
        '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Administration</title><p>Le module d’administration n’est pas construit : lancez <code>npm run build:admin</code>.</p></html>',
        503,
      );
    c.header('Cache-Control', 'no-cache');
    // The SPA's index.html has no inline script (no hash needed), unlike the static site's pages.
    c.header('Content-Security-Policy', pagePolicy([]));
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.html(readFileSync(index, 'utf8'));
  };
  app.get('/admin', page);
  app.get('/admin/*', page);
  return app;
}
