/** E-mails: the templates the mailer fills and the log of every attempt to send one. */
import { eq } from 'drizzle-orm';
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

/** Logs an attempt to send an e-mail (sent, kept in the outbox, or failed). */
export async function recordEmail(db: Db, entry: EmailLogEntry): Promise<void> {
  await db.insert(emailLogs).values(entry);
}
