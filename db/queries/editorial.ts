/**
 * The editorial trail of an article, guide or city page (issue 15): its version, its revisions, its pending
 * changes and its scheduled publications. One module for the three kinds: each kind is a table with the same
 * `id`, `slug`, `status`, `version` and `updatedAt` columns.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../src/i18n/locales.ts';
import type { Db } from '../client.ts';
import { affected, first } from '../dialect.ts';
import type { EditorialKind, REVISION_ACTIONS, RevisionData, SCHEDULE_ACTIONS } from '../schema.ts';
import {
  articles,
  cityPages,
  contentRevisions,
  pendingChanges,
  publicationSchedules,
  thematicPages,
  user,
} from '../tables.ts';
import { restorableCityForm } from './city-markdown.ts';

export type RevisionAction = (typeof REVISION_ACTIONS)[number];
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** The three tables share the columns used here; typed as one of them (the others only widen `status`). */
const TABLES = { article: articles, guide: thematicPages, city: cityPages } as unknown as Record<
  EditorialKind,
  typeof thematicPages
>;

/** How long consecutive autosaves of one editor on one item make one revision. */
export const AUTOSAVE_WINDOW_MS = 10 * 60 * 1000;

/** The version, status and address of an item (a guide's language with it); null when there is none. */
export async function editorialState(db: Db, kind: EditorialKind, id: number): Promise<ItemState | null> {
  const t = TABLES[kind];
  const columns = { version: t.version, status: t.status, slug: t.slug };
  const row =
    kind === 'guide'
      ? await first(
          db
            .select({ ...columns, lang: thematicPages.lang })
            .from(t)
            .where(eq(t.id, id)),
        )
      : await first(db.select(columns).from(t).where(eq(t.id, id)));
  return row ?? null;
}

type ItemState = {
  version: number;
  status: (typeof thematicPages.$inferSelect)['status'];
  slug: string;
  /** A guide's language (its address depends on it). */
  lang?: Locale;
};

/**
 * Version + 1, only if it still is `expected` (null: whatever it is): false when another save came first.
 * One statement, so that of two saves based on one version exactly one wins, on both stores.
 */
export async function bumpVersion(
  db: Db,
  kind: EditorialKind,
  id: number,
  expected: number | null,
): Promise<boolean> {
  const t = TABLES[kind];
  const result = await db
    .update(t)
    .set({ version: sql`${t.version} + 1` })
    .where(and(eq(t.id, id), expected === null ? undefined : eq(t.version, expected)));
  return affected(result) === 1;
}

/** Makes an item live or a draft (an article keeps the date it was first published). */
export async function setLive(db: Db, kind: EditorialKind, id: number, live: boolean, at: string) {
  const status = live ? 'published' : 'draft';
  if (kind === 'article') {
    await db
      .update(articles)
      .set({
        status,
        updatedAt: at,
        publishedAt: live ? sql`coalesce(${articles.publishedAt}, ${at})` : undefined,
      })
      .where(eq(articles.id, id));
    return;
  }
  const t = TABLES[kind];
  await db.update(t).set({ status, updatedAt: at }).where(eq(t.id, id));
}

const savedByColumns = { savedById: user.id, savedByName: user.name };
const savedByOf = (r: { savedById: string | null; savedByName: string | null }) =>
  r.savedById ? { id: r.savedById, name: r.savedByName ?? '' } : null;

export type NewRevision = {
  kind: EditorialKind;
  itemId: number;
  version: number;
  action: RevisionAction;
  data: RevisionData;
  pending: boolean;
  savedBy: string | null;
  savedAt: string;
};

/**
 * Keeps a save. An autosave that follows an autosave of the same editor on the same item (same target: the
 * page or its pending changes) less than AUTOSAVE_WINDOW_MS earlier updates that revision instead.
 */
export async function addRevision(db: Db, r: NewRevision): Promise<number> {
  if (r.action === 'autosave' && r.savedBy !== null) {
    const last = await first(
      db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.kind, r.kind), eq(contentRevisions.itemId, r.itemId)))
        .orderBy(desc(contentRevisions.id))
        .limit(1),
    );
    const since = new Date(Date.parse(r.savedAt) - AUTOSAVE_WINDOW_MS).toISOString();
    if (
      last &&
      last.action === 'autosave' &&
      last.savedBy === r.savedBy &&
      last.pending === r.pending &&
      last.savedAt >= since
    ) {
      await db
        .update(contentRevisions)
        .set({ version: r.version, data: r.data, savedAt: r.savedAt })
        .where(eq(contentRevisions.id, last.id));
      return last.id;
    }
  }
  const row = await first(db.insert(contentRevisions).values(r).returning({ id: contentRevisions.id }));
  return row?.id as number;
}

