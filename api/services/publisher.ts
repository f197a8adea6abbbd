/**
 * Publishing: every change an editor saves asks for a rebuild; changes made in a row coalesce into one
 * build (a short debounce, and everything that arrives during a build goes into the next one), whichever
 * server the editors use: the queue is in the store and one server at a time builds. A change to
 * one city page, article or guide (an edit, a publication, an unpublication, a deletion or a rename) rebuilds only
 * the pages that show it (api/services/change-scope.ts); anything else rebuilds the site.
 * Each build is a row of the `builds` table (queue, progress and log for the admin, history).
 */
import { hostname } from 'node:os';
import { z } from 'zod';
import { tryBuilderLock } from '../../db/builder-lock.ts';
import { type Db, kindOf } from '../../db/client.ts';
import {
  type BuildOutcome,
  buildQueue,
  claimNextBuild,
  claimOnce,
  enqueueBuild,
  finishBuild,
  queuedRunAfter,
  requeueOrphanedBuilds,
  saveBuildProgress,
} from '../../db/queries/builds.ts';
import { publishedTextsWithMarkers } from '../../db/queries/dated-content.ts';
import type { BuildRequest } from '../../db/schema.ts';
import { effectiveDates } from '../../src/core/apl/index.ts';
import { parisDay, parisMidnight } from '../../src/core/dates.ts';
import { datedMonths, yearMonths } from '../../src/lib/build/dated-content.ts';
import { now as clockNow } from '../../src/lib/clock.ts';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';
import type { Env } from '../env.ts';
import {
  currentRequestId,
  log,
  outsideRequests,
  requestIdSchema,
  withLogContext,
} from '../observability/log.ts';
import { safeError } from '../observability/safe-error.ts';
import { type ItemChange, scopeOfItemChange, storeLookups } from './change-scope.ts';
import { type EdgePurger, purgeAfterBuild } from './edge/purge.ts';
import { runDueSchedules } from './editorial.ts';
import { followLiveScales } from './live-scales.ts';
import { type BuildResult, buildSite, liveBuild, redirectsScope } from './site-builds.ts';

/**
 * A full rebuild; a change to one item (its states before and after the write, when known: ItemChange); or a
 * change to the redirects, with the old addresses redirected before or after it (their pages only).
 */
export type Change =
  | { kind: 'full'; reason: string }
  | { kind: 'redirects'; reason: string; paths: string[] }
  /** Several items changed by one action (a bulk action of the lists, issue 30): the union of their pages. */
  | { kind: 'items'; reason: string; changes: ItemChange[] }
  | ItemChange;

export type PublisherState = {
  running: { id: number; reason: string; scope: BuildScope | null; done: number; expected: number } | null;
  queued: { id: number; reason: string; scope: BuildScope | null } | null;
  nextScheduled: { date: string; at: string; reason: string } | null;
};

export type PublisherOptions = {
  debounceMs?: number;
  /** How often a PostgreSQL server looks at the shared queue for builds other servers queued (start()). */
  pollMs?: number;
  now?: () => Date;
  /** Test hook: the build itself (defaults to the real astro build). */
  build?: typeof buildSite;
  /** The CDN edge to purge after each build (defaults to EDGE_PURGE_URL's, none when unset). */
  edge?: EdgePurger;
};

/**
 * How long to wait for more edits before building (several quick saves make one build). Short: every save that
 * arrives while a build runs waits for the next one anyway, so a longer wait only delays the first (issue 15).
 */
export const DEFAULT_DEBOUNCE_MS = 500;
export const DEFAULT_POLL_MS = 1000;
/** How often a server looks at the scheduled publications when none is due sooner (issue 15). */
export const SCHEDULES_CHECK_MS = 30_000;
/** Node timers cannot wait more than ~24.8 days: a far effective date is re-armed in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const ORPHANED = 'interrompue : le serveur qui la construisait s’est arrêté ; ses changements sont repris';

/**
 * The queue lives in the store (db/queries/builds.ts): any server adds changes to the one queued build; the
 * server that holds the builder lock (db/builder-lock.ts) claims it when its time comes and builds, one build at
 * a time across all servers. Each server looks at the queue when it queued something itself, and on
 * PostgreSQL every `pollMs` too, so that a build queued elsewhere is taken even if its server died.
 */
