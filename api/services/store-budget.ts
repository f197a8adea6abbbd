/**
 * Bounded anonymous growth (issue 26). Step saves and audience events are written by anyone: each counts the
 * bytes it may add to the store against a budget per client and a global one, an hour each, kept in the
 * shared store (rate_limits counters whose hits are bytes, or kilobytes for the global one). Three levels:
 *
 * - **full**, within the budget: stored as always;
 * - **lean**, beyond it: a step save keeps the visitor's answers in the session's row but adds no history row
 *   nor tracking data; an event is stored without its free-form data (db/queries/visitor-events.ts leanEvent);
 * - **existing**, beyond twice the budget: a save only updates a simulation already stored (a new one is
 *   refused with a 429, counted); an event is counted, not stored.
 *
 * The global budget only makes saves lean: a new visitor's simulation is always stored, whatever others do.
 * One client thus adds at most about twice its budget to the store an hour, whatever it sends.
 *
 * Cheap on the hottest write: the client's counter is one upsert per request, made while the write itself is
 * committed (not before it): a write follows the level its client's previous write found, in this process, so
 * a client passes a level at most one request late. The global counter is counted by each process at most once
 * a second, its bytes summed in memory, so that no single row is written by every request.
 */
import type { Db } from '../../db/client.ts';
import { countHit, waitFor } from '../../db/queries/rate-limits.ts';
import { countWithheld, type Withheld } from '../../db/queries/store-growth.ts';
import type { AppContext } from '../context.ts';
import { reportError } from '../observability/report.ts';
import { LIMITS } from '../security/limits.ts';
import { maxOf } from '../security/rate-limit.ts';

export type Level = 'full' | 'lean' | 'existing';

/** The level of a counter: within its maximum, within twice, beyond. */
const levelOf = (hits: number, max: number): Level =>
  hits <= max ? 'full' : hits <= 2 * max ? 'lean' : 'existing';

/** How often a process adds its summed bytes to the global counter. */
const GLOBAL_FLUSH_MS = 1000;

type GlobalCounter = { pendingBytes: number; lastFlush: number; level: Level; flushing: boolean };
const globals = new WeakMap<Db, GlobalCounter>();

/** Adds `bytes` to this process's share of the global counter; flushes it when a second has passed. */
function chargeGlobal(ctx: AppContext, bytes: number, now: number): Level {
  let g = globals.get(ctx.db);
  if (!g) {
    g = { pendingBytes: 0, lastFlush: Number.NEGATIVE_INFINITY, level: 'full', flushing: false };
    globals.set(ctx.db, g);
  }
  g.pendingBytes += bytes;
  if (!g.flushing && now - g.lastFlush >= GLOBAL_FLUSH_MS) {
    const counter = g;
    const kib = Math.ceil(counter.pendingBytes / 1024);
    counter.pendingBytes = 0;
    counter.lastFlush = now;
    counter.flushing = true;
    const { windowMs } = LIMITS.storeKibGlobal;
    countHit(ctx.db, 'storeKibGlobal:all', windowMs, now, kib)
      .then((c) => {
        counter.level = levelOf(c.hits, maxOf(ctx, 'storeKibGlobal'));
      })
      .catch((err) => reportError('Budget de stockage global non compté', err))
      .finally(() => {
        counter.flushing = false;
      });
  }
  return g.level;
}

export type Charge = {
  /** The client's level and the global one (as last counted by this process). */
  client: Level;
  global: Level;
  /** Seconds until the client is back within twice its budget (for a 429). */
  retryAfterSeconds: number;
};

const WITHIN: Charge = { client: 'full', global: 'full', retryAfterSeconds: 0 };
/** The level each client's last write found, by process, until when it holds (forgotten past this many clients). */
const KNOWN_CLIENTS = 50_000;
type Known = Charge & { until: number };
const known = new WeakMap<Db, Map<string, Known>>();

/**
 * Counts what a write of `subject` (clientSubject) may add to the store. `level`: what the client's previous
 * write found (full for a client this process has not seen over its budget); `counted`: resolves once this
 * write is counted (never rejects: a budget that cannot be counted does not refuse the write).
 */
export function chargeStore(ctx: AppContext, subject: string, bytes: number) {
  const now = (ctx.now?.() ?? new Date()).getTime();
  let clients = known.get(ctx.db);
  if (!clients) {
    clients = new Map();
    known.set(ctx.db, clients);
  }
  const seen = clients;
  const global = chargeGlobal(ctx, bytes, now);
  const last = seen.get(subject);
  const level: Charge = { ...(last && now < last.until ? last : WITHIN), global };
  const max = maxOf(ctx, 'storeBytesClient');
  // The sliding hour's count; one request never counts for more than the budget (the counter is a 32-bit int).
  const { windowMs } = LIMITS.storeBytesClient;
  const counted = countHit(ctx.db, `storeBytesClient:${subject}`, windowMs, now, Math.min(bytes, max))
    .then((counter) => {
      const client = levelOf(counter.hits, max);
      if (client === 'full') seen.delete(subject);
      else {
        if (seen.size >= KNOWN_CLIENTS) seen.clear();
        const back = waitFor(counter, client === 'lean' ? max : 2 * max, now, 0);
        const retryAfterSeconds = Math.ceil(waitFor(counter, 2 * max, now, 0) / 1000);
        seen.set(subject, { client, global: 'full', retryAfterSeconds, until: now + back });
      }
    })
    .catch((err) => reportError('Budget de stockage non compté', err));
  return { level, counted };
}

/** Counts writes a budget withheld (the « Outils système » screen shows them). */
export async function withhold(ctx: AppContext, what: Withheld, n: number): Promise<void> {
  await countWithheld(ctx.db, what, n, (ctx.now?.() ?? new Date()).getTime());
}
