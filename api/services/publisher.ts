/**
 * Publishing: every change an editor saves asks for a rebuild; changes made in a row coalesce into one
 * build (a short debounce, and everything that arrives during a build goes into the next one). A change to
 * one city page, article or guide rebuilds only the pages that show it; anything else rebuilds the site.
 * Each build is a row of the `builds` table (queue, progress and log for the admin, history).
 */
import type { Db } from '../../db/client.ts';
import {
  citiesListing,
  failUnfinishedBuilds,
  finishBuild,
  markBuildRunning,
  queueBuild,
  saveBuildLog,
  setBuildReason,
} from '../../db/queries/builds.ts';
import { effectiveDates } from '../../src/core/apl/index.ts';
import { parisDay, parisMidnight } from '../../src/core/dates.ts';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';
import type { Env } from '../env.ts';
import { type BuildResult, buildSite } from './site-builds.ts';

export type Change =
  | { kind: 'full'; reason: string }
  | { kind: 'city'; slug: string; reason: string }
  | { kind: 'article'; slug: string; reason: string }
  | { kind: 'guide'; slug: string; reason: string };

export type PublisherState = {
  running: { id: number; reason: string; scope: BuildScope | null; done: number; expected: number } | null;
  queued: { id: number; reason: string; scope: BuildScope | null } | null;
  nextScheduled: { date: string; at: string } | null;
};

type Pending = { id: number; reasons: string[]; scope: BuildScope | null };

export type PublisherOptions = {
  debounceMs?: number;
  now?: () => Date;
  /** Test hook: the build itself (defaults to the real astro build). */
  build?: typeof buildSite;
};