export class Publisher {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private poll: ReturnType<typeof setInterval> | null = null;
  private building = false;
  private stopped = false;
  private scheduled: { date: string; reason: string; timer: ReturnType<typeof setTimeout> } | null = null;
  /** Whether this server arms the rebuilds of the effective dates (scheduleEffectiveDates, the server's start). */
  private effectiveDatesWatched = false;
  private idleWaiters: Array<() => void> = [];
  /** The requests under way, one after the other. */
  private accepting: Promise<unknown> = Promise.resolve();
  private readonly builder = `${hostname()}:${process.pid}`;

  private readonly db: Db;
  private readonly env: Pick<Env, 'BUILDS_DIR' | 'STORE' | 'SITE_URL'>;
  private readonly options: PublisherOptions;

  constructor(db: Db, env: Pick<Env, 'BUILDS_DIR' | 'STORE' | 'SITE_URL'>, options: PublisherOptions = {}) {
    this.db = db;
    this.env = env;
    this.options = options;
  }

  /** Asks for a rebuild covering `change`; resolves to the id of the build that will include it. */
  request(change: Change): Promise<number> {
    // The request that asks: its id goes with the build, onto the build's log lines (api/observability/log.ts).
    const reqId = currentRequestId();
    const accepted = this.accepting.then(() => this.accept(change, reqId));
    this.accepting = accepted.catch(() => {});
    return accepted;
  }

  private async accept(change: Change, reqId?: string): Promise<number> {
    const scope = await this.scopeOf(change);
    const debounce = this.options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
    const id = await enqueueBuild(
      this.db,
      { reasons: [change.reason], scope, ...(reqId ? { reqIds: [reqId] } : {}) },
      Date.now() + debounce,
      mergeRequests,
      summarize,
    );
    this.arm(debounce);
    return id;
  }

  /** The running and the queued build, as every server sees them (the store), and this server's next date. */
  async state(): Promise<PublisherState> {
    const { running, queued } = await buildQueue(this.db);
    return {
      running: running
        ? {
            id: running.id,
            reason: running.reason,
            scope: running.request.scope,
            done: running.done,
            expected: running.expected,
          }
        : null,
      queued: queued ? { id: queued.id, reason: queued.reason, scope: queued.request.scope } : null,
      nextScheduled: this.scheduled
        ? { date: this.scheduled.date, at: `${this.scheduled.date}T00:00:00`, reason: this.scheduled.reason }
        : null,
    };
  }

