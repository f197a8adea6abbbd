/**
 * Who else has an article, guide or city page open in its editor (issue 30). Each editor's screen sends a
 * heartbeat; the row (one per editor and item) says until when it counts. Nothing needs to clear it: a row past
 * `expiresAt` is no longer read, and is deleted by the next heartbeat of anyone and by the retention purge.
 * In the store, so that every server of a cluster sees the same editors.
 */
import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affected } from '../dialect.ts';
import type { EditorialKind } from '../schema.ts';
import { presence, user } from '../tables.ts';

/** How long a heartbeat counts (the screen sends one every 20 s: two may be lost). */
export const PRESENCE_TTL_MS = 45_000;
/** A heartbeat sooner than this after the last one of the same editor on the same item writes nothing. */
export const PRESENCE_MIN_WRITE_MS = 5_000;

export type PresenceItem = { kind: EditorialKind; itemId: number };

/**
 * Records that `userId` has the item open at `now`, for PRESENCE_TTL_MS, and deletes the expired rows.
 * A repeated heartbeat within PRESENCE_MIN_WRITE_MS updates nothing (one row per editor and item whatever the rate).
 */
export async function touchPresence(db: Db, item: PresenceItem, userId: string, now: Date): Promise<void> {
  const seenAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + PRESENCE_TTL_MS).toISOString();
  const recent = new Date(now.getTime() - PRESENCE_MIN_WRITE_MS).toISOString();
  await db
    .insert(presence)
    .values({ kind: item.kind, itemId: item.itemId, userId, seenAt, expiresAt })
    .onConflictDoUpdate({
      target: [presence.kind, presence.itemId, presence.userId],
      set: { seenAt, expiresAt },
      setWhere: lt(presence.seenAt, recent),
    });
  // Every expired row, whatever its item (the expires_at index): the table holds only the last 45 s.
  await db.delete(presence).where(lt(presence.expiresAt, seenAt));
}

/** Ends the presence of `userId` on the item (the screen was closed). */
export async function leavePresence(db: Db, item: PresenceItem, userId: string): Promise<void> {
  await db
    .delete(presence)
    .where(and(eq(presence.kind, item.kind), eq(presence.itemId, item.itemId), eq(presence.userId, userId)));
}

/** The other editors who have the item open at `now` (a deleted account is not listed), by name. */
export async function othersEditing(
  db: Db,
  item: PresenceItem,
  userId: string,
  now: Date,
): Promise<Array<{ id: string; name: string; seenAt: string }>> {
  return db
    .select({ id: user.id, name: user.name, seenAt: presence.seenAt })
    .from(presence)
    .innerJoin(user, eq(user.id, presence.userId))
    .where(
      and(
        eq(presence.kind, item.kind),
        eq(presence.itemId, item.itemId),
        ne(presence.userId, userId),
        sql`${presence.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .orderBy(asc(user.name));
}

/** Deletes every expired row (the retention purge). How many. */
export async function purgePresence(db: Db, now: Date): Promise<number> {
  return affected(await db.delete(presence).where(lt(presence.expiresAt, now.toISOString())));
}