const revisionColumns = {
  id: contentRevisions.id,
  version: contentRevisions.version,
  action: contentRevisions.action,
  pending: contentRevisions.pending,
  savedAt: contentRevisions.savedAt,
  ...savedByColumns,
};

/** The revisions of an item, newest first, with who saved each. */
export async function revisionList(db: Db, kind: EditorialKind, itemId: number) {
  const rows = await db
    .select(revisionColumns)
    .from(contentRevisions)
    .leftJoin(user, eq(user.id, contentRevisions.savedBy))
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.id));
  return rows.map(({ savedById, savedByName, ...r }) => ({
    ...r,
    savedBy: savedByOf({ savedById, savedByName }),
  }));
}

/**
 * One revision of an item with the form it saved; null when it is not one of this item's. A city page's form
 * saved before its text moved to Markdown comes with that text converted (restorableCityForm): restored, or
 * shown against the form in the history, it is the Markdown the editor edits now.
 */
export async function revisionOf(db: Db, kind: EditorialKind, itemId: number, revisionId: number) {
  const row = await first(
    db
      .select({ ...revisionColumns, data: contentRevisions.data })
      .from(contentRevisions)
      .leftJoin(user, eq(user.id, contentRevisions.savedBy))
      .where(
        and(
          eq(contentRevisions.id, revisionId),
          eq(contentRevisions.kind, kind),
          eq(contentRevisions.itemId, itemId),
        ),
      ),
  );
  if (!row) return null;
  const { savedById, savedByName, ...r } = row;
  const data = kind === 'city' ? restorableCityForm(r.data) : r.data;
  return { ...r, data, savedBy: savedByOf({ savedById, savedByName }) };
}

/**
 * The form an item had at `version` (the revision that produced it), for the three-way merge of a stale save;
 * null when no revision holds it any more (autosaves merged into a later one, or a status-only change).
 */
export async function revisionDataAt(db: Db, kind: EditorialKind, itemId: number, version: number) {
  const row = await first(
    db
      .select({ data: contentRevisions.data })
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.kind, kind),
          eq(contentRevisions.itemId, itemId),
          eq(contentRevisions.version, version),
        ),
      )
      .orderBy(desc(contentRevisions.id))
      .limit(1),
  );
  return row?.data ?? null;
}

/** Who saved an item last and when (its newest revision); null when it has none. */
export async function lastSave(db: Db, kind: EditorialKind, itemId: number) {
  const row = await first(
    db
      .select({ savedAt: contentRevisions.savedAt, ...savedByColumns })
      .from(contentRevisions)
      .leftJoin(user, eq(user.id, contentRevisions.savedBy))
      .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
      .orderBy(desc(contentRevisions.id))
      .limit(1),
  );
  return row ? { savedAt: row.savedAt, savedBy: savedByOf(row) } : null;
}

/** The pending changes of a live item, with who saved them; null when there are none. */
export async function pendingOf(db: Db, kind: EditorialKind, itemId: number) {
  const row = await first(
    db
      .select({ data: pendingChanges.data, savedAt: pendingChanges.savedAt, ...savedByColumns })
      .from(pendingChanges)
      .leftJoin(user, eq(user.id, pendingChanges.savedBy))
      .where(and(eq(pendingChanges.kind, kind), eq(pendingChanges.itemId, itemId))),
  );
  return row ? { data: row.data, savedAt: row.savedAt, savedBy: savedByOf(row) } : null;
}

/** Replaces the pending changes of an item. */
export async function setPending(
  db: Db,
  p: { kind: EditorialKind; itemId: number; data: RevisionData; savedBy: string | null; savedAt: string },
): Promise<void> {
  await db
    .insert(pendingChanges)
    .values(p)
    .onConflictDoUpdate({
      target: [pendingChanges.kind, pendingChanges.itemId],
      set: { data: p.data, savedBy: p.savedBy, savedAt: p.savedAt },
    });
}

