/**
 * The trash (issue 30): a deleted article or guide is kept 30 days as it was — its row, its tags, its revisions
 * and its pending change — and can be restored with them, under its own id and address, so that its URL and the
 * redirects of its old addresses lead to it again. Scheduled actions are not kept: deleting cancels them.
 * The retention purge (db/queries/retention.ts) removes what is past its date.
 */
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first, inTransaction } from '../dialect.ts';
import type { TrashKind, TrashSnapshot } from '../schema.ts';
import { tables as t } from '../tables.ts';
import { indexItems } from './search.ts';

/** Days a deleted item stays restorable. */
export const TRASH_DAYS = 30;

const tableOf = { article: t.articles, guide: t.thematicPages } as const;

/** The site address of an item of the trash. */
export function trashPath(kind: TrashKind, slug: string, lang?: unknown): string {
  if (kind === 'article') return `/conseil/${slug}`;
  return lang === 'en' ? `/en/guide/${slug}` : `/guide/${slug}`;
}

async function snapshotOf(db: Db, kind: TrashKind, itemId: number): Promise<TrashSnapshot | null> {
  const table = tableOf[kind];
  const row = await first(db.select().from(table).where(eq(table.id, itemId)));
  if (!row) return null;
  const tagIds =
    kind === 'article'
      ? (
          await db
            .select({ id: t.articleTags.tagId })
            .from(t.articleTags)
            .where(eq(t.articleTags.articleId, itemId))
        ).map((r) => r.id)
      : [];
  const revisions = await db
    .select()
    .from(t.contentRevisions)
    .where(and(eq(t.contentRevisions.kind, kind), eq(t.contentRevisions.itemId, itemId)))
    .orderBy(asc(t.contentRevisions.id));
  const pending = await first(
    db
      .select()
      .from(t.pendingChanges)
      .where(and(eq(t.pendingChanges.kind, kind), eq(t.pendingChanges.itemId, itemId))),
  );
  return { row, tagIds, revisions, pending: pending ?? null };
}

/**
 * Puts the item in the trash before its deletion, in the caller's transaction: false when there is no such item.
 * `by`: the user id of who deleted it.
 */
export async function moveToTrash(
  tx: Db,
  kind: TrashKind,
  itemId: number,
  by: string | null,
  now: Date,
): Promise<boolean> {
  const snapshot = await snapshotOf(tx, kind, itemId);
  if (!snapshot) return false;
  await tx.insert(t.trash).values({
    kind,
    itemId,
    slug: String(snapshot.row.slug),
    title: String(snapshot.row.title),
    snapshot,
    deletedBy: by,
    deletedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + TRASH_DAYS * 86_400_000).toISOString(),
  });
  return true;
}

/** The trash, newest first, with who deleted each item and the address it will take back. */
export async function trashList(db: Db) {
  const rows = await db
    .select({
      id: t.trash.id,
      kind: t.trash.kind,
      itemId: t.trash.itemId,
      slug: t.trash.slug,
      title: t.trash.title,
      snapshot: t.trash.snapshot,
      deletedAt: t.trash.deletedAt,
      expiresAt: t.trash.expiresAt,
      deletedByName: t.user.name,
    })
    .from(t.trash)
    .leftJoin(t.user, eq(t.user.id, t.trash.deletedBy))
    .orderBy(desc(t.trash.deletedAt), desc(t.trash.id));
  return rows.map(({ snapshot, deletedByName, ...r }) => ({
    ...r,
    path: trashPath(r.kind, r.slug, snapshot.row.lang),
    status: String(snapshot.row.status),
    revisions: snapshot.revisions.length,
    deletedBy: deletedByName ?? null,
  }));
}
export type TrashItem = Awaited<ReturnType<typeof trashList>>[number];

export type RestoreOutcome =
  | { ok: true; kind: TrashKind; itemId: number; slug: string }
  | { ok: false; reason: 'missing' | 'slug-taken' };

/** Whether another item now holds the address (same language, for guides). */
async function addressTaken(db: Db, kind: TrashKind, row: Record<string, unknown>): Promise<boolean> {
  const table = tableOf[kind];
  const sameSlug = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.slug, String(row.slug)));
  if (kind === 'article') return sameSlug.length > 0;
  const ids = sameSlug.map((r) => r.id);
  if (ids.length === 0) return false;
  const langs = await db
    .select({ lang: t.thematicPages.lang })
    .from(t.thematicPages)
    .where(inArray(t.thematicPages.id, ids));
  return langs.some((l) => l.lang === (row.lang ?? 'fr'));
}

/** The row as it can be written again: links to a category or an image deleted since are dropped. */
async function writableRow(db: Db, row: Record<string, unknown>) {
  const out = { ...row };
  for (const [key, table] of [
    ['featuredImageId', t.media],
    ['categoryId', t.articleCategories],
  ] as const) {
    const id = out[key];
    if (typeof id !== 'number') continue;
    if (!(await first(db.select({ id: table.id }).from(table).where(eq(table.id, id))))) out[key] = null;
  }
  return out;
}

async function writeBack(tx: Db, kind: TrashKind, itemId: number, snapshot: TrashSnapshot): Promise<void> {
  const row = await writableRow(tx, snapshot.row);
  // biome-ignore lint/suspicious/noExplicitAny: the row was read from this very table (snapshotOf).
  await tx.insert(tableOf[kind]).values(row as any);
  if (snapshot.tagIds.length > 0) {
    const tags = await tx.select({ id: t.tags.id }).from(t.tags).where(inArray(t.tags.id, snapshot.tagIds));
    if (tags.length > 0)
      await tx.insert(t.articleTags).values(tags.map((tag) => ({ articleId: itemId, tagId: tag.id })));
  }
  // Rows read from these very tables (snapshotOf), written back as they were; the revisions get new ids.
  for (const { id: _id, ...revision } of snapshot.revisions)
    await tx.insert(t.contentRevisions).values(revision as typeof t.contentRevisions.$inferInsert);
  if (snapshot.pending)
    await tx.insert(t.pendingChanges).values(snapshot.pending as typeof t.pendingChanges.$inferInsert);
}

/** Takes an item out of the trash, with its revisions, under its id and address; refused if the address is taken. */
export async function restoreFromTrash(db: Db, trashId: number): Promise<RestoreOutcome> {
  return inTransaction(db, async (tx) => {
    const entry = await first(tx.select().from(t.trash).where(eq(t.trash.id, trashId)));
    if (!entry) return { ok: false, reason: 'missing' };
    const { kind, itemId, snapshot } = entry;
    if (await addressTaken(tx, kind, snapshot.row)) return { ok: false, reason: 'slug-taken' };
    await writeBack(tx, kind, itemId, snapshot);
    await tx.delete(t.trash).where(eq(t.trash.id, trashId));
    await indexItems(tx, kind, [itemId]);
    return { ok: true, kind, itemId, slug: entry.slug };
  });
}

/** Deletes an item of the trash for good: false when there was none. */
export async function deleteFromTrash(db: Db, trashId: number): Promise<boolean> {
  const gone = await db.delete(t.trash).where(eq(t.trash.id, trashId)).returning({ id: t.trash.id });
  return gone.length > 0;
}

/** Removes what is past its 30 days; the count. */
export async function purgeTrash(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(t.trash)
    .where(lt(t.trash.expiresAt, now.toISOString()))
    .returning({ id: t.trash.id });
  return gone.length;
}
