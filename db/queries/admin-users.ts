/**
 * Back-office accounts and their roles: the roles in force (only for an address its owner proved,
 * DECISIONS 18), the list of accounts, role changes, deletion.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { user, userRoles } from '../schema.ts';

export type UserRole = (typeof userRoles.$inferSelect)['role'];

/** The roles in force: none while the account's address is not confirmed by its owner (DECISIONS 18). */
export async function rolesOf(db: Db, userId: string): Promise<UserRole[]> {
  return db
    .select({ role: userRoles.role })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(and(eq(userRoles.userId, userId), eq(user.emailVerified, true)))
    .all()
    .map((r) => r.role)
    .sort();
}

/** Replaces an account's roles (duplicates dropped), all at once. */
export async function setRoles(db: Db, userId: string, roles: readonly UserRole[]): Promise<void> {
  db.transaction((tx) => {
    tx.delete(userRoles).where(eq(userRoles.userId, userId)).run();
    const unique = [...new Set(roles)];
    if (unique.length > 0)
      tx.insert(userRoles)
        .values(unique.map((role) => ({ userId, role })))
        .run();
  });
}

/** Every account by address, with the roles written for it and when it was last seen (session activity). */
export async function userList(db: Db) {
  const rows = db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      emailVerified: user.emailVerified,
      roles: sql<string | null>`(SELECT group_concat(r.role) FROM user_roles r WHERE r.user_id = "user".id)`,
      lastSeen: sql<number | null>`(SELECT max(s.updated_at) FROM session s WHERE s.user_id = "user".id)`,
    })
    .from(user)
    .orderBy(asc(user.email))
    .all();
  return {
    items: rows.map((r) => ({
      ...r,
      roles: r.roles ? r.roles.split(',').sort() : [],
      lastSeen: r.lastSeen ? new Date(r.lastSeen).toISOString() : null,
    })),
  };
}

export async function userExistsWithEmail(db: Db, email: string): Promise<boolean> {
  return db.select({ id: user.id }).from(user).where(eq(user.email, email)).get() !== undefined;
}

/** Whether the account's owner confirmed its address; null when there is no such account. */
export async function userVerification(db: Db, id: string): Promise<{ verified: boolean } | null> {
  const row = db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, id)).get();
  return row ?? null;
}

/** Deletes an account (its sessions and roles go with it); false when there was none. */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  return db.delete(user).where(eq(user.id, id)).run().changes > 0;
}

/** How many accounts hold the admin role (written, whether in force or not). */
export async function adminCount(db: Db): Promise<number> {
  return db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'admin')).get()?.n ?? 0;
}

/** The id of the account with this address (already lower-cased), or null. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  return db.select({ id: user.id }).from(user).where(eq(user.email, email)).get()?.id ?? null;
}

/** The address of this account is proven by its owner (a link opened from the mailbox, or the operator). */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  db.update(user).set({ emailVerified: true }).where(eq(user.id, userId)).run();
}

/** Gives the admin role (kept if already given). */
export async function grantAdmin(db: Db, userId: string): Promise<void> {
  db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing().run();
}
