/**
 * The editorial workflow of articles, guides and city pages (issue 15), one engine for the three kinds:
 * every save bumps the item's version atomically (a save based on an older one is refused), keeps a
 * revision, and goes to the pending changes when the item is live; « Publier les modifications », publish,
 * unpublish and scheduled runs apply them. Each kind brings its form schema and checks (`EditorialSpec`,
 * declared by its route module, which registers it so that the publisher can run its schedules).
 */
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/dialect.ts';
import { recordAudit } from '../../db/queries/admin-audit.ts';
import { type PublicationState, publicationState } from '../../db/queries/admin-publishing.ts';
import {
  addRevision,
  addSchedule,
  bumpVersion,
  cancelSchedule,
  claimSchedule,
  dropPending,
  dueSchedules,
  editorialState,
  failSchedule,
  lastSave,
  nextScheduleAt,
  pendingOf,
  type RevisionAction,
  revisionDataAt,
  revisionOf,
  type ScheduleAction,
  schedulesOf,
  setLive,
  setPending,
} from '../../db/queries/editorial.ts';
import { recordSlugChange, releasePath } from '../../db/queries/redirects.ts';
import type { EditorialKind, RevisionData } from '../../db/schema.ts';
import { TIME_ZONE } from '../../src/core/dates.ts';
import { type BlockMerge, mergeBlocks } from '../../src/core/editorial/merge-blocks.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { ApiFailure, badRequest, describeFieldErrors, fieldErrorsOf, notFound } from '../errors.ts';
import type { Change } from './publisher.ts';

/** A form checked against the store: what a revision keeps, and how it is written to the item's row. */
export type Prepared = {
  /** The form as saved (the shape of the body the editor sends, its address resolved). */
  data: RevisionData;
  /** Writes the row (created without `id`); the item's id. */
  write(tx: Db, id?: number): Promise<number>;
};

/** What a kind brings to the engine (its route module declares it). */
export type EditorialSpec<Input extends RevisionData = RevisionData> = {
  kind: EditorialKind;
  /** The audit log's name of the table. */
  entity: string;
  /** The 404 message. */
  missing: string;
  /** The public path of an address: '/conseil/x', '/guide/x' (or '/en/guide/x' for a guide in English), '/apl-x'. */
  path(slug: string, lang?: Locale): string;
  /** The form's schema, to check again a form saved earlier (pending changes, a revision). */
  schema: z.ZodType<Input>;
  /** Checks a form against the store (address free, references exist): 400 otherwise. */
  prepare(db: Db, input: Input, id?: number): Promise<Prepared>;
  /** The item as the back-office shows it; null when there is none. */
  record(db: Db, id: number): Promise<({ status: string; version: number } & object) | null>;
  /** The rebuild a change of public state needs (publishing.ts's changeFor for this kind). */
  change(before: PublicationState | null, after: PublicationState | null): Change | null;
};

/** Who acts, and when (the app's clock). */
export type Actor = { userId: string | null; at: Date };
/** Asks the publisher for a rebuild. */
export type RequestRebuild = (change: Change) => Promise<unknown>;
export type Outcome = 'done' | 'stale';

const kinds = new Map<EditorialKind, EditorialSpec>();

/** Declares a kind (from its route module), so that the publisher can run its schedules. */
export function editorialKind<Input extends RevisionData>(spec: EditorialSpec<Input>): EditorialSpec<Input> {
  kinds.set(spec.kind, spec as unknown as EditorialSpec);
  return spec;
}

const iso = (at: Date) => at.toISOString();

/** The detail every editorial endpoint answers: the record, its version, pending changes, schedules, liveness. */
export async function editorialDetail(db: Db, spec: EditorialSpec, id: number) {
  const record = await spec.record(db, id);
  if (!record) return null;
  const [pending, schedules] = await Promise.all([
    pendingOf(db, spec.kind, id),
    schedulesOf(db, spec.kind, id),
  ]);
  return { ...record, version: record.version, pending, schedules, live: record.status === 'published' };
}

/** « 23 novembre 2026 à 14 h 05 », « 1er mars 2027 à 09 h 00 », in Paris (as the SPA's fmtDateTimeLong). */
export function frenchInstant(at: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const day = parts.day === '1' ? '1er' : parts.day;
  return `${day} ${parts.month} ${parts.year} à ${parts.hour} h ${parts.minute}`;
}

