/**
 * /api/admin/*: every back-office endpoint. Order matters: the same-origin check (CSRF) first, then the
 * session and role check (401 without a session, 403 without a back-office role), then each resource,
 * whose admin-only parts add their own `adminOnly` guard. Every write is validated (zod) and audited.
 */
import { sameOrigin } from '../../auth/csrf.ts';
import type { SessionUser } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { articleRoutes } from './articles.ts';
import { audienceRoutes } from './audience.ts';
import { bulkRoutes } from './bulk.ts';
import { cityRoutes } from './cities.ts';
import { cityGeneratorRoutes } from './city-generator.ts';
import { cityHealthRoutes } from './city-health.ts';
import { legalNoticeRoutes } from './legal-notice.ts';
import { mediaRoutes } from './media.ts';
import { messageRoutes } from './messages.ts';
import { pendingRoutes } from './pending.ts';
import { presenceRoutes } from './presence.ts';
import { previewRoutes } from './preview.ts';
import { previewLinkRoutes } from './preview-links.ts';
import { publishOnSave } from './publishing.ts';
import { redirectRoutes } from './redirects.ts';
import { brokenLinkReportRoutes, brokenLinksOnSave } from './reports-broken-links.ts';
import { scaleImportRoutes } from './scale-import.ts';
import { scaleRoutes } from './scales.ts';
import { searchRoutes } from './search.ts';
import { adminApp, backOffice } from './shared.ts';
import { simulationRoutes } from './simulations.ts';
import { statsRoutes } from './stats.ts';
import { type SelfRequest, systemRoutes } from './system.ts';
import { taxonomyRoutes } from './taxonomy.ts';
import { thematiqueReportRoutes } from './thematique-reports.ts';
import { thematiqueRoutes } from './thematiques.ts';
import { trashRoutes } from './trash.ts';
import { userRoutes } from './users.ts';

/** What GET /api/admin/session answers: who is signed in, with their roles (the SPA's guard). */
export function sessionOf(user: SessionUser) {
  const { id, email, name, roles } = user;
  return { user: { id, email, name }, roles, isAdmin: roles.includes('admin') };
}
export type Session = ReturnType<typeof sessionOf>;

/** `request`: the whole application's, for the security checks that ask this very server (system.ts). */
export function adminRoutes(ctx: AppContext, request: SelfRequest) {
  const app = adminApp();
  app.use('*', sameOrigin(ctx));
  app.use('*', backOffice(ctx));
  app.use('*', publishOnSave(ctx));
  // Each answer of an article's or guide's detail says its broken internal links (a warning, issue 30).
  app.use('*', brokenLinksOnSave(ctx));

  /** Who is signed in, with their roles (the SPA's guard). */
  app.get('/session', (c) => c.json(sessionOf(c.get('user'))));

  for (const routes of [
    statsRoutes,
    searchRoutes,
    audienceRoutes,
    pendingRoutes,
    // POST /articles/bulk, /thematiques/bulk, /cities/bulk before the /:id routes.
    bulkRoutes,
    articleRoutes,
    taxonomyRoutes,
    previewRoutes,
    previewLinkRoutes,
    presenceRoutes,
    mediaRoutes,
    simulationRoutes,
    // Fixed paths before the /cities/:id and /thematiques/:id they would otherwise match.
    cityHealthRoutes,
    cityRoutes,
    cityGeneratorRoutes,
    thematiqueReportRoutes,
    thematiqueRoutes,
    userRoutes,
    messageRoutes,
    redirectRoutes,
    brokenLinkReportRoutes,
    trashRoutes,
    legalNoticeRoutes,
    // POST /scales/import before the /scales/:id routes.
    scaleImportRoutes,
    scaleRoutes,
  ]) {
    app.route('/', routes(ctx));
  }
  app.route('/', systemRoutes(ctx, request));
  app.all('*', () => {
    throw notFound();
  });
  return app;
}
