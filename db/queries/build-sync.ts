/**
 * The build every server must serve when each holds its own copy (BUILD_SYNC=fetch, api/services/build-sync/): one
 * site setting, written by the server that made (or rolled back to) the live build, read by all the others.
 */
import { eq } from 'drizzle-orm';
import { announcementSchema, type BuildAnnouncement } from '../../src/core/build-manifest.ts';
import type { Db } from '../client.ts';
import { affected, first } from '../dialect.ts';
import { tables as t } from '../tables.ts';

export const LIVE_BUILD_KEY = 'build-sync:live';

/** The build the store says is live, or null (none announced yet, or an unreadable value). */
export async function announcedBuild(db: Db): Promise<BuildAnnouncement | null> {
  const row = await first(db.select().from(t.siteSettings).where(eq(t.siteSettings.key, LIVE_BUILD_KEY)));
  const parsed = announcementSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** Says `build` is live, replacing what was (a new build, a rollback). */
export async function announceBuild(db: Db, build: BuildAnnouncement): Promise<void> {
  await db
    .insert(t.siteSettings)
    .values({ key: LIVE_BUILD_KEY, value: build })
    .onConflictDoUpdate({
      target: t.siteSettings.key,
      set: { value: build, updatedAt: new Date().toISOString() },
    });
}

/** Says `build` is live only when nothing is announced yet (a server's start); whether it did. */
export async function announceBuildIfNone(db: Db, build: BuildAnnouncement): Promise<boolean> {
  return (
    affected(
      await db.insert(t.siteSettings).values({ key: LIVE_BUILD_KEY, value: build }).onConflictDoNothing(),
    ) === 1
  );
}
