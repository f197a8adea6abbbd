/**
 * Dashboard and statistics from the real tables: visits (consented audience events), simulations per day,
 * completion, funnel by step, top cities, traffic sources, partner clicks, page views of the articles and city
 * pages, and the CSV export of each chart (stats-export.ts). Every figure is counted as
 * src/core/audience/definitions.ts defines it, over the same period: the same 30 days give the same number of
 * visits on the dashboard and on every statistics screen (issue 30). Editors and admins; the recent contact
 * messages on the dashboard carry names and e-mails, so only admins get them.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  contentCounts,
  recentMessages,
  topSimulatedCities,
  unreadMessageCount,
} from '../../../db/queries/admin-dashboard.ts';
import { eligibleAmounts, partnerClicksPerDay, simulationsPerDay } from '../../../db/queries/admin-stats.ts';
import {
  pageViews,
  simulationFunnel,
  simulationTotals,
  visitsByEntryPage,
  visitsBySource,
  visitsPerDay,
  visitTotals,
} from '../../../db/queries/audience.ts';
import { PAGE_VIEW_SORTS, pageViewsOf } from '../../../db/queries/stats-page-views.ts';
import { revalorisationsAttendues } from '../../../src/core/apl/parameters/index.ts';
import { veilleDesBaremes } from '../../../src/core/apl/parameters/veille.ts';
import { periodDays, periodStart, VIEWED_PAGE_KINDS } from '../../../src/core/audience/definitions.ts';
import { parisDay } from '../../../src/core/dates.ts';
import { isAdmin } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp } from './shared.ts';
import { exportRoutes } from './stats-export.ts';

const days = (max: number) =>
  z.coerce.number().int().min(1, 'Période invalide').max(max, `Période : ${max} jours au plus`).default(30);

const Days = z.object({ days: days(365) });

export const PageViewsQuery = z.object({
  days: days(400),
  kind: z.enum(VIEWED_PAGE_KINDS, { error: 'Type de page : article ou city' }).default('article'),
  sort: z.enum(PAGE_VIEW_SORTS, { error: 'Tri : views, visits ou title' }).default('views'),
  order: z.enum(['asc', 'desc'], { error: 'Ordre : asc ou desc' }).default('desc'),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Nombre de lignes invalide')
    .max(100, '100 lignes au plus')
    .default(20),
});

type Counts = { started: number; completed: number };

const rate = (r: Counts) => (r.started > 0 ? Math.round((1000 * r.completed) / r.started) / 10 : null);

/** Visits and simulations since `since`, as every screen counts them. */
async function periodFigures(db: Db, since: string) {
  const sims = await simulationTotals(db, since);
  const { visits } = await visitTotals(db, since);
  return { visits, started: sims.started, completed: sims.completed, completionRate: rate(sims) };
}

/** GET /dashboard: today and the last 30 days, top cities, messages (their senders for admins only), content. */
export async function dashboardSummary(db: Db, { admin, now }: { admin: boolean; now: Date }) {
  const since30 = periodStart(30, now);
  return {
    today: await periodFigures(db, periodStart(1, now)),
    last30Days: await periodFigures(db, since30),
    topCities: await topSimulatedCities(db, since30),
    unreadMessages: await unreadMessageCount(db),
    recentMessages: admin ? await recentMessages(db) : null,
    content: await contentCounts(db),
    // The law watch (issue 27): revaluations expected and not entered, and those due within three months.
    lawWatch: veilleDesBaremes(parisDay(now), revalorisationsAttendues()),
  };
}

/** GET /stats: visits and simulations per day over `days` days, the funnel by step, the average amount. */
export async function statsOverview(db: Db, days: number, now: Date) {
  const labels = periodDays(days, now);
  const since = periodStart(days, now);
  const byDay = new Map((await simulationsPerDay(db, since)).map((r) => [r.day, r]));
  const visitsByDay = new Map((await visitsPerDay(db, since)).map((r) => [r.day, r.visits]));
  const totals = await simulationTotals(db, since);
  const amounts = await eligibleAmounts(db, since);
  return {
    days,
    since,
    visits: (await visitTotals(db, since)).visits,
    started: totals.started,
    completed: totals.completed,
    perDay: labels.map((day) => ({
      day,
      visits: visitsByDay.get(day) ?? 0,
      started: byDay.get(day)?.started ?? 0,
      completed: byDay.get(day)?.completed ?? 0,
      eligible: byDay.get(day)?.eligible ?? 0,
    })),
    funnel: await simulationFunnel(db, since),
    averageAmount: amounts.average == null ? null : Math.round(amounts.average),
    eligibleCount: totals.eligible,
  };
}

