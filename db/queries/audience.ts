/**
 * The audience statistics of the back-office (issue 8), from the database:
 * - visits by traffic source and by entry page type (consented audience events, `session_start`);
 * - the funnel of the 12 simulator steps with the drop-off at each step, completion time, eligible share and
 *   average amount by zone (simulation sessions: counts only, no personal data leaves the query);
 * - partner click-through (partner clicks of the results page over completed simulations);
 * - web vitals percentiles by page kind (consented `web_vital` events).
 */
import { and, asc, count, countDistinct, desc, eq, gt, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import { pageTypeOf } from '../../src/core/audience/page-type.ts';
import { WEB_VITALS, type WebVitalName } from '../../src/core/audience/payload.ts';
import { STEP_SLUGS } from '../../src/core/simulation/steps.ts';
import type { Db } from '../client.ts';
import { countWhere, first, numeric } from '../dialect.ts';
import { partnerClicks, simulationSessions, visitorEvents } from '../tables.ts';

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

export type AudienceStats = {
  since: string;
  visits: number;
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

export async function audienceStats(db: Db, since: string): Promise<AudienceStats> {
  const ev = visitorEvents;
  const sim = simulationSessions;
  const started = and(eq(ev.eventType, 'session_start'), gte(ev.createdAt, since));
  // Ties in code-unit order of the name, the same on both stores (PostgreSQL's text order follows its locale).
  const byVisits =
    <R extends { visits: number }>(key: (r: R) => string) =>
    (a: R, b: R) =>
      b.visits - a.visits || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  const sources = (
    await db
      .select({
        source: sql<string>`coalesce(${ev.trafficSource}, 'direct')`,
        visits: countDistinct(ev.sessionId),
      })
      .from(ev)
      .where(started)
      .groupBy(sql`1`)
  ).sort(byVisits((r) => r.source));
  const entryPages = (
    await db
      .select({
        type: sql<string>`coalesce(${ev.entryPageType}, 'other')`,
        visits: countDistinct(ev.sessionId),
      })
      .from(ev)
      .where(started)
      .groupBy(sql`1`)
  ).sort(byVisits((r) => r.type));

  // Funnel: a simulation has reached step N when its furthest step is N or more (completed = step 12).
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
  const funnel: FunnelStep[] = STEP_SLUGS.map((name, i) => {
    const sessions = atLeast(i + 1);
    const next = i + 1 < STEP_SLUGS.length ? atLeast(i + 2) : null;
    return {
      step: i + 1,
      name,
      sessions,
      dropOff: next === null || sessions === 0 ? null : round1((sessions - next) / sessions),
    };
  });

  const completed = and(eq(sim.isComplete, true), gte(sim.createdAt, since));
  const durations = (
    await db
      .select({ d: sim.sessionDuration })
      .from(sim)
      .where(and(completed, isNotNull(sim.sessionDuration)))
      .orderBy(asc(sim.sessionDuration))
  ).map((r) => r.d as number);
  const totals = (await first(
    db
      .select({
        started: count(),
        completed: countWhere(eq(sim.isComplete, true)),
        eligible: countWhere(and(eq(sim.isComplete, true), eq(sim.isEligible, true)) as SQL),
      })
      .from(sim)
      .where(gte(sim.createdAt, since)),
  )) ?? { started: 0, completed: 0, eligible: 0 };

  const amountByZone: AudienceStats['amountByZone'] = await db
    .select({
      zone: sim.zone,
      eligible: count(),
      averageAmount: numeric(sql`round(avg(${sim.montantFinal}))`),
    })
    .from(sim)
    .where(and(completed, eq(sim.isEligible, true), gt(sim.montantFinal, 0)))
    .groupBy(sim.zone)
    .orderBy(sql`${sim.zone} IS NULL`, asc(sim.zone));

  const partners = (
    await db
      .select({ partner: partnerClicks.partnerName, clicks: count() })
      .from(partnerClicks)
      .where(gte(partnerClicks.createdAt, since))
      .groupBy(partnerClicks.partnerName)
      .orderBy(desc(count()))
  ).map((p) => ({
    ...p,
    simulations: totals.completed,
    clickThrough: totals.completed > 0 ? round1(p.clicks / totals.completed) : null,
  }));

  // Web vitals by page kind: values in memory per (kind, metric), then percentiles.
  // The whole (small, validated) event data: its value keeps its JSON type on both stores.
  const vitals = (
    await db
      .select({ path: ev.pagePath, data: ev.eventData })
      .from(ev)
      .where(and(eq(ev.eventType, 'web_vital'), gte(ev.createdAt, since)))
  ).map((r) => ({ path: r.path, name: r.data?.name as string, value: r.data?.value }));
  const buckets = new Map<string, Map<WebVitalName, number[]>>();
  for (const v of vitals) {
    if (!(WEB_VITALS as readonly string[]).includes(v.name) || typeof v.value !== 'number') continue;
    const kind = pageTypeOf(v.path);
    const byMetric = buckets.get(kind) ?? new Map<WebVitalName, number[]>();
    buckets.set(kind, byMetric);
    const list = byMetric.get(v.name as WebVitalName) ?? [];
    byMetric.set(v.name as WebVitalName, list);
    list.push(v.value);
  }
  const webVitals = [...buckets.entries()]
    .map(([pageType, byMetric]) => ({
      pageType,
      metrics: Object.fromEntries(
        [...byMetric.entries()].map(([name, values]) => {
          values.sort((a, b) => a - b);
          return [
            name,
            {
              n: values.length,
              p50: percentile(values, 50),
              p75: percentile(values, 75),
              p90: percentile(values, 90),
            },
          ];
        }),
      ) as Partial<Record<WebVitalName, VitalStats>>,
    }))
    .sort((a, b) => a.pageType.localeCompare(b.pageType));

  return {
    since,
    visits: sources.reduce((s, r) => s + r.visits, 0),
    sources,
    entryPages,
    funnel,
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
    amountByZone,
    partners,
    webVitals,
  };
}