/** Drops the pending changes of an item; whether there were any. */
export async function dropPending(db: Db, kind: EditorialKind, itemId: number): Promise<boolean> {
  return (
    affected(
      await db
        .delete(pendingChanges)
        .where(and(eq(pendingChanges.kind, kind), eq(pendingChanges.itemId, itemId))),
    ) > 0
  );
}

const scheduleColumns = {
  id: publicationSchedules.id,
  action: publicationSchedules.action,
  runAt: publicationSchedules.runAt,
};

/** The publications and unpublications to come of an item, soonest first. */
export async function schedulesOf(db: Db, kind: EditorialKind, itemId: number) {
  return db
    .select(scheduleColumns)
    .from(publicationSchedules)
    .where(
      and(
        eq(publicationSchedules.kind, kind),
        eq(publicationSchedules.itemId, itemId),
        eq(publicationSchedules.status, 'scheduled'),
      ),
    )
    .orderBy(asc(publicationSchedules.runAt), asc(publicationSchedules.id));
}

/** Schedules a publication or unpublication at `runAt` (ISO 8601, UTC). */
export async function addSchedule(
  db: Db,
  s: {
    kind: EditorialKind;
    itemId: number;
    action: ScheduleAction;
    runAt: string;
    createdBy: string | null;
    createdAt: string;
  },
) {
  const row = await first(db.insert(publicationSchedules).values(s).returning(scheduleColumns));
  return row as NonNullable<typeof row>;
}

/** Cancels a schedule of this item still to come; false when there is none. */
export async function cancelSchedule(
  db: Db,
  kind: EditorialKind,
  itemId: number,
  scheduleId: number,
): Promise<boolean> {
  const result = await db
    .update(publicationSchedules)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(publicationSchedules.id, scheduleId),
        eq(publicationSchedules.kind, kind),
        eq(publicationSchedules.itemId, itemId),
        eq(publicationSchedules.status, 'scheduled'),
      ),
    );
  return affected(result) === 1;
}

/** The schedules whose time has come (runAt ≤ `now`), oldest first. */
export async function dueSchedules(db: Db, now: string) {
  return db
    .select({
      id: publicationSchedules.id,
      kind: publicationSchedules.kind,
      itemId: publicationSchedules.itemId,
      action: publicationSchedules.action,
      runAt: publicationSchedules.runAt,
      createdBy: publicationSchedules.createdBy,
    })
    .from(publicationSchedules)
    .where(and(eq(publicationSchedules.status, 'scheduled'), sql`${publicationSchedules.runAt} <= ${now}`))
    .orderBy(asc(publicationSchedules.runAt), asc(publicationSchedules.id));
}

/** When the next schedule is due (ISO 8601), or null. */
export async function nextScheduleAt(db: Db): Promise<string | null> {
  const row = await first(
    db
      .select({ runAt: publicationSchedules.runAt })
      .from(publicationSchedules)
      .where(eq(publicationSchedules.status, 'scheduled'))
      .orderBy(asc(publicationSchedules.runAt))
      .limit(1),
  );
  return row?.runAt ?? null;
}

/** Takes a schedule to run it: true for exactly one caller, whatever the number of servers. */
export async function claimSchedule(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .update(publicationSchedules)
    .set({ status: 'done', doneAt: at })
    .where(and(eq(publicationSchedules.id, id), eq(publicationSchedules.status, 'scheduled')));
  return affected(result) === 1;
}

/** Records why a schedule could not run (it is not tried again). */
export async function failSchedule(db: Db, id: number, error: string, at: string): Promise<void> {
  await db
    .update(publicationSchedules)
    .set({ status: 'failed', error, doneAt: at })
    .where(and(eq(publicationSchedules.id, id), eq(publicationSchedules.status, 'scheduled')));
}

/** Everything kept about an item that is deleted: its revisions, pending changes and schedules. */
export async function deleteEditorialTrail(db: Db, kind: EditorialKind, itemId: number): Promise<void> {
  await db
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)));
  await dropPending(db, kind, itemId);
  await db
    .delete(publicationSchedules)
    .where(and(eq(publicationSchedules.kind, kind), eq(publicationSchedules.itemId, itemId)));
}
