/** Builds the Hono application: API routes, then the static site. One app for production and tests. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { adminSpaRoutes } from './admin/serve.ts';
import type { AppContext } from './context.ts';
import { ApiFailure, errorResponse, notFound } from './errors.ts';
import { maintenancePage } from './middleware/maintenance.ts';
import { refuseNul } from './middleware/no-nul.ts';
import { storeDownNet } from './middleware/store-down.ts';
import { allowListOf } from './observability/allow-list.ts';
import { observeRequests } from './observability/http.ts';
import { log } from './observability/log.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { MEDIA_UPLOAD_PATH, mediaFileRoutes } from './routes/admin/media.ts';
import { SCALES_IMPORT_PATH } from './routes/admin/scale-import.ts';
import { authRoutes } from './routes/auth.ts';
import { buildSyncRoutes } from './routes/build-sync.ts';
import { citySearchRoutes } from './routes/city-search.ts';
import { contactRoutes } from './routes/contact.ts';
import { dataDeletionPageRoutes, dataDeletionRoutes } from './routes/data-deletion.ts';
import { healthRoutes } from './routes/health.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { partnerRoutes } from './routes/partner.ts';
import { previewPageRoutes } from './routes/preview-page.ts';
import { simulationRoutes } from './routes/simulation.ts';
import { simulatorPageRoutes } from './routes/simulator-pages.ts';
import { cityPageExistenceRoutes, siteRoutes } from './routes/site.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { securityHeaders } from './security/headers.ts';
import { writeLimits } from './security/write-limits.ts';

export const API_BODY_LIMIT_BYTES = 64 * 1024;

export function createApp(ctx: AppContext) {
  const app = new Hono();

  // Request ids, one JSON log line and the HTTP metrics per request (api/observability): off when both are.
  const metrics = allowListOf(ctx.env.METRICS_ALLOW) !== null;
  if (metrics || log().isLevelEnabled('fatal')) app.use('*', observeRequests({ metrics }));
  app.use('*', securityHeaders(ctx.env.BUILDS_DIR));
  app.use('*', compress());
  // A 500 answered while the store does not answer is the outage's 503 (api/middleware/store-down.ts).
  app.use('*', storeDownNet(ctx.db));

  // JSON bodies of the public API are small; uploads (admin media, OpenFisca files) set their own limit.
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiFailure(413, 'TROP_VOLUMINEUX', 'Requête trop volumineuse');
    },
  });
  const ownLimits = new Set([MEDIA_UPLOAD_PATH, SCALES_IMPORT_PATH]);
  app.use('/api/*', (c, next) => (ownLimits.has(c.req.path) ? next() : apiBodyLimit(c, next)));
  app.use('/api/*', refuseNul());
  // Every write is rate-limited per client, in the store (api/security/write-limits.ts).
  app.use('/api/*', writeLimits(ctx));

  app.route('/api/health', healthRoutes(ctx));
  app.route('/api/auth', authRoutes(ctx));
  // The security checks of the back-office ask this very application (no import of app.ts back).
  app.route(
    '/api/admin',
    adminRoutes(ctx, (path, init) => app.request(path, init)),
  );
  app.route('/api', simulationRoutes(ctx));
  app.route('/api/partner-clicks', partnerRoutes(ctx));
  app.route('/api/contact', contactRoutes(ctx));
  app.route('/api/visitor-tracking', trackingRoutes(ctx));
  app.route('/api/data-deletion', dataDeletionRoutes(ctx));
  app.route('/api/city-pages', cityPageExistenceRoutes(ctx));
  // The builds of this server for the others (BUILD_SYNC=fetch): secret-protected, never cached.
  app.route('/api/internal/builds', buildSyncRoutes(ctx));
  app.all('/api/*', () => {
    throw notFound();
  });
  app.route('/metrics', metricsRoutes(ctx));
  app.route('/media', mediaFileRoutes(ctx));
  app.route('/', adminSpaRoutes());
  app.route('/', simulatorPageRoutes(ctx));
  app.route('/', dataDeletionPageRoutes(ctx));
  app.route('/', citySearchRoutes(ctx));
  // An editor's preview link, opened without an account (private, never cached nor indexed).
  app.route('/', previewPageRoutes(ctx));
  // No live build (its first one failed): the static pages answer 503 with a maintenance page (issue 26).
  app.use('*', maintenancePage(ctx.env.BUILDS_DIR));
  app.route('/', siteRoutes(ctx));

  app.onError(errorResponse);
  return app;
}
