/** The site builds as the back-office shows them: history, last success and failure, one build with its log. */
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { builds } from '../tables.ts';

/** The last 30 builds, newest first, without their logs (with the items each left out: issue 26). */
export async function buildHistory(db: Db) {
  return db
    .select({
      id: builds.id,
      status: builds.status,
      reason: builds.reason,
      pageCount: builds.pageCount,
      durationMs: builds.durationMs,
      error: builds.error,
      skipped: builds.skipped,
      createdAt: builds.createdAt,
      startedAt: builds.startedAt,
      finishedAt: builds.finishedAt,
    })
    .from(builds)
    .orderBy(desc(builds.id))
    .limit(30);
}

/** The latest successful build, without its log; null when none has succeeded. */
export async function lastSuccessfulBuild(db: Db) {
  const { log: _log, ...withoutLog } = getTableColumns(builds);
  const row = await first(
    db.select(withoutLog).from(builds).where(eq(builds.status, 'success')).orderBy(desc(builds.id)).limit(1),
  );
  return row ?? null;
}

/** The latest failed build: when, and why; null when none has failed. */
export async function lastFailedBuild(db: Db) {
  return (
    (await first(
      db
        .select({ id: builds.id, error: builds.error, finishedAt: builds.finishedAt })
        .from(builds)
        .where(eq(builds.status, 'failed'))
        .orderBy(desc(builds.id))
        .limit(1),
    )) ?? null
  );
}

/** One build with its log; null when there is none. */
export async function buildById(db: Db, id: number) {
  return (await first(db.select().from(builds).where(eq(builds.id, id)))) ?? null;
}
