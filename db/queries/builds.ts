/**
 * The publisher's side of the `builds` table (api/services/publisher.ts): the shared queue (one queued build
 * that changes join, claimed by the elected builder), a running build's log and progress, its outcome; the
 * pages a change lists among theirs (api/services/change-scope.ts), and the published addresses a full build
 * splits across its processes (api/services/build-shards.ts).
 * The back-office reads the table through db/queries/admin-builds.ts.
 */
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { type Db, kindOf } from '../client.ts';
import { affected, first, inTransaction, isUniqueViolation } from '../dialect.ts';
import type { BuildRequest, BuildSkippedItem } from '../schema.ts';
import {
  articles,
  builds,
  cityPages,
  cityProximityLinks,
  frenchCities,
  siteSettings,
  thematicPages,
} from '../tables.ts';

export type BuildOutcome =
  | {
      status: 'success';
      folder: string;
      pageCount: number;
      durationMs: number;
      log: string;
      finishedAt: string;
      /** Items left out of the build, each with its cause (issue 26). */
      skipped: BuildSkippedItem[];
    }
  | { status: 'failed'; error: string; log: string; finishedAt: string };

export async function finishBuild(db: Db, id: number, outcome: BuildOutcome): Promise<void> {
  await db.update(builds).set(outcome).where(eq(builds.id, id));
}

/**
 * A build run outside the queue (a server's first start on an empty BUILDS_DIR), recorded once done so that the
 * back-office shows it, its failure or the items it left out (issue 26).
 */
export async function recordBuild(
  db: Db,
  build: { reason: string; startedAt: string; builder: string },
  outcome: BuildOutcome,
): Promise<void> {
  await db.insert(builds).values({ ...build, ...outcome });
}

/**
 * The addresses of the published city pages that list the commune of the city page `slug` among their
 * nearby cities; null when there is no page at this address.
 */
export async function citiesListing(db: Db, slug: string): Promise<string[] | null> {
  const page = await first(
    db.select({ insee: cityPages.inseeCode }).from(cityPages).where(eq(cityPages.slug, slug)),
  );
  if (!page) return null;
  return (
    await db
      .select({ slug: cityPages.slug })
      .from(cityProximityLinks)
      .innerJoin(cityPages, eq(cityPages.inseeCode, cityProximityLinks.sourceCityInsee))
      .where(and(eq(cityProximityLinks.targetCityInsee, page.insee), eq(cityPages.status, 'published')))
  ).map((l) => l.slug);
}

/**
 * How many of the largest published cities every city page compares itself with (src/pages/[city].astro,
 * `largestCities(store(), 7)`): a change to one of them shows on every city page.
 */
export const COMPARED_LARGEST = 7;

/**
 * The city pages that show the commune `insee`: the published pages listing it among their nearby cities, and
 * whether every city page does (it is, or was until this change, one of the COMPARED_LARGEST largest).
 */
export async function citiesShowing(
  db: Db,
  insee: string,
): Promise<{ nearby: string[]; everywhere: boolean }> {
  const nearby = (
    await db
      .select({ slug: cityPages.slug })
      .from(cityProximityLinks)
      .innerJoin(cityPages, eq(cityPages.inseeCode, cityProximityLinks.sourceCityInsee))
      .where(and(eq(cityProximityLinks.targetCityInsee, insee), eq(cityPages.status, 'published')))
      .orderBy(asc(cityPages.slug))
  ).map((l) => l.slug);
  const own = await first(
    db
      .select({ population: frenchCities.population })
      .from(frenchCities)
      .where(eq(frenchCities.inseeCode, insee)),
  );
  // The largest published pages other than this one: it is (or was) among them if it is not smaller than the last.
  const largest = await db
    .select({ population: frenchCities.population })
    .from(cityPages)
    .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
    .where(
      and(
        eq(cityPages.status, 'published'),
        isNotNull(frenchCities.population),
        sql`${cityPages.inseeCode} <> ${insee}`,
      ),
    )
    .orderBy(desc(frenchCities.population))
    .limit(COMPARED_LARGEST);
  const last = largest.at(-1)?.population ?? null;
  const population = own?.population ?? null;
  const everywhere =
    largest.length < COMPARED_LARGEST || (population !== null && last !== null && population >= last);
  return { nearby, everywhere };
}

/** The published articles of these categories (their pages list each other as related articles). */
export async function articlesInCategories(db: Db, categoryIds: number[]): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  return (
    await db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.status, 'published'), inArray(articles.categoryId, categoryIds)))
      .orderBy(asc(articles.slug))
  ).map((a) => a.slug);
}

/** The published guides (each guide page lists others as related guides). */
export async function publishedGuideSlugs(db: Db): Promise<string[]> {
  return (
    await db
      .select({ slug: thematicPages.slug })
      .from(thematicPages)
      .where(eq(thematicPages.status, 'published'))
      .orderBy(asc(thematicPages.slug))
  ).map((g) => g.slug);
}

/** Every published city page, article and guide address, for the shards of a full build. */
export async function publishedAddresses(
  db: Db,
): Promise<{ cities: string[]; articles: string[]; guides: string[] }> {
  const [cityRows, articleRows] = await Promise.all([
    db
      .select({ slug: cityPages.slug })
      .from(cityPages)
      .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
      .where(eq(cityPages.status, 'published'))
      .orderBy(asc(cityPages.slug)),
    db
      .select({ slug: articles.slug })
      .from(articles)
      .where(eq(articles.status, 'published'))
      .orderBy(asc(articles.slug)),
  ]);
  return {
    cities: cityRows.map((c) => c.slug),
    articles: articleRows.map((a) => a.slug),
    guides: await publishedGuideSlugs(db),
  };
}

// ───────────── The shared queue: any server adds to it, the elected builder runs it ─────────────