  /** Resolves when no request is under way and this server has no build to wait for or to run (tests, shutdown). */
  async idle(): Promise<void> {
    await this.accepting;
    if (!this.timer && !this.building) return;
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Starts looking at the queue: at once (a build left queued, or left running by a server that died), then on
   * PostgreSQL every `pollMs` (builds queued by other servers).
   */
  start(): void {
    this.arm(0);
    this.watchSchedules();
    if (kindOf(this.db) === 'postgres' && !this.poll) {
      this.poll = setInterval(() => {
        if (!this.timer && !this.building) this.arm(0);
      }, this.options.pollMs ?? DEFAULT_POLL_MS);
      this.poll.unref?.();
    }
  }

  /**
   * Pages show amounts computed with the scale in force at build time, and the dated blocks of the content from
   * their month (src/lib/build/dated-content.ts): rebuild everything when the next legal parameter takes effect
   * or the next dated block's month begins (00:00 in Paris that day, src/core/dates.ts), then arm the following
   * date. Every server arms the date; the first to reach it queues the build (claimOnce), the others do nothing.
   * Armed again after each build of this server, which may have published new blocks.
   */
  async scheduleEffectiveDates(): Promise<void> {
    this.effectiveDatesWatched = true;
    const legal = effectiveDates();
    const now = this.options.now?.() ?? clockNow();
    const today = parisDay(now);
    const dated = await this.datedContentDates(today);
    if (this.stopped) return;
    if (this.scheduled) clearTimeout(this.scheduled.timer);
    this.scheduled = null;
    this.catchUp([...legal, ...dated], today);
    const next = [...legal, ...dated].filter((d) => d > today).sort()[0];
    if (!next) return;
    const reason = legal.includes(next)
      ? `entrée en vigueur des barèmes du ${next}`
      : `contenu daté : pages à jour au ${next}`;
    const wait = parisMidnight(next).getTime() - now.getTime();
    const timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return void this.scheduleEffectiveDates();
        void this.requestOnce(`rebuild:effective-date:${next}`, { kind: 'full', reason });
        void this.scheduleEffectiveDates();
      },
      Math.min(Math.max(wait, 0), MAX_TIMER_MS),
    );
    timer.unref?.();
    this.scheduled = { date: next, reason, timer };
  }

  /**
   * A date passed while no server was up to rebuild (all stopped at midnight, a restore, a first start on a build
   * made earlier): the live build, begun before that date's midnight in Paris, shows amounts of before. It is
   * rebuilt once (the same claim as the date's own timer: a build already made for that date is not made again).
   */
  private catchUp(dates: string[], today: string): void {
    const last = dates
      .filter((d) => d <= today)
      .sort()
      .at(-1);
    const started = liveBuild(this.env.BUILDS_DIR)?.info?.startedAt;
    if (!last || !started || Date.parse(started) >= parisMidnight(last).getTime()) return;
    const reason = `rattrapage : pages à jour au ${last}, passé depuis la build en ligne`;
    void this.requestOnce(`rebuild:effective-date:${last}`, { kind: 'full', reason }).catch((error) =>
      log().error({ err: safeError(error) }, `Rattrapage de la date du ${last} impossible`),
    );
  }

  /**
   * The first days of the months from which a dated block of the published content, or the year it quotes
   * (`{{annee}}`), changes a page.
   */
  private async datedContentDates(today: string): Promise<string[]> {
    try {
      const texts = await publishedTextsWithMarkers(this.db);
      const months = texts.flatMap((text) => [...datedMonths(text), ...yearMonths(text, today)]);
      return [...new Set(months)].map((month) => `${month}-01`);
    } catch (error) {
      // The legal dates are armed all the same; the next build arms the dated ones again.
      log().error({ err: safeError(error) }, 'Contenus datés illisibles');
      return [];
    }
  }

  /** Queues `change` unless a server already did for `key`; the id of its build, or null. */
  async requestOnce(key: string, change: Change): Promise<number | null> {
    return (await claimOnce(this.db, key)) ? this.request(change) : null;
  }

  /** The timer of the next look at the scheduled publications (issue 15), while watched. */
  private schedulesTimer: ReturnType<typeof setTimeout> | null = null;
  private schedulesWatched = false;

  /**
   * Runs the publications and unpublications due by this publisher's clock (`options.now`): each runs once
   * whatever the number of servers, then asks for its rebuild (api/services/editorial.ts). How many ran here.
   */
  async runDueSchedules(): Promise<number> {
    const now = this.options.now?.() ?? clockNow();
    const { ran, next } = await runDueSchedules(this.db, now, (change) => this.request(change));
    if (this.schedulesWatched && !this.stopped) {
      if (this.schedulesTimer) clearTimeout(this.schedulesTimer);
      // At the next due time, and at least every SCHEDULES_CHECK_MS for schedules added on other servers.
      const due = next === null ? SCHEDULES_CHECK_MS : Date.parse(next) - now.getTime();
      this.schedulesTimer = setTimeout(
        () => this.schedulesChanged(),
        Math.min(Math.max(due, 0), SCHEDULES_CHECK_MS),
      );
      this.schedulesTimer.unref?.();
    }
    return ran;
  }

  /** Runs the due schedules now and from then on at their time (the server's start()). */
  watchSchedules(): void {
    this.schedulesWatched = true;
    this.schedulesChanged();
  }

  /** A schedule was added: if this publisher watches them, look again now (it re-arms its timer). */
  schedulesChanged(): void {
    if (!this.schedulesWatched || this.stopped) return;
    this.runDueSchedules().catch((error) =>
      log().error({ err: safeError(error) }, 'Publications programmées'),
    );
  }

  stop(): void {
    this.stopped = true;
    this.schedulesWatched = false;
    if (this.schedulesTimer) clearTimeout(this.schedulesTimer);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.poll) clearInterval(this.poll);
    if (this.scheduled) clearTimeout(this.scheduled.timer);
    this.settle();
  }

  /** The pages a change affects (api/services/change-scope.ts); null: the whole site. */
  private async scopeOf(change: Change): Promise<BuildScope | null> {
    if (change.kind === 'full') return null;
    if (change.kind === 'redirects') return redirectsScope(change.paths);
    if (change.kind === 'items') {
      const lookups = storeLookups(this.db);
      let scope: BuildScope | null = { cities: [], articles: [], guides: [] };
      for (const item of change.changes) scope = mergeScopes(scope, await scopeOfItemChange(item, lookups));
      return scope;
    }
    return scopeOfItemChange(change, storeLookups(this.db));
  }

  private arm(delayMs: number): void {
    if (this.building || this.stopped) return; // the build in progress looks at the queue when it ends
    if (this.timer) clearTimeout(this.timer);
    // The timer of a request's change runs the build for every change queued: outside that request's context.
    this.timer = setTimeout(() => void outsideRequests(() => this.tick()), Math.max(0, delayMs));
  }

  /** Takes the builder lock, then the queued build whose time has come, and builds it. */
  private async tick(): Promise<void> {
    this.timer = null;
    if (this.building || this.stopped) return;
    this.building = true;
    let next: number | null = null;
    try {
      const lock = await tryBuilderLock(this.db);
      // Another server builds (it takes the queue after its build), or `npm run build`, which never takes the
      // queue (scripts/build-site.ts): look again in a while.
      if (!lock) {
        next = this.options.pollMs ?? DEFAULT_POLL_MS;
        return;
      }
      try {
        const now = new Date().toISOString();
        await requeueOrphanedBuilds(this.db, ORPHANED, now, Date.now(), mergeRequests, summarize);
        const job = await claimNextBuild(this.db, Date.now(), this.builder, now);
        if (job) {
          await withLogContext({ buildId: job.id, reqIds: reqIdsOf(job.request) }, () => this.run(job));
          next = 0;
        } else {
          const runAfter = await queuedRunAfter(this.db);
          if (runAfter !== null) next = runAfter - Date.now();
        }
      } finally {
        await lock.release();
      }
    } catch (error) {
      log().error({ err: safeError(error) }, 'Publication');
    } finally {
      this.building = false;
      if (next !== null) this.arm(next);
      else this.settle();
    }
  }

  private async run(job: { id: number; reason: string; request: BuildRequest }): Promise<void> {
    const lines: string[] = [];
    let flushed = 0;
    let progress = { done: 0, expected: 0 };
    // Log writes one after the other, the last before the outcome (which carries the whole log).
    let flushing: Promise<void> = Promise.resolve();
    const flush = () => {
      flushed = Date.now();
      const log = lines.join('\n');
      const { done, expected } = progress;
      flushing = flushing
        .then(() => saveBuildProgress(this.db, job.id, { log, done, expected }))
        .catch(() => {});
    };
    let result: BuildResult;
    try {
      result = await (this.options.build ?? buildSite)({
        buildsDir: this.env.BUILDS_DIR,
        store: this.env.STORE,
        siteUrl: this.env.SITE_URL,
        reason: job.reason,
        scope: job.request.scope,
        onProgress: (done, expected) => {
          progress = { done, expected };
          if (Date.now() - flushed > 1000) flush();
        },
        onLog: (line) => {
          lines.push(line);
          if (lines.length > 400) lines.shift();
          if (Date.now() - flushed > 1000) flush();
        },
      });
    } catch (err) {
      result = { ok: false, error: err instanceof Error ? err.message : String(err), log: lines.join('\n') };
    }
    // The CDN edge drops the pages this build changed as soon as it is live (api/services/edge/purge.ts), while the
    // outcome is saved; a failure is only logged.
    const purged = purgeAfterBuild(this.env, result, this.options.edge);
    const finishedAt = new Date().toISOString();
    await flushing;
    await finishBuild(this.db, job.id, buildOutcome(result, lines.join('\n'), finishedAt));
    await purged;
    // The build may have published a dated block, or a scale version with new effective dates (issue 27: its
    // scales are installed first): their dates are armed from now on.
    if (result.ok && this.effectiveDatesWatched)
      void followLiveScales(this.db, this.env.BUILDS_DIR)
        .catch((error) => log().error({ err: safeError(error) }, 'Barèmes de la build en ligne'))
        .then(() => this.scheduleEffectiveDates());
  }

  private settle(): void {
    if (this.timer || this.building) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

/** What the builds table keeps of a build's result (`log`: its output, for a success). */
export function buildOutcome(result: BuildResult, log: string, finishedAt: string): BuildOutcome {
  return result.ok
    ? {
        status: 'success',
        folder: result.folder,
        pageCount: result.info.pages,
        durationMs: result.info.durationMs,
        log,
        finishedAt,
        skipped: result.info.skipped ?? [],
      }
    : { status: 'failed', error: result.error, log: result.log, finishedAt };
}

const publishers = new WeakMap<Db, Publisher>();

/** The publisher of an app's database (one queue per database, whichever route asks). */
export function publisherOf(ctx: {
  db: Db;
  env: Pick<Env, 'BUILDS_DIR' | 'STORE' | 'SITE_URL'>;
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

/** Two build requests together: their reasons, and their scopes (mergeScopes). */
export function mergeRequests(a: BuildRequest, b: BuildRequest): BuildRequest {
  const reqIds = [...reqIdsOf(a), ...reqIdsOf(b)].slice(-MAX_REQ_IDS);
  return {
    reasons: [...a.reasons, ...b.reasons],
    scope: mergeScopes(a.scope, b.scope),
    ...(reqIds.length > 0 ? { reqIds } : {}),
  };
}

/** The last request ids a build keeps (many quick edits make one build). */
const MAX_REQ_IDS = 20;

/** The ids of the requests that asked for a build (kept in its request, read back from the store). */
export function reqIdsOf(request: BuildRequest): string[] {
  const ids = z.array(requestIdSchema).safeParse((request as { reqIds?: unknown }).reqIds ?? []);
  return ids.success ? ids.data : [];
}

/** Two scopes together; null (everything) wins. */
export function mergeScopes(a: BuildScope | null, b: BuildScope | null): BuildScope | null {
  if (!a || !b) return null;
  const union = (x?: string[], y?: string[]) => [...new Set([...(x ?? []), ...(y ?? [])])];
  return {
    cities: union(a.cities, b.cities),
    articles: union(a.articles, b.articles),
    guides: union(a.guides, b.guides),
    ...(a.communesData || b.communesData ? { communesData: true } : {}),
    ...(a.redirects || b.redirects ? { redirects: union(a.redirects, b.redirects) } : {}),
  };
}

function summarize(reasons: string[]): string {
  const unique = [...new Set(reasons)];
  return unique.length <= 3
    ? unique.join(' ; ')
    : `${unique.slice(0, 3).join(' ; ')} (+${unique.length - 3})`;
}
