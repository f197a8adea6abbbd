/** The audit log: who changed what, when. `details` never carries personal data (no e-mail, no name). */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  articleCategories,
  articles,
  auditLog,
  cityPages,
  contactMessages,
  emailTemplates,
  media,
  redirects,
  tags,
  thematicPages,
  user,
} from '../tables.ts';

export type AuditEntry = Pick<
  typeof auditLog.$inferInsert,
  'userId' | 'action' | 'entity' | 'entityId' | 'details'
>;

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The ids as numbers, for the tables keyed by an integer (anything else matches no row). */
const numbers = (ids: string[]) => ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

type Lookup = (db: Db, ids: string[]) => Promise<Array<{ id: string | number; label: string | null }>>;

/**
 * The item each kind of entry points at, read by id: its name as the screen shows it, or null when the name
 * would be a visitor's (a contact message). An id that is absent from the answer is an item since deleted.
 */
const LOOKUPS: Record<string, Lookup> = {
  article: (db, ids) =>
    db
      .select({ id: articles.id, label: articles.title })
      .from(articles)
      .where(inArray(articles.id, numbers(ids))),
  thematic_page: (db, ids) =>
    db
      .select({ id: thematicPages.id, label: thematicPages.title })
      .from(thematicPages)
      .where(inArray(thematicPages.id, numbers(ids))),
  city_page: (db, ids) =>
    db
      .select({ id: cityPages.id, label: cityPages.cityName })
      .from(cityPages)
      .where(inArray(cityPages.id, numbers(ids))),
  media: (db, ids) =>
    db
      .select({ id: media.id, label: media.originalName })
      .from(media)
      .where(inArray(media.id, numbers(ids))),
  article_category: (db, ids) =>
    db
      .select({ id: articleCategories.id, label: articleCategories.name })
      .from(articleCategories)
      .where(inArray(articleCategories.id, numbers(ids))),
  tag: (db, ids) =>
    db
      .select({ id: tags.id, label: tags.name })
      .from(tags)
      .where(inArray(tags.id, numbers(ids))),
  redirect: (db, ids) =>
    db
      .select({ id: redirects.id, label: redirects.fromPath })
      .from(redirects)
      .where(inArray(redirects.id, numbers(ids))),
  email_template: (db, ids) =>
    db
      .select({ id: emailTemplates.key, label: emailTemplates.name })
      .from(emailTemplates)
      .where(inArray(emailTemplates.key, ids)),
  contact_message: async (db, ids) =>
    (
      await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(inArray(contactMessages.id, numbers(ids)))
    ).map((r) => ({ id: r.id, label: null })),
  user: async (db, ids) =>
    (
      await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, ids))
    ).map((u) => ({ id: u.id, label: u.name && u.name !== u.email ? `${u.name} (${u.email})` : u.email })),
};

/** The item an entry points at, when its kind has one: whether it still exists, and its name. */
export type AuditTarget = { exists: boolean; label: string | null };

async function targetsOf(db: Db, rows: Array<{ entity: string; entityId: string | null }>) {
  const wanted = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.entityId == null || !(r.entity in LOOKUPS)) continue;
    const ids = wanted.get(r.entity) ?? new Set<string>();
    ids.add(r.entityId);
    wanted.set(r.entity, ids);
  }
  const found = new Map<string, string | null>();
  for (const [entity, ids] of wanted) {
    const lookup = LOOKUPS[entity] as Lookup;
    for (const row of await lookup(db, [...ids])) found.set(`${entity}:${row.id}`, row.label);
  }
  return (entity: string, entityId: string | null): AuditTarget | null => {
    if (entityId == null || !(entity in LOOKUPS)) return null;
    const key = `${entity}:${entityId}`;
    return { exists: found.has(key), label: found.get(key) ?? null };
  };
}

/**
 * The last 200 entries, newest first: who wrote them (name and e-mail, null once the account is gone) and the
 * item each one points at (its name, and whether it still exists).
 */
export async function auditTrail(db: Db) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      userId: auditLog.userId,
      userName: user.name,
      userEmail: user.email,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.userId))
    .orderBy(desc(auditLog.id))
    .limit(200);
  const target = await targetsOf(db, rows);
  return { items: rows.map((r) => ({ ...r, target: target(r.entity, r.entityId) })) };
}
