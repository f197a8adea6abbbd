/**
 * The audience statistics of the back-office (issue 8), from the database, counted as
 * src/core/audience/definitions.ts defines a visit, a visitor and a page view (issue 30: one definition for every
 * screen):
 * - visits by traffic source and by entry page type (consented audience events, `session_start`);
 * - page views of the articles and city pages (consented `session_start` and `pageview` events);
 * - the funnel of the 12 simulator steps with the drop-off at each step, completion time, eligible share and
 *   average amount by zone (simulation sessions: counts only, no personal data leaves the query);
 * - partner click-through (partner clicks of the results page over completed simulations);
 * - web vitals percentiles by page kind (consented `web_vital` events).
 */
import { and, asc, count, countDistinct, desc, eq, gt, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import { VISIT_START_EVENT } from '../../src/core/audience/definitions.ts';
import { pageTypeOf } from '../../src/core/audience/page-type.ts';
import { WEB_VITALS, type WebVitalName } from '../../src/core/audience/payload.ts';
import { STEP_SLUGS } from '../../src/core/simulation/steps.ts';
import type { Db } from '../client.ts';
import { countWhere, first, numeric } from '../dialect.ts';
import { partnerClicks, simulationSessions, visitorEvents } from '../tables.ts';

export { type PageViewQuery, type PageViewRow, pageViews } from './stats-page-views.ts';

/** Nearest-rank percentile of sorted values (null when there is none). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export type FunnelStep = {
  step: number;
  name: string;
  /** Simulations that reached this step. */
  sessions: number;
  /** Share of those that reached this step and went no further (null for the last step). */
  dropOff: number | null;
};

export type VitalStats = { n: number; p50: number | null; p75: number | null; p90: number | null };

type SimulationTotals = { started: number; completed: number; eligible: number };

export type AudienceStats = {
  since: string;
  visits: number;
  visitors: number;
  sources: Array<{ source: string; visits: number }>;
  entryPages: Array<{ type: string; visits: number }>;
  funnel: FunnelStep[];
  completion: {
    started: number;
    completed: number;
    medianSeconds: number | null;
    p25Seconds: number | null;
    p75Seconds: number | null;
    p90Seconds: number | null;
  };
  eligible: { completed: number; eligible: number; share: number | null };
  amountByZone: Array<{ zone: number | null; eligible: number; averageAmount: number | null }>;
  partners: Array<{ partner: string; clicks: number; simulations: number; clickThrough: number | null }>;
  webVitals: Array<{ pageType: string; metrics: Partial<Record<WebVitalName, VitalStats>> }>;
};

const round1 = (x: number) => Math.round(x * 1000) / 10;

export type PartnerClickRow = Omit<typeof partnerClicks.$inferInsert, 'id' | 'createdAt'>;

/** Counts one click on a partner's link (api/routes/partner.ts). */
export async function recordPartnerClick(db: Db, click: PartnerClickRow): Promise<void> {
  await db.insert(partnerClicks).values(click);
}

/** The visits that start on or after `since` (definitions.ts): their `session_start` events. */
const visitsSince = (since: string) =>
  and(eq(visitorEvents.eventType, VISIT_START_EVENT), gte(visitorEvents.createdAt, since)) as SQL;

/** Visits and distinct visitors since `since`: the one count every screen shows. */
export async function visitTotals(db: Db, since: string): Promise<{ visits: number; visitors: number }> {
  const row = await first(
    db
      .select({
        visits: countDistinct(visitorEvents.sessionId),
        visitors: countDistinct(visitorEvents.visitorId),
      })
      .from(visitorEvents)
      .where(visitsSince(since)),
  );
  return { visits: Number(row?.visits ?? 0), visitors: Number(row?.visitors ?? 0) };
}