/** Partner clicks per day of the period, one series per partner. */
export async function partnerClickSeries(db: Db, since: string, labels: string[]) {
  const clicks = await partnerClicksPerDay(db, since);
  const partners = [...new Set(clicks.map((r) => r.partner))];
  return {
    labels,
    series: partners.map((partner) => ({
      partner,
      values: labels.map((day) => clicks.find((r) => r.day === day && r.partner === partner)?.n ?? 0),
    })),
    total: clicks.reduce((s, r) => s + r.n, 0),
  };
}

/** GET /stats/sources: visits by source and entry page, partner clicks per day and partner. */
export async function statsSources(db: Db, days: number, now: Date) {
  const since = periodStart(days, now);
  return {
    days,
    since,
    visits: (await visitTotals(db, since)).visits,
    sources: await visitsBySource(db, since),
    entryPages: await visitsByEntryPage(db, since),
    partnerClicks: await partnerClickSeries(db, since, periodDays(days, now)),
  };
}

/** GET /stats/pages: page views of the articles or the city pages over `days` days, sorted by the server. */
export async function statsPages(db: Db, q: z.output<typeof PageViewsQuery>, now: Date) {
  const since = periodStart(q.days, now);
  return { days: q.days, since, sort: q.sort, order: q.order, ...(await pageViews(db, since, q)) };
}

const OnePage = z.object({
  kind: z.enum(VIEWED_PAGE_KINDS, { error: 'Type de page : article ou city' }),
  id: z.coerce
    .number({ error: 'Identifiant invalide' })
    .int('Identifiant invalide')
    .positive('Identifiant invalide'),
});

/** GET /stats/pages/:kind/:id: the views of one article or city page over 30 days (its editor's side panel). */
export async function statsOfPage(db: Db, kind: 'article' | 'city', id: number, now: Date) {
  const found = await pageViewsOf(db, kind, id, periodStart(30, now));
  return found && { days: 30, ...found };
}

export type DashboardSummary = Answer<typeof dashboardSummary>;
export type StatsOverview = Answer<typeof statsOverview>;
export type StatsSources = Answer<typeof statsSources>;
export type StatsPages = Answer<typeof statsPages>;
export type StatsOfPage = NonNullable<Answer<typeof statsOfPage>>;
/** The query of GET /stats and GET /stats/sources. */
export type StatsPeriod = z.input<typeof Days>;
/** The query of GET /stats/pages. */
export type StatsPagesQuery = z.input<typeof PageViewsQuery>;

export function statsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  const now = () => ctx.now?.() ?? new Date();

  app.get('/dashboard', async (c) =>
    c.json(await dashboardSummary(db, { admin: isAdmin(c.get('user')), now: now() })),
  );

  app.get('/stats', validate('query', Days), async (c) =>
    c.json(await statsOverview(db, c.req.valid('query').days, now())),
  );

  app.get('/stats/sources', validate('query', Days), async (c) =>
    c.json(await statsSources(db, c.req.valid('query').days, now())),
  );

  app.get('/stats/pages', validate('query', PageViewsQuery), async (c) =>
    c.json(await statsPages(db, c.req.valid('query'), now())),
  );

  app.get('/stats/pages/:kind/:id', validate('param', OnePage), async (c) => {
    const { kind, id } = c.req.valid('param');
    const found = await statsOfPage(db, kind, id, now());
    if (!found) throw notFound(kind === 'article' ? 'Article introuvable' : 'Page ville introuvable');
    return c.json(found);
  });

  app.route('/', exportRoutes(ctx));
  return app;
}
