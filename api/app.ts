/** Builds the Hono application: API routes, then the static site. One app for production and tests. */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { AppContext } from './context.ts';
import { healthRoutes } from './routes/health.ts';
import { siteRoutes } from './routes/site.ts';

export function createApp(ctx: AppContext) {
  const app = new Hono();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Astro's island loader is an inline script.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('*', compress());

  app.route('/api/health', healthRoutes(ctx));
  app.all('/api/*', (c) => c.json({ success: false, error: 'Ressource introuvable' }, 404));
  app.route('/', siteRoutes(ctx));

  app.onError((err, c) => {
    console.error(err);
    return c.json({ success: false, error: 'Erreur interne du serveur' }, 500);
  });
  return app;
}