/** Visits per UTC day (AAAA-MM-JJ) since `since`, the days without any left out. */
export async function visitsPerDay(db: Db, since: string): Promise<Array<{ day: string; visits: number }>> {
  return db
    .select({
      day: sql<string>`substr(${visitorEvents.createdAt}, 1, 10)`,
      visits: countDistinct(visitorEvents.sessionId),
    })
    .from(visitorEvents)
    .where(visitsSince(since))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

// Ties in code-unit order of the name, the same on both stores (PostgreSQL's text order follows its locale).
const byVisits =
  <R extends { visits: number }>(key: (r: R) => string) =>
  (a: R, b: R) =>
    b.visits - a.visits || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/** Visits since `since` by traffic source, most first. */
export async function visitsBySource(db: Db, since: string): Promise<AudienceStats['sources']> {
  const ev = visitorEvents;
  return (
    await db
      .select({
        source: sql<string>`coalesce(${ev.trafficSource}, 'direct')`,
        visits: countDistinct(ev.sessionId),
      })
      .from(ev)
      .where(visitsSince(since))
      .groupBy(sql`1`)
  ).sort(byVisits((r) => r.source));
}

/** Visits since `since` by kind of entry page, most first. */
export async function visitsByEntryPage(db: Db, since: string): Promise<AudienceStats['entryPages']> {
  const ev = visitorEvents;
  return (
    await db
      .select({
        type: sql<string>`coalesce(${ev.entryPageType}, 'other')`,
        visits: countDistinct(ev.sessionId),
      })
      .from(ev)
      .where(visitsSince(since))
      .groupBy(sql`1`)
  ).sort(byVisits((r) => r.type));
}

/** The funnel: a simulation has reached step N when its furthest step is N or more (completed = step 12). */
export async function simulationFunnel(db: Db, since: string): Promise<FunnelStep[]> {
  const sim = simulationSessions;
  const reached = await db
    .select({
      step: numeric(
        sql`CASE WHEN ${sim.isComplete} THEN 12 WHEN ${sim.currentStep} > 12 THEN 12 ELSE ${sim.currentStep} END`,
      ),
      n: count(),
    })
    .from(sim)
    .where(gte(sim.createdAt, since))
    .groupBy(sql`1`);
  const atLeast = (step: number) => reached.filter((r) => r.step >= step).reduce((s, r) => s + r.n, 0);
  return STEP_SLUGS.map((name, i) => {
    const sessions = atLeast(i + 1);
    const next = i + 1 < STEP_SLUGS.length ? atLeast(i + 2) : null;
    return {
      step: i + 1,
      name,
      sessions,
      dropOff: next === null || sessions === 0 ? null : round1((sessions - next) / sessions),
    };
  });
}

/** Simulations started, completed and eligible since `since` (definitions.ts). */
export async function simulationTotals(db: Db, since: string): Promise<SimulationTotals> {
  const sim = simulationSessions;
  return (
    (await first(
      db
        .select({
          started: count(),
          completed: countWhere(eq(sim.isComplete, true)),
          eligible: countWhere(and(eq(sim.isComplete, true), eq(sim.isEligible, true)) as SQL),
        })
        .from(sim)
        .where(gte(sim.createdAt, since)),
    )) ?? { started: 0, completed: 0, eligible: 0 }
  );
}

const completedSince = (since: string) =>
  and(eq(simulationSessions.isComplete, true), gte(simulationSessions.createdAt, since)) as SQL;

async function completionDurations(db: Db, since: string): Promise<number[]> {
  const sim = simulationSessions;
  return (
    await db
      .select({ d: sim.sessionDuration })
      .from(sim)
      .where(and(completedSince(since), isNotNull(sim.sessionDuration)))
      .orderBy(asc(sim.sessionDuration))
  ).map((r) => r.d as number);
}

/** The average aid of eligible completed simulations, by zone. */
export async function amountByZone(db: Db, since: string): Promise<AudienceStats['amountByZone']> {
  const sim = simulationSessions;
  return db
    .select({
      zone: sim.zone,
      eligible: count(),
      averageAmount: numeric(sql`round(avg(${sim.montantFinal}))`),
    })
    .from(sim)
    .where(and(completedSince(since), eq(sim.isEligible, true), gt(sim.montantFinal, 0)))
    .groupBy(sim.zone)
    .orderBy(sql`${sim.zone} IS NULL`, asc(sim.zone));
}

/** Clicks to each partner, and their share of the completed simulations. */
export async function partnerClickThrough(
  db: Db,
  since: string,
  completed: number,
): Promise<AudienceStats['partners']> {
  const rows = await db
    .select({ partner: partnerClicks.partnerName, clicks: count() })
    .from(partnerClicks)
    .where(gte(partnerClicks.createdAt, since))
    .groupBy(partnerClicks.partnerName)
    .orderBy(desc(count()));
  return rows.map((p) => ({
    ...p,
    simulations: completed,
    clickThrough: completed > 0 ? round1(p.clicks / completed) : null,
  }));
}

function vitalStats(values: number[]): VitalStats {
  values.sort((a, b) => a - b);
  return {
    n: values.length,
    p50: percentile(values, 50),
    p75: percentile(values, 75),
    p90: percentile(values, 90),
  };
}

/** Web vitals by page kind: values in memory per (kind, metric), then percentiles. */
export async function webVitalsByPageType(db: Db, since: string): Promise<AudienceStats['webVitals']> {
  // The whole (small, validated) event data: its value keeps its JSON type on both stores.
  const vitals = await db
    .select({ path: visitorEvents.pagePath, data: visitorEvents.eventData })
    .from(visitorEvents)
    .where(and(eq(visitorEvents.eventType, 'web_vital'), gte(visitorEvents.createdAt, since)));
  const buckets = new Map<string, Map<WebVitalName, number[]>>();
  for (const { path, data } of vitals) {
    const name = data?.name as WebVitalName;
    if (!WEB_VITALS.includes(name) || typeof data?.value !== 'number') continue;
    const kind = pageTypeOf(path);
    const byMetric = buckets.get(kind) ?? new Map<WebVitalName, number[]>();
    buckets.set(kind, byMetric);
    byMetric.set(name, [...(byMetric.get(name) ?? []), data.value]);
  }
  return [...buckets.entries()]
    .map(([pageType, byMetric]) => ({
      pageType,
      metrics: Object.fromEntries(
        [...byMetric.entries()].map(([name, values]) => [name, vitalStats(values)]),
      ) as Partial<Record<WebVitalName, VitalStats>>,
    }))
    .sort((a, b) => a.pageType.localeCompare(b.pageType));
}

/** Everything the « Audience et parcours » screen shows, since `since`. */
export async function audienceStats(db: Db, since: string): Promise<AudienceStats> {
  const totals = await simulationTotals(db, since);
  const durations = await completionDurations(db, since);
  return {
    since,
    ...(await visitTotals(db, since)),
    sources: await visitsBySource(db, since),
    entryPages: await visitsByEntryPage(db, since),
    funnel: await simulationFunnel(db, since),
    completion: {
      started: totals.started,
      completed: totals.completed,
      medianSeconds: percentile(durations, 50),
      p25Seconds: percentile(durations, 25),
      p75Seconds: percentile(durations, 75),
      p90Seconds: percentile(durations, 90),
    },
    eligible: {
      completed: totals.completed,
      eligible: totals.eligible,
      share: totals.completed > 0 ? round1(totals.eligible / totals.completed) : null,
    },
    amountByZone: await amountByZone(db, since),
    partners: await partnerClickThrough(db, since, totals.completed),
    webVitals: await webVitalsByPageType(db, since),
  };
}
