/**
 * The process's Prometheus metrics (prom-client), one registry per process whatever the number of apps: HTTP
 * requests by route pattern (never the raw path: a bounded number of series), step saves, rate-limit refusals,
 * builds, the build queue (read at scrape time, api/routes/metrics.ts), e-mails, and Node's own.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requêtes HTTP traitées, par motif de route, méthode et statut',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Durée des requêtes HTTP (jusqu’à la réponse prête), par motif de route, méthode et statut',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const stepSaves = new Counter({
  name: 'apl_step_saves_total',
  help: 'Sauvegardes d’étape du simulateur acceptées',
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'apl_rate_limit_refusals_total',
  help: 'Requêtes refusées par une limite de débit (429), par limite',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const builds = new Counter({
  name: 'apl_builds_total',
  help: 'Constructions du site terminées, par résultat (success, failed) et portée (full, partial)',
  labelNames: ['outcome', 'scope'] as const,
  registers: [registry],
});

export const buildDuration = new Histogram({
  name: 'apl_build_duration_seconds',
  help: 'Durée des constructions du site, par résultat et portée',
  labelNames: ['outcome', 'scope'] as const,
  buckets: [1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600],
  registers: [registry],
});

export const buildQueue = new Gauge({
  name: 'apl_build_queue_length',
  help: 'Constructions en attente dans la file partagée (le store), lue à chaque collecte ; NaN si le store ne répond pas',
  registers: [registry],
});

export const buildRunning = new Gauge({
  name: 'apl_build_running',
  help: 'Construction en cours sur l’un des serveurs (1) ou non (0), lue à chaque collecte',
  registers: [registry],
});

export const emails = new Counter({
  name: 'apl_emails_total',
  help: 'E-mails traités, par résultat : sent (envoyé), failed (échec), outbox (gardé localement)',
  labelNames: ['status'] as const,
  registers: [registry],
});

type RequestSeries = { count: { inc(): void }; duration: { observe(seconds: number): void } };

/**
 * The series of each (route, method, status), resolved once: prom-client would otherwise hash the labels of every
 * request twice. Bounded like the series themselves (route patterns, known methods, statuses).
 */
const requestSeries = new Map<string, RequestSeries>();

function seriesOf(route: string, method: string, status: number): RequestSeries {
  const known = METHODS.has(method) ? method : 'OTHER';
  const key = `${status} ${known} ${route}`;
  let series = requestSeries.get(key);
  if (series === undefined) {
    const labels = { route: route || '*', method: known, status: String(status) };
    series = { count: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
    requestSeries.set(key, series);
  }
  return series;
}

/** One answered request: its route pattern, method and status, and how long it took. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const series = seriesOf(route, method, status);
  series.count.inc();
  series.duration.observe(seconds);
}

/** A step save accepted. */
export const countStepSave = () => stepSaves.inc();

/** A request refused by the rate limit `limit`. */
export const countRefusal = (limit: string) => rateLimitRefusals.inc({ limit });

/** An e-mail's outcome (the mailer's: sent, error, outbox). */
export const countEmail = (status: 'sent' | 'error' | 'outbox') =>
  emails.inc({ status: status === 'error' ? 'failed' : status });

/** A finished build. */
export function observeBuild(outcome: 'success' | 'failed', partial: boolean, seconds: number): void {
  const labels = { outcome, scope: partial ? 'partial' : 'full' };
  builds.inc(labels);
  buildDuration.observe(labels, seconds);
}
