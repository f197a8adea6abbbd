/**
 * Pending work in sight (issue 30): the changes held on live articles, guides and city pages (pending_changes)
 * and the publications and unpublications still to come (publication_schedules, « scheduled »), across the three
 * kinds, with who and when — for the dashboard and the lists (badges, « En attente » filter). Both stores.
 */
import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { guidePath, type Locale } from '../../src/i18n/locales.ts';
import type { Db } from '../client.ts';
import type { EditorialKind } from '../schema.ts';
import { articles, cityPages, pendingChanges, publicationSchedules, thematicPages, user } from '../tables.ts';

/** A held change (« Publier » / « Abandonner ») or a scheduled action (« Annuler »). */
export type PendingWork = {
  type: 'held' | 'scheduled';
  kind: EditorialKind;
  /** The item's id. */
  id: number;
  /** The schedule's id (type « scheduled »), null for a held change. */
  scheduleId: number | null;
  title: string;
  /** Its public address. */
  path: string;
  /** The item's status and version now (the per-item endpoints want the version). */
  status: string;
  version: number;
  /** What publishing it does: the held changes, or the scheduled action. */
  action: 'publish-changes' | 'publish' | 'unpublish';
  who: { id: string; name: string } | null;
  /** Saved at (held change) or run at (schedule), ISO 8601. */
  at: string;
};

type ItemInfo = { title: string; path: string; status: string; version: number };

/** The title, address, status and version of items of one kind, by id. */
async function itemsOf(db: Db, kind: EditorialKind, ids: number[]): Promise<Map<number, ItemInfo>> {
  const found = new Map<number, ItemInfo>();
  if (ids.length === 0) return found;
  const unique = [...new Set(ids)];
  if (kind === 'article') {
    const rows = await db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        status: articles.status,
        version: articles.version,
      })
      .from(articles)
      .where(inArray(articles.id, unique));
    for (const r of rows) found.set(r.id, { ...r, path: `/conseil/${r.slug}` });
  } else if (kind === 'guide') {
    const t = thematicPages;
    const rows = await db
      .select({ id: t.id, title: t.title, slug: t.slug, lang: t.lang, status: t.status, version: t.version })
      .from(t)
      .where(inArray(t.id, unique));
    for (const r of rows) found.set(r.id, { ...r, path: guidePath(r.slug, r.lang as Locale) });
  } else {
    const t = cityPages;
    const rows = await db
      .select({ id: t.id, title: t.cityName, slug: t.slug, status: t.status, version: t.version })
      .from(t)
      .where(inArray(t.id, unique));
    for (const r of rows) found.set(r.id, { ...r, path: `/${r.slug}` });
  }
  return found;
}

const KINDS: EditorialKind[] = ['article', 'guide', 'city'];

/** Rows joined to their items (a row whose item is gone is left out). */
async function withItems<R extends { kind: EditorialKind; itemId: number }>(db: Db, rows: R[]) {
  const items = new Map<EditorialKind, Map<number, ItemInfo>>();
  for (const kind of KINDS)
    items.set(
      kind,
      await itemsOf(
        db,
        kind,
        rows.filter((r) => r.kind === kind).map((r) => r.itemId),
      ),
    );
  return rows.flatMap((r) => {
    const item = items.get(r.kind)?.get(r.itemId);
    return item ? [{ row: r, item }] : [];
  });
}

const whoOf = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** The most rows of each type one answer holds (and so counts: 500 means « 500 or more »). */
export const PENDING_WORK_LIMIT = 500;

/**
 * Every held change (newest first) and every schedule to come (soonest first), of one kind or all, with counts.
 */
export async function pendingWork(db: Db, kind?: EditorialKind) {
  const held = await db
    .select({
      kind: pendingChanges.kind,
      itemId: pendingChanges.itemId,
      savedAt: pendingChanges.savedAt,
      whoId: user.id,
      whoName: user.name,
    })
    .from(pendingChanges)
    .leftJoin(user, eq(user.id, pendingChanges.savedBy))
    .where(kind ? eq(pendingChanges.kind, kind) : undefined)
    .orderBy(desc(pendingChanges.savedAt))
    .limit(PENDING_WORK_LIMIT);
  const scheduled = await db
    .select({
      id: publicationSchedules.id,
      kind: publicationSchedules.kind,
      itemId: publicationSchedules.itemId,
      action: publicationSchedules.action,
      runAt: publicationSchedules.runAt,
      whoId: user.id,
      whoName: user.name,
    })
    .from(publicationSchedules)
    .leftJoin(user, eq(user.id, publicationSchedules.createdBy))
    .where(
      and(
        eq(publicationSchedules.status, 'scheduled'),
        kind ? eq(publicationSchedules.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(publicationSchedules.runAt), asc(publicationSchedules.id))
    .limit(PENDING_WORK_LIMIT);
  const heldItems: PendingWork[] = (await withItems(db, held)).map(({ row, item }) => ({
    type: 'held',
    kind: row.kind,
    id: row.itemId,
    scheduleId: null,
    ...item,
    action: 'publish-changes',
    who: whoOf(row.whoId, row.whoName),
    at: row.savedAt,
  }));
  const scheduledItems: PendingWork[] = (await withItems(db, scheduled)).map(({ row, item }) => ({
    type: 'scheduled',
    kind: row.kind,
    id: row.itemId,
    scheduleId: row.id,
    ...item,
    action: row.action,
    who: whoOf(row.whoId, row.whoName),
    at: row.runAt,
  }));
  return {
    held: heldItems,
    scheduled: scheduledItems,
    counts: { held: heldItems.length, scheduled: scheduledItems.length },
  };
}

/**
 * A condition for a list query: the item (its id column) has a held change or a schedule to come. Written as
 * EXISTS subqueries so that the list keeps its own sort and pages (the « En attente » filter, on the server).
 */
export function hasPendingWork(kind: EditorialKind, id: SQLWrapper): SQL {
  return sql`(exists (select 1 from ${pendingChanges} where ${pendingChanges.kind} = ${kind} and ${pendingChanges.itemId} = ${id}) or exists (select 1 from ${publicationSchedules} where ${publicationSchedules.kind} = ${kind} and ${publicationSchedules.itemId} = ${id} and ${publicationSchedules.status} = 'scheduled'))`;
}