/** How long to wait for more edits before building (several quick saves make one build). */
export const DEFAULT_DEBOUNCE_MS = 1500;
/** Node timers cannot wait more than ~24.8 days: a far effective date is re-armed in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class Publisher {
  private pending: Pending | null = null;
  private running: PublisherState['running'] = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private scheduled: { date: string; timer: ReturnType<typeof setTimeout> } | null = null;
  private idleWaiters: Array<() => void> = [];
  /** The requests under way, one after the other: two at once never queue two builds. */
  private accepting: Promise<unknown> = Promise.resolve();

  private readonly db: Db;
  private readonly env: Pick<Env, 'BUILDS_DIR' | 'DATABASE_PATH' | 'SITE_URL'>;
  private readonly options: PublisherOptions;

  constructor(
    db: Db,
    env: Pick<Env, 'BUILDS_DIR' | 'DATABASE_PATH' | 'SITE_URL'>,
    options: PublisherOptions = {},
  ) {
    this.db = db;
    this.env = env;
    this.options = options;
  }

  /** Asks for a rebuild covering `change`; resolves to the id of the build that will include it. */
  request(change: Change): Promise<number> {
    const accepted = this.accepting.then(() => this.accept(change));
    this.accepting = accepted.catch(() => {});
    return accepted;
  }

  private async accept(change: Change): Promise<number> {
    const scope = await this.scopeOf(change);
    const pending = this.pending;
    if (pending) {
      pending.reasons.push(change.reason);
      pending.scope = mergeScopes(pending.scope, scope);
      await setBuildReason(this.db, pending.id, summarize(pending.reasons));
    } else {
      const id = await queueBuild(this.db, change.reason);
      this.pending = { id, reasons: [change.reason], scope };
    }
    this.arm();
    return (pending ?? this.pending)?.id as number;
  }

  state(): PublisherState {
    const pending = this.pending;
    return {
      running: this.running,
      queued: pending ? { id: pending.id, reason: summarize(pending.reasons), scope: pending.scope } : null,
      nextScheduled: this.scheduled
        ? { date: this.scheduled.date, at: `${this.scheduled.date}T00:00:00` }
        : null,
    };
  }

  /** Resolves when no request is under way and no build is queued or running (tests, shutdown). */
  async idle(): Promise<void> {
    await this.accepting;
    if (!this.pending && !this.running) return;
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Pages show amounts computed with the scale in force at build time: rebuild everything when the next
   * legal parameter takes effect (00:00 in Paris that day, src/core/dates.ts), then arm the following date.
   */
  scheduleEffectiveDates(): void {
    if (this.scheduled) clearTimeout(this.scheduled.timer);
    this.scheduled = null;
    const now = this.options.now?.() ?? new Date();
    const today = parisDay(now);
    const next = effectiveDates().find((d) => d > today);
    if (!next) return;
    const wait = parisMidnight(next).getTime() - now.getTime();
    const timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return this.scheduleEffectiveDates();
        void this.request({ kind: 'full', reason: `entrée en vigueur des barèmes du ${next}` });
        this.scheduleEffectiveDates();
      },
      Math.min(Math.max(wait, 0), MAX_TIMER_MS),
    );
    timer.unref?.();
    this.scheduled = { date: next, timer };
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.scheduled) clearTimeout(this.scheduled.timer);
  }

  /** The pages a change affects: a city page and the pages that list it among their nearby cities. */
  private async scopeOf(change: Change): Promise<BuildScope | null> {
    switch (change.kind) {
      case 'full':
        return null;
      case 'article':
        return { articles: [change.slug] };
      case 'guide':
        return { guides: [change.slug] };
      case 'city': {
        const linking = await citiesListing(this.db, change.slug);
        return linking ? { cities: [change.slug, ...linking] } : null;
      }
    }
  }

  private arm(): void {
    if (this.running) return; // the build in progress starts the next one when it ends
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runNext(), this.options.debounceMs ?? DEFAULT_DEBOUNCE_MS);
  }

  private async runNext(): Promise<void> {
    this.timer = null;
    const job = this.pending;
    if (!job) return this.settle();
    this.pending = null;
    const reason = summarize(job.reasons);
    this.running = { id: job.id, reason, scope: job.scope, done: 0, expected: 0 };
    const started = new Date().toISOString();
    await markBuildRunning(this.db, job.id, reason, started);

    const lines: string[] = [];
    let flushed = 0;
    // Log writes one after the other, the last before the outcome (which carries the whole log).
    let flushing: Promise<void> = Promise.resolve();
    let result: BuildResult;
    try {
      result = await (this.options.build ?? buildSite)({
        buildsDir: this.env.BUILDS_DIR,
        databasePath: this.env.DATABASE_PATH,
        siteUrl: this.env.SITE_URL,
        reason,
        scope: job.scope,
        onProgress: (done, expected) => {
          if (this.running) Object.assign(this.running, { done, expected });
        },
        onLog: (line) => {
          lines.push(line);
          if (lines.length > 400) lines.shift();
          if (Date.now() - flushed > 1000) {
            flushed = Date.now();
            const log = lines.join('\n');
            flushing = flushing.then(() => saveBuildLog(this.db, job.id, log)).catch(() => {});
          }
        },
      });
    } catch (err) {
      result = { ok: false, error: err instanceof Error ? err.message : String(err), log: lines.join('\n') };
    }
    const finishedAt = new Date().toISOString();
    await flushing;
    await finishBuild(
      this.db,
      job.id,
      result.ok
        ? {
            status: 'success',
            folder: result.folder,
            pageCount: result.info.pages,
            durationMs: result.info.durationMs,
            log: lines.join('\n'),
            finishedAt,
          }
        : { status: 'failed', error: result.error, log: result.log, finishedAt },
    );
    this.running = null;
    if (this.pending) this.arm();
    else this.settle();
  }

  private settle(): void {
    if (this.pending || this.running) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

const publishers = new WeakMap<Db, Publisher>();

/** The publisher of an app's database (one queue per database, whichever route asks). */
export function publisherOf(ctx: {
  db: Db;
  env: Pick<Env, 'BUILDS_DIR' | 'DATABASE_PATH' | 'SITE_URL'>;
  publisher?: Publisher | undefined;
}): Publisher {
  if (ctx.publisher) return ctx.publisher;
  let p = publishers.get(ctx.db);
  if (!p) {
    p = new Publisher(ctx.db, ctx.env);
    publishers.set(ctx.db, p);
  }
  return p;
}

/** Two scopes together; null (everything) wins. */
export function mergeScopes(a: BuildScope | null, b: BuildScope | null): BuildScope | null {
  if (!a || !b) return null;
  const union = (x?: string[], y?: string[]) => [...new Set([...(x ?? []), ...(y ?? [])])];
  return {
    cities: union(a.cities, b.cities),
    articles: union(a.articles, b.articles),
    guides: union(a.guides, b.guides),
  };
}

function summarize(reasons: string[]): string {
  const unique = [...new Set(reasons)];
  return unique.length <= 3
    ? unique.join(' ; ')
    : `${unique.slice(0, 3).join(' ; ')} (+${unique.length - 3})`;
}

/** Marks builds left « queued » or « running » by a previous server process as failed. */
export function abandonStaleBuilds(db: Db): Promise<void> {
  return failUnfinishedBuilds(db, 'interrompue par un redémarrage du serveur', new Date().toISOString());
}
