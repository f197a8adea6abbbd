/**
 * The audience statistics of the back-office (issue 8), from the database:
 * - visits by traffic source and by entry page type (consented audience events, `session_start`);
 * - the funnel of the 12 simulator steps with the drop-off at each step, completion time, eligible share and
 *   average amount by zone (simulation sessions: counts only, no personal data leaves the query);
 * - partner click-through (partner clicks of the results page over completed simulations);
 * - web vitals percentiles by page kind (consented `web_vital` events).
 */
import { pageTypeOf } from '../../src/core/audience/page-type.ts';
import { WEB_VITALS, type WebVitalName } from '../../src/core/audience/payload.ts';
import { STEP_SLUGS } from '../../src/core/simulation/steps.ts';
import type { Db } from '../client.ts';

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

export async function audienceStats(db: Db, since: string): Promise<AudienceStats> {
  const c = db.$client;
  const sources = c
    .prepare(
      `SELECT coalesce(traffic_source, 'direct') AS source, count(DISTINCT session_id) AS visits
       FROM visitor_events WHERE event_type = 'session_start' AND created_at >= ? GROUP BY 1 ORDER BY 2 DESC, 1`,
    )
    .all(since) as Array<{ source: string; visits: number }>;
  const entryPages = c
    .prepare(
      `SELECT coalesce(entry_page_type, 'other') AS type, count(DISTINCT session_id) AS visits
       FROM visitor_events WHERE event_type = 'session_start' AND created_at >= ? GROUP BY 1 ORDER BY 2 DESC, 1`,
    )
    .all(since) as Array<{ type: string; visits: number }>;

  // Funnel: a simulation has reached step N when its furthest step is N or more (completed = step 12).
  const reached = c
    .prepare(
      `SELECT CASE WHEN is_complete = 1 THEN 12 ELSE min(current_step, 12) END AS step, count(*) AS n
       FROM simulation_sessions WHERE created_at >= ? GROUP BY 1`,
    )
    .all(since) as Array<{ step: number; n: number }>;
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

  const durations = (
    c
      .prepare(
        `SELECT session_duration AS d FROM simulation_sessions
         WHERE is_complete = 1 AND session_duration IS NOT NULL AND created_at >= ? ORDER BY 1`,
      )
      .all(since) as Array<{ d: number }>
  ).map((r) => r.d);
  const totals = c
    .prepare(
      `SELECT count(*) AS started, coalesce(sum(is_complete), 0) AS completed,
              coalesce(sum(CASE WHEN is_complete = 1 AND is_eligible = 1 THEN 1 ELSE 0 END), 0) AS eligible
       FROM simulation_sessions WHERE created_at >= ?`,
    )
    .get(since) as { started: number; completed: number; eligible: number };

  const amountByZone = c
    .prepare(
      `SELECT zone, count(*) AS eligible, round(avg(montant_final)) AS averageAmount
       FROM simulation_sessions
       WHERE is_complete = 1 AND is_eligible = 1 AND montant_final > 0 AND created_at >= ?
       GROUP BY zone ORDER BY zone IS NULL, zone`,
    )
    .all(since) as AudienceStats['amountByZone'];

  const partners = (
    c
      .prepare(
        `SELECT partner_name AS partner, count(*) AS clicks FROM partner_clicks
         WHERE created_at >= ? GROUP BY 1 ORDER BY 2 DESC`,
      )
      .all(since) as Array<{ partner: string; clicks: number }>
  ).map((p) => ({
    ...p,
    simulations: totals.completed,
    clickThrough: totals.completed > 0 ? round1(p.clicks / totals.completed) : null,
  }));

  // Web vitals by page kind: values in memory per (kind, metric), then percentiles.
  const vitals = c
    .prepare(
      `SELECT page_path AS path, json_extract(event_data, '$.name') AS name, json_extract(event_data, '$.value') AS value
       FROM visitor_events WHERE event_type = 'web_vital' AND created_at >= ?`,
    )
    .all(since) as Array<{ path: string | null; name: string; value: number }>;
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
