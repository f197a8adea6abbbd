/**
 * Dashboard and statistics from the real tables: simulations per day, completion, funnel by step,
 * top cities, traffic sources (consented audience events), partner clicks. Editors and admins; the
 * recent contact messages on the dashboard carry names and e-mails, so only admins get them.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  contentCounts,
  recentMessages,
  simulationCounts,
  topSimulatedCities,
  unreadMessageCount,
} from '../../../db/queries/admin-dashboard.ts';
import {
  eligibleAmounts,
  lastStepReached,
  partnerClicksPerDay,
  sessionsByEntryPage,
  sessionsBySource,
  simulationsPerDay,
} from '../../../db/queries/admin-stats.ts';
import { revalorisationsAttendues } from '../../../src/core/apl/parameters/index.ts';
import { veilleDesBaremes } from '../../../src/core/apl/parameters/veille.ts';
import { parisDay } from '../../../src/core/dates.ts';
import { STEP_SLUGS } from '../../../src/core/simulation/steps.ts';
import { isAdmin } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp } from './shared.ts';

const Days = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1, 'Période invalide')
    .max(365, 'Période : 365 jours au plus')
    .default(30),
});

/** Step names of the v2 simulator (spec §2), for the funnel. */
export const STEP_NAMES = STEP_SLUGS;

const dayOf = (iso: string) => iso.slice(0, 10);

export function daysBack(days: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(dayOf(new Date(now.getTime() - i * 86_400_000).toISOString()));
  return out;
}

type Counts = { started: number; completed: number };

const rate = (r: Counts) => (r.started > 0 ? Math.round((1000 * r.completed) / r.started) / 10 : null);
const withRate = (r: Counts) => ({ started: r.started, completed: r.completed, completionRate: rate(r) });

/** GET /dashboard: today and the last 30 days, top cities, messages (their senders for admins only), content. */
export async function dashboardSummary(db: Db, { admin, now }: { admin: boolean; now: Date }) {
  const today = dayOf(now.toISOString());
  const since30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  return {
    today: withRate(await simulationCounts(db, today)),
    last30Days: withRate(await simulationCounts(db, since30)),
    topCities: await topSimulatedCities(db, since30),
    unreadMessages: await unreadMessageCount(db),
    recentMessages: admin ? await recentMessages(db) : null,
    content: await contentCounts(db),
    // The law watch (issue 27): revaluations expected and not entered, and those due within three months.
    lawWatch: veilleDesBaremes(parisDay(now), revalorisationsAttendues()),
  };
}

/** GET /stats: simulations per day over `days` days, the funnel by step, the average amount. */
export async function statsOverview(db: Db, days: number, now: Date) {
  const labels = daysBack(days, now);
  const since = labels[0] as string;
  const byDay = new Map((await simulationsPerDay(db, since)).map((r) => [r.day, r]));
  // Funnel: sessions that reached at least step N.
  const reached = await lastStepReached(db, since);
  const funnel = STEP_NAMES.map((name, i) => ({
    step: i + 1,
    name,
    sessions: reached.filter((r) => r.step >= i + 1).reduce((s, r) => s + r.n, 0),
  }));
  const amounts = await eligibleAmounts(db, since);
  return {
    days,
    perDay: labels.map((day) => ({
      day,
      started: byDay.get(day)?.started ?? 0,
      completed: byDay.get(day)?.completed ?? 0,
      eligible: byDay.get(day)?.eligible ?? 0,
    })),
    funnel,
    averageAmount: amounts.average == null ? null : Math.round(amounts.average),
    eligibleCount: amounts.count,
  };
}

/** GET /stats/sources: sessions by source and entry page, partner clicks per day and partner. */
export async function statsSources(db: Db, days: number, now: Date) {
  const labels = daysBack(days, now);
  const since = labels[0] as string;
  const clicks = await partnerClicksPerDay(db, since);
  const partners = [...new Set(clicks.map((r) => r.partner))];
  return {
    days,
    sources: await sessionsBySource(db, since),
    entryPages: await sessionsByEntryPage(db, since),
    partnerClicks: {
      labels,
      series: partners.map((partner) => ({
        partner,
        values: labels.map((day) => clicks.find((r) => r.day === day && r.partner === partner)?.n ?? 0),
      })),
      total: clicks.reduce((s, r) => s + r.n, 0),
    },
  };
}

export type DashboardSummary = Answer<typeof dashboardSummary>;
export type StatsOverview = Answer<typeof statsOverview>;
export type StatsSources = Answer<typeof statsSources>;
/** The query of GET /stats and GET /stats/sources. */
export type StatsPeriod = z.input<typeof Days>;

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

  return app;
}
