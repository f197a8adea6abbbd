/**
 * The publisher's side of the `builds` table (api/services/publisher.ts): a build queued, renamed as
 * changes join it, running, its log, its outcome; and the pages a city page's change rebuilds.
 * The back-office reads the table through db/queries/admin-builds.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { builds, cityPages, cityProximityLinks } from '../schema.ts';

/** Queues a build for `reason`; its id. */
export async function queueBuild(db: Db, reason: string): Promise<number> {
  // `.all()`, not `.get()`: a RETURNING statement read with `.get()` stays open and the WAL never restarts.
  const [row] = db.insert(builds).values({ status: 'queued', reason }).returning({ id: builds.id }).all();
  return row?.id as number;
}

/** The reason of a build, once more changes joined it. */
export async function setBuildReason(db: Db, id: number, reason: string): Promise<void> {
  db.update(builds).set({ reason }).where(eq(builds.id, id)).run();
}

export async function markBuildRunning(db: Db, id: number, reason: string, startedAt: string): Promise<void> {
  db.update(builds).set({ status: 'running', startedAt, reason }).where(eq(builds.id, id)).run();
}

/** The log so far of a running build (the admin follows it). */
export async function saveBuildLog(db: Db, id: number, log: string): Promise<void> {
  db.update(builds).set({ log }).where(eq(builds.id, id)).run();
}

export type BuildOutcome =
  | {
      status: 'success';
      folder: string;
      pageCount: number;
      durationMs: number;
      log: string;
      finishedAt: string;
    }
  | { status: 'failed'; error: string; log: string; finishedAt: string };

export async function finishBuild(db: Db, id: number, outcome: BuildOutcome): Promise<void> {
  db.update(builds).set(outcome).where(eq(builds.id, id)).run();
}

/** Marks the builds still « queued » or « running » as failed with `error`. */
export async function failUnfinishedBuilds(db: Db, error: string, finishedAt: string): Promise<void> {
  db.update(builds)
    .set({ status: 'failed', error, finishedAt })
    .where(inArray(builds.status, ['queued', 'running']))
    .run();
}

/**
 * The addresses of the published city pages that list the commune of the city page `slug` among their
 * nearby cities; null when there is no page at this address.
 */
export async function citiesListing(db: Db, slug: string): Promise<string[] | null> {
  const page = db
    .select({ insee: cityPages.inseeCode })
    .from(cityPages)
    .where(eq(cityPages.slug, slug))
    .get();
  if (!page) return null;
  return db
    .select({ slug: cityPages.slug })
    .from(cityProximityLinks)
    .innerJoin(cityPages, eq(cityPages.inseeCode, cityProximityLinks.sourceCityInsee))
    .where(and(eq(cityProximityLinks.targetCityInsee, page.insee), eq(cityPages.status, 'published')))
    .all()
    .map((l) => l.slug);
}
