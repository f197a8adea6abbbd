/** Visitors' contact messages in the back-office (their names and addresses: admins only). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affected, first } from '../dialect.ts';
import { contactMessages } from '../tables.ts';
import { isoNow } from './admin-shared.ts';

export type ContactStatus = (typeof contactMessages.$inferSelect)['status'];

/** The latest 500 messages, newest first, all statuses or one. */
export async function contactMessageList(db: Db, status: ContactStatus | 'all') {
  const items = await db
    .select()
    .from(contactMessages)
    .where(status === 'all' ? undefined : eq(contactMessages.status, status))
    .orderBy(desc(contactMessages.id))
    .limit(500);
  return { items };
}

/** One message; null when there is none. */
export async function contactMessage(db: Db, id: number) {
  return (await first(db.select().from(contactMessages).where(eq(contactMessages.id, id)))) ?? null;
}

/** Marks a message handled (by whom, when) or new again; false when there is no such message. */
export async function setContactMessageStatus(
  db: Db,
  id: number,
  status: ContactStatus,
  userId: string,
): Promise<boolean> {
  const res = await db
    .update(contactMessages)
    .set(
      status === 'handled'
        ? { status, handledBy: userId, handledAt: isoNow() }
        : { status, handledBy: null, handledAt: null },
    )
    .where(eq(contactMessages.id, id));
  return affected(res) > 0;
}