export type QueuedBuild = { id: number; reason: string; request: BuildRequest };
export type RunningBuild = QueuedBuild & { done: number; expected: number; builder: string | null };

/**
 * Adds a change to the queued build (creating it if there is none), and pushes its start back to `runAfter`:
 * changes made in a row make one build. `merge` joins two requests. The store keeps at most one queued build
 * (builds_one_queued): when two servers create it at the same moment, the loser joins the winner's.
 */
export async function enqueueBuild(
  db: Db,
  change: BuildRequest,
  runAfter: number,
  merge: (a: BuildRequest, b: BuildRequest) => BuildRequest,
  summarize: (reasons: string[]) => string,
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(db, async (tx) => {
        const queued = await lockQueuedBuild(tx);
        if (queued) {
          const request = merge(queued.request ?? { reasons: [queued.reason], scope: null }, change);
          await tx
            .update(builds)
            .set({
              request,
              reason: summarize(request.reasons),
              runAfter: Math.max(runAfter, queued.runAfter ?? 0),
            })
            .where(eq(builds.id, queued.id));
          return queued.id;
        }
        const row = await first(
          tx
            .insert(builds)
            .values({ status: 'queued', reason: summarize(change.reasons), request: change, runAfter })
            .returning({ id: builds.id }),
        );
        return row?.id as number;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** The queued build, locked until the transaction ends (PostgreSQL; SQLite's transaction holds the file). */
async function lockQueuedBuild(tx: Db) {
  const where = eq(builds.status, 'queued');
  if (kindOf(tx) === 'postgres') {
    const select = tx.select().from(builds).where(where) as unknown as {
      for(s: 'update'): Promise<BuildRow[]>;
    };
    return (await select.for('update'))[0];
  }
  return first(tx.select().from(builds).where(where));
}

type BuildRow = typeof builds.$inferSelect;

/**
 * Takes the queued build whose time has come, if no build is running: it becomes « running » for `builder`.
 * One statement, so two servers can never both take it.
 */
export async function claimNextBuild(db: Db, now: number, builder: string, startedAt: string) {
  const next = await first(
    db
      .select({ id: builds.id })
      .from(builds)
      .where(and(eq(builds.status, 'queued'), lte(builds.runAfter, now)))
      .orderBy(builds.id)
      .limit(1),
  );
  if (!next) return null;
  const row = await first(
    db
      .update(builds)
      .set({ status: 'running', startedAt, builder, progressDone: 0, progressExpected: 0 })
      .where(
        and(
          eq(builds.id, next.id),
          eq(builds.status, 'queued'),
          sql`NOT EXISTS (SELECT 1 FROM builds r WHERE r.status = 'running')`,
        ),
      )
      .returning(),
  );
  return row
    ? { id: row.id, reason: row.reason, request: row.request ?? { reasons: [row.reason], scope: null } }
    : null;
}

/** When the queued build may start (ms since the epoch), or null when none is queued. */
export async function queuedRunAfter(db: Db): Promise<number | null> {
  const row = await first(
    db.select({ runAfter: builds.runAfter }).from(builds).where(eq(builds.status, 'queued')),
  );
  return row ? Number(row.runAfter ?? 0) : null;
}

/** The running and the queued build, as every server sees them. */
export async function buildQueue(
  db: Db,
): Promise<{ running: RunningBuild | null; queued: QueuedBuild | null }> {
  const rows = await db
    .select()
    .from(builds)
    .where(inArray(builds.status, ['queued', 'running']));
  const request = (r: BuildRow) => r.request ?? { reasons: [r.reason], scope: null };
  const running = rows.find((r) => r.status === 'running');
  const queued = rows.find((r) => r.status === 'queued');
  return {
    running: running
      ? {
          id: running.id,
          reason: running.reason,
          request: request(running),
          done: running.progressDone ?? 0,
          expected: running.progressExpected ?? 0,
          builder: running.builder,
        }
      : null,
    queued: queued ? { id: queued.id, reason: queued.reason, request: request(queued) } : null,
  };
}

/** The log and progress so far of a running build (the admin of any server follows it). */
export async function saveBuildProgress(
  db: Db,
  id: number,
  progress: { log?: string; done?: number; expected?: number },
): Promise<void> {
  await db
    .update(builds)
    .set({
      ...(progress.log !== undefined ? { log: progress.log } : {}),
      ...(progress.done !== undefined
        ? { progressDone: progress.done, progressExpected: progress.expected }
        : {}),
    })
    .where(eq(builds.id, id));
}

/**
 * Builds left « running » by a builder that stopped (its server died): called by the next elected builder,
 * which alone may build. Each is marked failed and its changes go back to the queue, so nothing is lost.
 */
export async function requeueOrphanedBuilds(
  db: Db,
  error: string,
  finishedAt: string,
  runAfter: number,
  merge: (a: BuildRequest, b: BuildRequest) => BuildRequest,
  summarize: (reasons: string[]) => string,
): Promise<number> {
  const orphans = await db.select().from(builds).where(eq(builds.status, 'running'));
  for (const orphan of orphans) {
    await db.update(builds).set({ status: 'failed', error, finishedAt }).where(eq(builds.id, orphan.id));
    await enqueueBuild(
      db,
      orphan.request ?? { reasons: [orphan.reason], scope: null },
      runAfter,
      merge,
      summarize,
    );
  }
  return orphans.length;
}

/**
 * Takes a one-time task whose name is `key` (e.g. the rebuild of an effective date): true for the one server
 * that takes it first, false for every other.
 */
export async function claimOnce(db: Db, key: string): Promise<boolean> {
  return (
    affected(
      await db.insert(siteSettings).values({ key, value: new Date().toISOString() }).onConflictDoNothing(),
    ) === 1
  );
}
