/**
 * Applying the limits of limits.ts: a hit is counted in the store (shared by every server process) and
 * refused with a 429 and a French message once the window's maximum is passed.
 */
import type { MiddlewareHandler } from 'hono';
import { countHit, peekCounter, waitFor } from '../../db/queries/rate-limits.ts';
import type { AppContext } from '../context.ts';
import { TooManyRequests, waitSentence } from '../errors.ts';
import { countRefusal } from '../observability/metrics.ts';
import { clientSubject } from './client.ts';
import { LIMITS, type LimitName } from './limits.ts';

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const nowMs = (ctx: AppContext) => (ctx.now?.() ?? new Date()).getTime();

/** The maximum in force for a limit (its environment variable, else its default). */
export function maxOf(ctx: AppContext, name: LimitName): number {
  return ctx.env[LIMITS[name].env] ?? LIMITS[name].max;
}

/** Counts one hit of `subject` against a limit (committed with the other hits of the moment). */
export async function consume(ctx: AppContext, name: LimitName, subject: string, cost = 1): Promise<Verdict> {
  const now = nowMs(ctx);
  const counter = await countHit(ctx.db, `${name}:${subject}`, LIMITS[name].windowMs, now, cost);
  const max = maxOf(ctx, name);
  // This hit is counted: room for it means the count, it included, is within the maximum.
  return counter.hits <= max
    ? { ok: true }
    : { ok: false, retryAfterSeconds: waitFor(counter, max, now, 0) / 1000 };
}

/** Whether `subject` is already over a limit, without counting a hit (e.g. failed sign-ins). */
export async function check(ctx: AppContext, name: LimitName, subject: string): Promise<Verdict> {
  const now = nowMs(ctx);
  const counter = await peekCounter(ctx.db, `${name}:${subject}`, LIMITS[name].windowMs, now);
  const max = maxOf(ctx, name);
  return counter.hits < max
    ? { ok: true }
    : { ok: false, retryAfterSeconds: waitFor(counter, max, now) / 1000 };
}

/** What a refusal says: a French message (the wait is added) and the error code. */
export type Refusal = { message?: (wait: string) => string; code?: string };

/** Counts a hit and throws the 429 when over the limit. */
export async function enforce(
  ctx: AppContext,
  name: LimitName,
  subject: string,
  refusal: Refusal = {},
): Promise<void> {
  const verdict = await consume(ctx, name, subject);
  if (verdict.ok) return;
  countRefusal(name);
  refuse(verdict.retryAfterSeconds, refusal);
}

export function refuse(retryAfterSeconds: number, refusal: Refusal = {}): never {
  const wait = waitSentence(retryAfterSeconds);
  throw new TooManyRequests(
    retryAfterSeconds,
    refusal.message ? refusal.message(wait) : `Trop de demandes. ${wait}`,
    refusal.code,
  );
}

/** Middleware: one hit per request of the client, 429 beyond the limit. */
export function limitPerClient(ctx: AppContext, name: LimitName, refusal?: Refusal): MiddlewareHandler {
  return async (c, next) => {
    await enforce(ctx, name, clientSubject(ctx, c), refusal);
    await next();
  };
}
