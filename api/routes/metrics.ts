/**
 * GET /metrics: the Prometheus text of this process (api/observability/metrics.ts), only to the addresses of
 * METRICS_ALLOW (the socket's address, never X-Forwarded-For: behind a proxy, scrape each server directly; a request
 * that a proxy relayed is refused, since it comes from the proxy's own, often local, address), and
 * with `Authorization: Bearer <METRICS_TOKEN>` when that is set. Anyone else gets the 404 of an unknown path.
 * The build queue is read from the store at each scrape, within a short time: a store that does not answer
 * gives NaN, never a scrape that hangs.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { buildQueue as readBuildQueue } from '../../db/queries/builds.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { allowListOf } from '../observability/allow-list.ts';
import { log } from '../observability/log.ts';
import { buildQueue, buildRunning, registry } from '../observability/metrics.ts';
import { safeError } from '../observability/safe-error.ts';
import { clientAddress } from '../security/client.ts';

/** Headers that a proxy adds to what it relays. */
const RELAY_HEADERS = ['x-forwarded-for', 'forwarded', 'via', 'x-real-ip'];

/** How long a scrape waits for the store before reporting the queue as unknown. */
export const QUEUE_READ_TIMEOUT_MS = 1000;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readQueue(ctx: AppContext, reqId: string | undefined): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error('file des builds : pas de réponse du store')),
      QUEUE_READ_TIMEOUT_MS,
    );
  });
  try {
    const { running, queued } = await Promise.race([readBuildQueue(ctx.db), timeout]);
    buildQueue.set(queued ? 1 : 0);
    buildRunning.set(running ? 1 : 0);
  } catch (error) {
    buildQueue.set(Number.NaN);
    buildRunning.set(Number.NaN);
    log().warn({ reqId, err: safeError(error) }, 'métriques : file des builds illisible');
  } finally {
    clearTimeout(timer);
  }
}

export function metricsRoutes(ctx: AppContext) {
  const allowed = allowListOf(ctx.env.METRICS_ALLOW);
  const token = ctx.env.METRICS_TOKEN;
  return new Hono().get('/', async (c) => {
    // A request a proxy relayed (haproxy, Varnish add X-Forwarded-For) comes from the proxy's address, often
    // 127.0.0.1: it is refused whatever that address, the endpoint is for a direct scrape.
    const relayed = RELAY_HEADERS.some((h) => c.req.header(h) !== undefined);
    if (relayed || !allowed?.allows(clientAddress(c, undefined))) throw notFound();
    if (token) {
      const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) throw new ApiFailure(401, 'NON_AUTORISE', 'Jeton des métriques requis');
    }
    await readQueue(ctx, c.get('reqId'));
    return c.body(await registry.metrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
