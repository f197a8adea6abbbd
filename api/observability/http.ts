/**
 * The first middleware of the app: gives each request its id (a sane incoming X-Request-Id, else a new one),
 * echoed in the X-Request-Id response header and carried by the lines logged while it is served; then one
 * log line per request (method, route pattern, status, duration) and its HTTP metrics. Never the raw path, the
 * query string, a header or the body: they can hold personal data, and route patterns keep the metrics bounded.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { log, requestIdOf, withLogContext } from './log.ts';
import { observeRequest } from './metrics.ts';

export type ObserveOptions = { metrics: boolean };

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's id (observeRequests), for the lines written with the request's context at hand. */
    reqId: string;
  }
}

/**
 * The hot public writes — a step save, an audience hit — do not run in a log context: AsyncLocalStorage would
 * follow each of their promises, about 25 µs of a 250 µs save. Their lines are the request's and its error's
 * (api/errors.ts), which read the id from the Hono context. Every other API request runs in one, so that the
 * lines of the code it calls (a build it queues, a library's message, an e-mail) carry its id.
 */
const LIGHT_PATHS = new Set(['/api/v2-save-step', '/api/visitor-tracking']);

const inLogContext = (path: string) => path.startsWith('/api/') && !LIGHT_PATHS.has(path);

/**
 * The pattern of the route that answered (after next(): the last handler reached), e.g. /api/results/:resultsId;
 * for an answer from a middleware (a 429 of the rate limits, a 413), the route the request was going to.
 */
function routeOf(c: Context): string {
  try {
    const routes = matchedRoutes(c);
    const current = routes[c.req.routeIndex];
    if (current && current.method !== 'ALL') return current.path;
    return routes.find((r) => r.method !== 'ALL')?.path ?? current?.path ?? '*';
  } catch {
    return '*';
  }
}

function setRequestId(c: Context, reqId: string): void {
  try {
    c.res.headers.set('X-Request-Id', reqId);
  } catch {
    // A response whose headers are immutable (e.g. passed through from fetch): copied once.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('X-Request-Id', reqId);
  }
}

/** After the answer: the id in its header, the request's metrics and its log line. */
function observed(c: Context, reqId: string, started: number, metrics: boolean): void {
  const ms = performance.now() - started;
  const route = routeOf(c);
  const status = c.res.status;
  const method = c.req.method;
  setRequestId(c, reqId);
  if (metrics) observeRequest(route, method, status, ms / 1000);
  const logger = log();
  const level = status >= 500 ? 'error' : 'info';
  if (logger.isLevelEnabled(level))
    logger[level]({ reqId, method, route, status, ms: Math.round(ms * 10) / 10 }, 'requête');
}

export function observeRequests(options: ObserveOptions): MiddlewareHandler {
  const { metrics } = options;
  return async (c, next) => {
    const reqId = requestIdOf(c.req.header('x-request-id'));
    c.set('reqId', reqId);
    const started = performance.now();
    try {
      await (inLogContext(c.req.path) ? withLogContext({ reqId }, next) : next());
    } finally {
      observed(c, reqId, started, metrics);
    }
  };
}