/** The 409 message: who saved last and when, if known. */
export async function staleMessage(db: Db, kind: EditorialKind, id: number): Promise<string> {
  const last = await lastSave(db, kind, id);
  const when = last
    ? [last.savedBy ? `par ${last.savedBy.name}` : null, frenchInstant(last.savedAt)].filter(Boolean)
    : [];
  const detail = when.length > 0 ? ` (${when.join(', ')})` : '';
  return `Cette page a été modifiée entre-temps${detail}. Comparez puis fusionnez ou rechargez.`;
}

/** The Markdown body fields a stale save gets merged by block (the other fields keep the per-field choice). */
export const BLOCK_MERGED_FIELDS = ['content'] as const;

/**
 * The merge proposed to a save refused as stale: for each Markdown body field that differs, the three-way merge by
 * block of the editor's text and the saved one, from the revision of the version the editor started from.
 * `fields` is null when that revision is no longer kept (autosaves merged into a later one, a status-only
 * change): `note` then says so, and the fields are merged one by one as before.
 */
export type MergeProposal = {
  /** The version the refused save started from. */
  base: number;
  /** Who saved the version it is merged with (null when unknown). */
  theirsBy: string | null;
  fields: Partial<Record<(typeof BLOCK_MERGED_FIELDS)[number], BlockMerge>> | null;
  note: string | null;
};

const textOf = (data: Record<string, unknown>, field: string) => {
  const value = data[field];
  return typeof value === 'string' ? value : '';
};

/**
 * The merge proposal of a stale save of `input` based on `version`, against `current` (the item's detail now:
 * its pending changes when it has some, its row otherwise).
 */
export async function mergeProposal(
  db: Db,
  kind: EditorialKind,
  id: number,
  save: { version: number; input: RevisionData },
  current: { pending: { data: RevisionData } | null },
): Promise<MergeProposal> {
  const [base, last] = await Promise.all([
    revisionDataAt(db, kind, id, save.version),
    lastSave(db, kind, id),
  ]);
  const theirsBy = last?.savedBy?.name ?? null;
  if (!base)
    return {
      base: save.version,
      theirsBy,
      fields: null,
      note: `La version ${save.version}, point de départ de vos modifications, n'est plus dans l'historique : la fusion se fait champ par champ.`,
    };
  const theirs = (current.pending?.data ?? current) as RevisionData;
  const fields: MergeProposal['fields'] = {};
  for (const field of BLOCK_MERGED_FIELDS) {
    if (!(field in save.input)) continue;
    const mine = textOf(save.input, field);
    if (mine !== textOf(theirs, field))
      fields[field] = mergeBlocks(textOf(base, field), mine, textOf(theirs, field));
  }
  return { base: save.version, theirsBy, fields, note: null };
}

async function existingState(db: Db, spec: EditorialSpec, id: number) {
  const state = await editorialState(db, spec.kind, id);
  if (!state) throw notFound(spec.missing);
  return state;
}

/** A form saved earlier, checked again by the kind's schema (400 when it no longer passes). */
function reparse(spec: EditorialSpec, data: unknown, what: string): RevisionData {
  const parsed = spec.schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error);
  throw badRequest(`${what} : ${describeFieldErrors(fieldErrors)}`, fieldErrors);
}

/** The form with the item's publication status (a form's `status` never changes a live item's). */
const withStatus = (data: RevisionData, status: string): RevisionData =>
  'status' in data ? { ...data, status } : data;

/**
 * After a write of the row: the redirects a public address change needs. A live item renamed leaves a 301
 * from its old address; an item live at an address takes it back from any redirect.
 */
async function redirectsAfter(
  tx: Db,
  spec: EditorialSpec,
  id: number,
  before: { slug: string; status: string; lang?: Locale },
  userId: string | null,
) {
  const after = await editorialState(tx, spec.kind, id);
  if (after?.status !== 'published') return;
  const from = spec.path(before.slug, before.lang);
  const to = spec.path(after.slug, after.lang);
  if (before.status === 'published' && from !== to) await recordSlugChange(tx, { from, to, userId });
  else if (before.status !== 'published' || from !== to) await releasePath(tx, to);
}

/**
 * Runs a write that may change what is public (true when it wrote the row), then asks for the rebuild the
 * change needs: the item's pages for an edit in place, the site for a publication, an unpublication or a
 * rename, nothing for a draft.
 */
async function rebuilding(
  db: Db,
  spec: EditorialSpec,
  id: number,
  request: RequestRebuild,
  write: () => Promise<boolean>,
): Promise<void> {
  const before = await publicationState(db, spec.kind, id);
  if (!(await write())) return;
  const change = spec.change(before, await publicationState(db, spec.kind, id));
  if (change) await request(change);
}

