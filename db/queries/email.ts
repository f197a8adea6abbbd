/** E-mails: the templates the mailer fills and the log of every attempt to send one. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { emailLogs, emailTemplates } from '../tables.ts';

/** One template with its bodies; null when there is none with this key. */
export async function emailTemplate(db: Db, key: string) {
  return (await first(db.select().from(emailTemplates).where(eq(emailTemplates.key, key)))) ?? null;
}

export type EmailLogEntry = Omit<typeof emailLogs.$inferInsert, 'id' | 'createdAt'>;

/** Creates the template when there is none with its key; an edited template is never overwritten. */
export async function ensureTemplate(db: Db, template: typeof emailTemplates.$inferInsert): Promise<void> {
  await db.insert(emailTemplates).values(template).onConflictDoNothing();
}

/**
 * Gives its blocks to a template stored before they existed (and, when given, the structure that names them);
 * a template that already has blocks is left alone (another server may have done it).
 */
export async function giveBlocks(
  db: Db,
  key: string,
  set: Pick<typeof emailTemplates.$inferInsert, 'blocks'> &
    Partial<Pick<typeof emailTemplates.$inferInsert, 'html' | 'text'>>,
): Promise<void> {
  await db
    .update(emailTemplates)
    .set(set)
    .where(and(eq(emailTemplates.key, key), isNull(emailTemplates.blocks)));
}

/** Logs an attempt to send an e-mail (sent, kept in the outbox, or failed). */
export async function recordEmail(db: Db, entry: EmailLogEntry): Promise<void> {
  await db.insert(emailLogs).values(entry);
}
