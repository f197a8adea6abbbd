/** E-mail templates (list, one, save) and the log of e-mails sent, in the back-office. */
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { emailLogs, emailTemplates } from '../tables.ts';
import { isoNow, type Paged, pageWindow } from './admin-shared.ts';

/** Every template by name, without its bodies. */
export async function emailTemplateList(db: Db) {
  const items = await db
    .select({
      key: emailTemplates.key,
      name: emailTemplates.name,
      subject: emailTemplates.subject,
      updatedAt: emailTemplates.updatedAt,
    })
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.name));
  return { items };
}

/** What a save changes: the words (editors and admins) or the structure (admins). */
export type EmailTemplateEdit = Partial<
  Pick<typeof emailTemplates.$inferInsert, 'name' | 'subject' | 'blocks' | 'html' | 'text'>
>;

/** Saves a change to the template `key`; the template as stored, null when there is none with this key. */
export async function updateEmailTemplate(db: Db, key: string, edit: EmailTemplateEdit, userId: string) {
  const row = await first(
    db
      .update(emailTemplates)
      .set({ ...edit, updatedBy: userId, updatedAt: isoNow() })
      .where(eq(emailTemplates.key, key))
      .returning(),
  );
  return row ?? null;
}

export const EMAIL_LOG_PAGE_SIZE = 50;

/** A page of the e-mail log, newest first, all statuses or one, with the name of each message's template. */
export async function emailLogList(db: Db, status: 'sent' | 'outbox' | 'error' | 'all', page: number) {
  const where = status === 'all' ? undefined : eq(emailLogs.status, status);
  const total = (await first(db.select({ n: count() }).from(emailLogs).where(where)))?.n ?? 0;
  const { limit, offset } = pageWindow(page, EMAIL_LOG_PAGE_SIZE);
  const items = await db
    .select({
      id: emailLogs.id,
      templateKey: emailLogs.templateKey,
      /** The template's name as editors gave it (null for a message sent without a stored template). */
      templateName: emailTemplates.name,
      recipient: emailLogs.recipient,
      subject: emailLogs.subject,
      status: emailLogs.status,
      error: emailLogs.error,
      createdAt: emailLogs.createdAt,
    })
    .from(emailLogs)
    .leftJoin(emailTemplates, eq(emailTemplates.key, emailLogs.templateKey))
    .where(where)
    .orderBy(desc(emailLogs.id))
    .limit(limit)
    .offset(offset);
  return { total, page, pageSize: EMAIL_LOG_PAGE_SIZE, items } satisfies Paged<unknown>;
}

/** One logged e-mail with its bodies; null when there is none. */
export async function emailLog(db: Db, id: number) {
  return (await first(db.select().from(emailLogs).where(eq(emailLogs.id, id)))) ?? null;
}