/** Creates an item from a form: version 1 and its first revision. Its id. */
export async function createItem(db: Db, spec: EditorialSpec, input: RevisionData, actor: Actor) {
  const prepared = await spec.prepare(db, input);
  return inTransaction(db, async (tx) => {
    const id = await prepared.write(tx);
    await addRevision(tx, {
      kind: spec.kind,
      itemId: id,
      version: 1,
      action: 'save',
      data: prepared.data,
      pending: false,
      savedBy: actor.userId,
      savedAt: iso(actor.at),
    });
    await redirectsAfter(tx, spec, id, { slug: '', status: 'draft' }, actor.userId);
    return id;
  });
}

/**
 * Saves a form based on `version`: to the pending changes when the item is live, to its row otherwise (a
 * leftover pending version is then dropped: the form is the whole truth). 'stale' when another save came first.
 */
export async function saveItem(
  db: Db,
  spec: EditorialSpec,
  id: number,
  save: { version: number; input: RevisionData; action: Exclude<RevisionAction, 'publish'> },
  actor: Actor,
): Promise<Outcome> {
  const state = await existingState(db, spec, id);
  if (state.version !== save.version) return 'stale';
  const prepared = await spec.prepare(db, save.input, id);
  return inTransaction(db, async (tx) => {
    if (!(await bumpVersion(tx, spec.kind, id, save.version))) return 'stale';
    const before = (await editorialState(tx, spec.kind, id)) ?? state;
    const live = before.status === 'published';
    const data = live ? withStatus(prepared.data, before.status) : prepared.data;
    if (live)
      await setPending(tx, {
        kind: spec.kind,
        itemId: id,
        data,
        savedBy: actor.userId,
        savedAt: iso(actor.at),
      });
    else {
      await prepared.write(tx, id);
      await dropPending(tx, spec.kind, id);
      await redirectsAfter(tx, spec, id, before, actor.userId);
    }
    await addRevision(tx, {
      kind: spec.kind,
      itemId: id,
      version: save.version + 1,
      action: save.action,
      data,
      pending: live,
      savedBy: actor.userId,
      savedAt: iso(actor.at),
    });
    return 'done';
  });
}

/**
 * Restores a revision as a new save (action 'restore'). The publication status stays as it is, so nothing
 * public changes: a live item gets it as pending changes, a draft in its row.
 */
export async function restoreRevision(
  db: Db,
  spec: EditorialSpec,
  id: number,
  revisionId: number,
  version: number,
  actor: Actor,
): Promise<Outcome> {
  const state = await existingState(db, spec, id);
  const revision = await revisionOf(db, spec.kind, id, revisionId);
  if (!revision) throw notFound('Révision introuvable');
  const input = withStatus(
    reparse(spec, revision.data, 'Cette révision ne peut plus être restaurée'),
    state.status,
  );
  return saveItem(db, spec, id, { version, input, action: 'restore' }, actor);
}

/**
 * Inside a transaction whose version bump succeeded: writes the pending changes of the item to its row, with
 * `status`, and keeps the 'publish' revision. Whether there were any.
 */
async function applyPending(
  tx: Db,
  spec: EditorialSpec,
  id: number,
  version: number,
  status: string,
  actor: Actor,
): Promise<boolean> {
  const pending = await pendingOf(tx, spec.kind, id);
  if (!pending) return false;
  const input = withStatus(
    reparse(spec, pending.data, 'Les modifications en attente ne sont plus valides'),
    status,
  );
  const prepared = await spec.prepare(tx, input, id);
  await prepared.write(tx, id);
  await dropPending(tx, spec.kind, id);
  await addRevision(tx, {
    kind: spec.kind,
    itemId: id,
    version,
    action: 'publish',
    data: prepared.data,
    pending: false,
    savedBy: actor.userId,
    savedAt: iso(actor.at),
  });
  return true;
}

const nothingPending = () => new ApiFailure(400, 'AUCUNE_MODIFICATION', 'Aucune modification en attente');

/** « Publier les modifications »: the pending changes go to the item's row, then the rebuild is asked. */
export async function publishChanges(
  db: Db,
  spec: EditorialSpec,
  id: number,
  version: number,
  actor: Actor,
  request: RequestRebuild,
): Promise<Outcome> {
  const state = await existingState(db, spec, id);
  if (state.version !== version) return 'stale';
  let outcome: Outcome = 'stale';
  await rebuilding(db, spec, id, request, async () => {
    outcome = await inTransaction(db, async (tx) => {
      if (!(await bumpVersion(tx, spec.kind, id, version))) return 'stale';
      const before = (await editorialState(tx, spec.kind, id)) ?? state;
      if (!(await applyPending(tx, spec, id, version + 1, before.status, actor))) throw nothingPending();
      await redirectsAfter(tx, spec, id, before, actor.userId);
      return 'done';
    });
    return outcome === 'done';
  });
  return outcome;
}

