/**
 * Back-office accounts and their roles: the roles in force (only for an address its owner proved,
 * DECISIONS 18), the list of accounts, role changes, deletion.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affected, first, inTransaction, joinedValues } from '../dialect.ts';
import { publicationSchedules, session, user, userRoles } from '../tables.ts';

export type UserRole = (typeof userRoles.$inferSelect)['role'];

/** The roles in force: none while the account's address is not confirmed by its owner (DECISIONS 18). */
export async function rolesOf(db: Db, userId: string): Promise<UserRole[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(and(eq(userRoles.userId, userId), eq(user.emailVerified, true)));
  return rows.map((r) => r.role).sort();
}

/** Replaces an account's roles (duplicates dropped), all at once. */
export async function setRoles(db: Db, userId: string, roles: readonly UserRole[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    const unique = [...new Set(roles)];
    if (unique.length > 0) await tx.insert(userRoles).values(unique.map((role) => ({ userId, role })));
  });
}

/** Every account by address, with the roles written for it and when it was last seen (session activity). */
export async function userList(db: Db) {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      emailVerified: user.emailVerified,
      roles: sql<
        string | null
      >`(SELECT ${joinedValues(db, sql`r.role`)} FROM user_roles r WHERE r.user_id = "user".id)`,
      // A session's instant, read as that column reads it (SQLite: ms since the epoch; PostgreSQL: a timestamp).
      lastSeen:
        sql<Date | null>`(SELECT max(s.updated_at) FROM session s WHERE s.user_id = "user".id)`.mapWith(
          session.updatedAt,
        ),
    })
    .from(user)
    .orderBy(asc(user.email));
  return {
    items: rows.map((r) => ({
      ...r,
      roles: r.roles ? r.roles.split(',').sort() : [],
      lastSeen: r.lastSeen ? r.lastSeen.toISOString() : null,
    })),
  };
}

/** How many roles are written for an account (in force or waiting for its owner to confirm the address). */
const rolesWritten = sql<number>`(SELECT count(*) FROM user_roles r WHERE r.user_id = "user".id)`.mapWith(
  Number,
);

/**
 * What decides whether a role may be given to an account: whether its owner confirmed the address, and how
 * many roles are written for it (none: nobody ever invited it, so its password may be anyone's); by id or by
 * address (already lower-cased); null when there is no such account.
 */
export async function userVerification(db: Db, by: { id: string } | { email: string }) {
  const where = 'id' in by ? eq(user.id, by.id) : eq(user.email, by.email);
  const row = await first(
    db.select({ id: user.id, verified: user.emailVerified, rolesWritten }).from(user).where(where),
  );
  return row ?? null;
}

/** An invitation takes the account back: the admin's name for it, and its address to be proven again. */
export async function reopenForInvitation(db: Db, id: string, name: string): Promise<void> {
  await db.update(user).set({ name, emailVerified: false }).where(eq(user.id, id));
}

/**
 * Deletes an account (its sessions and roles go with it); false when there was none. The publications and
 * unpublications it scheduled and that have not run are cancelled with it (issue 26): nobody answers for them.
 */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const deleted = affected(await tx.delete(user).where(eq(user.id, id))) > 0;
    if (deleted)
      await tx
        .update(publicationSchedules)
        .set({ status: 'cancelled' })
        .where(and(eq(publicationSchedules.createdBy, id), eq(publicationSchedules.status, 'scheduled')));
    return deleted;
  });
}

/** How many accounts hold the admin role (written, whether in force or not). */
export async function adminCount(db: Db): Promise<number> {
  return (await first(db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'admin'))))?.n ?? 0;
}

/** The id of the account with this address (already lower-cased), or null. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  return (await first(db.select({ id: user.id }).from(user).where(eq(user.email, email))))?.id ?? null;
}

/** The address of this account is proven by its owner (a link opened from the mailbox, or the operator). */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

/** Gives the admin role (kept if already given). */
export async function grantAdmin(db: Db, userId: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
}
