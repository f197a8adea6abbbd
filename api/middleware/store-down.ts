/**
 * The store does not answer (db/store-unavailable.ts): the prebuilt pages never ask it (api/routes/site.ts serves
 * the live build's files, redirects included), so only what needs it degrades, quickly and in French:
 * - the API: 503 JSON `{ success: false, error, code: 'BASE_INDISPONIBLE' }` with a Retry-After;
 * - a page rendered on the server from the store (a shared results link, the city search): 503 with a page
 *   saying so, a Retry-After and links to the pages that still work.
 * Called by the application's error handler (api/errors.ts), so no route has to catch anything. A library that
 * answers its own 500 instead of throwing (better-auth's session route) is caught by `storeDownNet`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import { storePing } from '../../db/queries/health.ts';
import { unavailableCode } from '../../db/store-unavailable.ts';
import { log } from '../observability/log.ts';

/** Seconds a client should wait before asking again (PostgreSQL restarts within this). */
export const STORE_DOWN_RETRY_AFTER_S = 30;

export const STORE_DOWN_MESSAGE =
  'Service momentanément indisponible : nos données ne répondent pas. Réessayez dans quelques instants.';

export const STORE_DOWN_PAGE = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Service momentanément indisponible — APL Simulateur</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}a{color:#1a5fa8}</style></head>
<body><main><h1>Service momentanément indisponible</h1>
<p>Cette page a besoin de nos données, qui ne répondent pas pour le moment. Elle revient dans quelques instants.</p>
<p>Les autres pages du site restent consultables : <a href="/">accueil</a>, <a href="/guide">guides</a>.</p>
<p>Merci de réessayer un peu plus tard.</p></main></body>
</html>`;

/** One line per LOG_EVERY_MS at most: an outage answers many requests, the log says it once in a while. */
const LOG_EVERY_MS = 10_000;
let lastLog = 0;
let unlogged = 0;

function logOutage(error: unknown): void {
  unlogged++;
  const now = Date.now();
  if (now - lastLog < LOG_EVERY_MS) return;
  // The code only: a driver's message may quote the SQL and its parameters (personal data).
  log().error({ code: unavailableCode(error), responses503: unlogged }, 'base de données indisponible');
  lastLog = now;
  unlogged = 0;
}

/** The 503 of a request that needed the store: JSON under /api, the page elsewhere. */
export function storeDownResponse(error: unknown, c: Context): Response {
  logOutage(error);
  const headers = { 'Retry-After': String(STORE_DOWN_RETRY_AFTER_S), 'Cache-Control': 'no-store' };
  if (c.req.path === '/api' || c.req.path.startsWith('/api/'))
    return c.json({ success: false, error: STORE_DOWN_MESSAGE, code: 'BASE_INDISPONIBLE' }, 503, headers);
  return c.html(STORE_DOWN_PAGE, 503, headers);
}

/** `work`, or a rejection once `ms` have passed (the work's own later failure is then ignored). */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  work.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse en ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** How long the net waits for the store before it calls a 500 an outage. */
const NET_PING_MS = 1_000;

/**
 * A 500 that no handler attributed to the store (a library caught the driver's error and answered itself): when
 * the store does not answer a ping either, the answer is the outage's 503. Costs nothing on other answers.
 */
export function storeDownNet(db: Db): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 500) return;
    const down = await within(storePing(db), NET_PING_MS).then(
      () => null,
      (error: unknown) => error,
    );
    if (down) c.res = storeDownResponse(down, c);
  };
}