/** Drops the pending changes (version + 1). */
export async function discardPending(
  db: Db,
  spec: EditorialSpec,
  id: number,
  version: number,
): Promise<Outcome> {
  const state = await existingState(db, spec, id);
  if (state.version !== version) return 'stale';
  return inTransaction(db, async (tx) => {
    if (!(await bumpVersion(tx, spec.kind, id, version))) return 'stale';
    if (!(await dropPending(tx, spec.kind, id))) throw nothingPending();
    return 'done';
  });
}

/**
 * Inside a transaction: publishes (pending changes applied first) or unpublishes the item, version + 1.
 * False when there was nothing to do (already in that state, nothing pending).
 */
async function setPublishedIn(tx: Db, spec: EditorialSpec, id: number, live: boolean, actor: Actor) {
  const before = await editorialState(tx, spec.kind, id);
  if (!before) throw notFound(spec.missing);
  const wasLive = before.status === 'published';
  const pending = live && (await pendingOf(tx, spec.kind, id)) !== null;
  if (wasLive === live && !pending) return false;
  await bumpVersion(tx, spec.kind, id, null);
  if (pending) await applyPending(tx, spec, id, before.version + 1, 'published', actor);
  await setLive(tx, spec.kind, id, live, iso(actor.at));
  await redirectsAfter(tx, spec, id, before, actor.userId);
  return true;
}

/** Publishes (applying the pending changes) or unpublishes an item, then asks for the rebuild. */
export async function setPublished(
  db: Db,
  spec: EditorialSpec,
  id: number,
  live: boolean,
  actor: Actor,
  request: RequestRebuild,
): Promise<void> {
  await existingState(db, spec, id);
  await rebuilding(db, spec, id, request, () =>
    inTransaction(db, (tx) => setPublishedIn(tx, spec, id, live, actor)),
  );
}

/** Schedules a publication or unpublication; 400 unless `runAt` is after `now`. */
export async function scheduleItem(
  db: Db,
  spec: EditorialSpec,
  id: number,
  s: { action: ScheduleAction; runAt: Date },
  actor: Actor,
) {
  await existingState(db, spec, id);
  if (s.runAt.getTime() <= actor.at.getTime())
    throw badRequest('La date doit être dans le futur', { runAt: ['La date doit être dans le futur'] });
  return addSchedule(db, {
    kind: spec.kind,
    itemId: id,
    action: s.action,
    runAt: iso(s.runAt),
    createdBy: actor.userId,
    createdAt: iso(actor.at),
  });
}

/** Cancels a schedule of the item; 404 when there is no such schedule to come. */
export async function unscheduleItem(db: Db, spec: EditorialSpec, id: number, scheduleId: number) {
  await existingState(db, spec, id);
  if (!(await cancelSchedule(db, spec.kind, id, scheduleId))) throw notFound('Programmation introuvable');
}

type Due = Awaited<ReturnType<typeof dueSchedules>>[number];

/**
 * Runs one due schedule, once whatever the number of servers: the claim (status 'scheduled' → 'done') and the
 * change are one transaction. A change that cannot be made (pending changes no longer valid) marks it 'failed'.
 */
async function runSchedule(db: Db, due: Due, now: Date, request: RequestRebuild): Promise<boolean> {
  const spec = kinds.get(due.kind);
  if (!spec) return false;
  const actor = { userId: due.createdBy, at: now };
  try {
    let ran = false;
    await rebuilding(db, spec, due.itemId, request, () =>
      inTransaction(db, async (tx) => {
        ran = await claimSchedule(tx, due.id, iso(now));
        return ran && (await setPublishedIn(tx, spec, due.itemId, due.action === 'publish', actor));
      }),
    );
    if (ran)
      await recordAudit(db, {
        userId: due.createdBy,
        action: `scheduled-${due.action}`,
        entity: spec.entity,
        entityId: String(due.itemId),
        details: { scheduleId: due.id, runAt: due.runAt },
      });
    return ran;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failSchedule(db, due.id, message, iso(now));
    return false;
  }
}

/**
 * Runs every schedule due at `now` (the publisher's clock), then answers when the next one is due (ISO 8601)
 * or null. How many ran here is `ran`.
 */
export async function runDueSchedules(
  db: Db,
  now: Date,
  request: RequestRebuild,
): Promise<{ ran: number; next: string | null }> {
  let ran = 0;
  for (const due of await dueSchedules(db, iso(now))) if (await runSchedule(db, due, now, request)) ran++;
  return { ran, next: await nextScheduleAt(db) };
}
