/**
 * The editorial workflow shared by articles, guides and city pages (issue 15): versions (409 on a stale
 * save), revisions, pending changes on live pages, « Publier les modifications », restore and scheduled
 * publication. The types below are the contract the SPA imports (`import type`); the routes are mounted by
 * each content module (articles.ts, thematiques.ts, cities.ts) with its own kind.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { revisionList, revisionOf } from '../../../db/queries/editorial.ts';
import type { RevisionData } from '../../../db/schema.ts';
import { type REVISION_ACTIONS, SCHEDULE_ACTIONS } from '../../../db/schema.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import {
  type Actor,
  discardPending,
  type EditorialSpec,
  editorialDetail,
  type MergeProposal,
  mergeProposal,
  type Outcome,
  publishChanges,
  type RequestRebuild,
  restoreRevision,
  scheduleItem,
  setPublished,
  staleMessage,
  unscheduleItem,
} from '../../services/editorial.ts';
import { publisherOf } from '../../services/publisher.ts';
import { type AdminEnv, adminApp, IdParam } from './shared.ts';

export type RevisionAction = (typeof REVISION_ACTIONS)[number];
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** Who saved: null when the account was deleted since (or for changes made before issue 15). */
export type SavedBy = { id: string; name: string } | null;

/** Changes prepared on a live page, not yet on the site. */
export type PendingChanges<Body> = { data: Body; savedAt: string; savedBy: SavedBy };

/** A publication or unpublication to come (status « scheduled »), soonest first in the detail. */
export type ScheduleRow = { id: number; action: ScheduleAction; runAt: string };

/** What every editorial detail adds to the record: its version, pending changes, schedules, and whether it is live. */
export type EditorialState<Body> = {
  version: number;
  pending: PendingChanges<Body> | null;
  schedules: ScheduleRow[];
  /** Published: visible on the site now (a save then goes to `pending`). */
  live: boolean;
};

/** The detail of an article, guide or city page as every editorial endpoint answers it. */
export type EditorialDetail<Record, Body> = Omit<Record, keyof EditorialState<Body>> & EditorialState<Body>;

/** The body of PUT /P/:id: the form, the version it was based on, and whether it is an autosave. */
export type EditorialSave<Body> = Body & { version: number; autosave?: boolean };

/** The body of POST /P/:id/publish-changes, DELETE /P/:id/pending and POST /P/:id/revisions/:rid/restore. */
export type VersionBody = { version: number };

/** The body of POST /P/:id/schedules: `runAt` is an ISO 8601 instant with its offset or Z. */
export type ScheduleBody = { action: ScheduleAction; runAt: string };

export type RevisionSummary = {
  id: number;
  /** The record's version this save produced. */
  version: number;
  action: RevisionAction;
  /** Saved to the pending changes of a live page rather than to the page itself. */
  pending: boolean;
  savedAt: string;
  savedBy: SavedBy;
};

/** GET /P/:id/revisions, newest first. */
export type RevisionList = { items: RevisionSummary[] };

/** GET /P/:id/revisions/:revisionId: a revision with the full form it saved. */
export type RevisionDetail<Body> = RevisionSummary & { data: Body };

export type { BlockMerge, MergeChunk } from '../../../src/core/editorial/merge-blocks.ts';
export type { MergeProposal } from '../../services/editorial.ts';

/**
 * The 409 a save based on an older version gets: the message, and the detail as it is now; for a refused save
 * (PUT), the merge by block of its Markdown body with the saved one (issue 30).
 */
export type StaleVersionError<Detail> = {
  success: false;
  code: 'VERSION_PERIMEE';
  error: string;
  current: Detail;
  merge?: MergeProposal;
};

/** The 201 of POST /P/:id/schedules. */
export type ScheduleCreated = ScheduleRow;

/** The fields every save adds to the form of its kind. */
export const SaveFields = {
  version: z.number({ error: 'Version manquante : rechargez la page' }).int().min(1, 'Version invalide'),
  autosave: z.boolean().optional(),
};

const VersionInput = z.object({ version: SaveFields.version });

const ScheduleInput = z.object({
  action: z.enum(SCHEDULE_ACTIONS, { error: 'Action invalide : « publish » ou « unpublish »' }),
  runAt: z.iso.datetime({ offset: true, error: 'Date invalide (ISO 8601 avec fuseau attendu)' }),
});

const RevisionParam = IdParam.extend({
  revisionId: z.coerce
    .number({ error: 'Révision invalide' })
    .int('Révision invalide')
    .positive('Révision invalide'),
});
const ScheduleParam = IdParam.extend({
  scheduleId: z.coerce
    .number({ error: 'Programmation invalide' })
    .int('Programmation invalide')
    .positive('Programmation invalide'),
});

/** Who acts and when, by the app's clock. */
export const actorOf = (c: Context<AdminEnv>, ctx: AppContext): Actor => ({
  userId: c.get('user').id,
  at: ctx.now?.() ?? new Date(),
});

/** The detail of an item, or 404. */
export async function detailOf(db: Db, spec: EditorialSpec, id: number) {
  const detail = await editorialDetail(db, spec, id);
  if (!detail) throw notFound(spec.missing);
  return detail;
}

/**
 * The answer of a write: the detail, or the 409 of a stale version with the detail as it is now (and, for a
 * save, given as `save`, the merge proposal of its body).
 */
export async function answer(
  c: Context<AdminEnv>,
  db: Db,
  spec: EditorialSpec,
  id: number,
  outcome: Outcome,
  save?: { version: number; input: RevisionData },
) {
  const current = await detailOf(db, spec, id);
  if (outcome === 'done') return c.json(current, 200);
  const merge = save ? await mergeProposal(db, spec.kind, id, save, current) : undefined;
  const body = {
    success: false as const,
    code: 'VERSION_PERIMEE' as const,
    error: await staleMessage(db, spec.kind, id),
    current,
    ...(merge ? { merge } : {}),
  };
  return c.json(body, 409);
}

/** A rebuild request to the app's publisher. */
export const rebuildOf =
  (ctx: AppContext): RequestRebuild =>
  (change) =>
    publisherOf(ctx).request(change);

type EditorialApp = ReturnType<typeof adminApp>;

/** Publish the pending changes of a live page, or discard them. */
function pendingChangeRoutes(app: EditorialApp, ctx: AppContext, prefix: string, spec: EditorialSpec) {
  const { db } = ctx;
  const rebuild = rebuildOf(ctx);
  app.post(
    `${prefix}/:id/publish-changes`,
    validate('param', IdParam),
    validate('json', VersionInput),
    async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await publishChanges(
        db,
        spec,
        id,
        c.req.valid('json').version,
        actorOf(c, ctx),
        rebuild,
      );
      if (outcome === 'done') await audit(c, db, 'publish-changes', spec.entity, id);
      return answer(c, db, spec, id, outcome);
    },
  );

  app.delete(
    `${prefix}/:id/pending`,
    validate('param', IdParam),
    validate('json', VersionInput),
    async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await discardPending(db, spec, id, c.req.valid('json').version);
      if (outcome === 'done') await audit(c, db, 'discard-pending', spec.entity, id);
      return answer(c, db, spec, id, outcome);
    },
  );
}

/** The revisions of an item: the list, one with its form, and its restore. */
function revisionRoutes(app: EditorialApp, ctx: AppContext, prefix: string, spec: EditorialSpec) {
  const { db } = ctx;
  app.get(`${prefix}/:id/revisions`, validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    await detailOf(db, spec, id);
    return c.json({ items: await revisionList(db, spec.kind, id) });
  });

  app.get(`${prefix}/:id/revisions/:revisionId`, validate('param', RevisionParam), async (c) => {
    const { id, revisionId } = c.req.valid('param');
    const revision = await revisionOf(db, spec.kind, id, revisionId);
    if (!revision) throw notFound('Révision introuvable');
    return c.json(revision);
  });

  app.post(
    `${prefix}/:id/revisions/:revisionId/restore`,
    validate('param', RevisionParam),
    validate('json', VersionInput),
    async (c) => {
      const { id, revisionId } = c.req.valid('param');
      const { version } = c.req.valid('json');
      const outcome = await restoreRevision(db, spec, id, revisionId, version, actorOf(c, ctx));
      if (outcome === 'done') await audit(c, db, 'restore', spec.entity, id, { revisionId });
      return answer(c, db, spec, id, outcome);
    },
  );
}

/** Scheduled publication and unpublication: one added, one cancelled. */
function scheduleRoutes(app: EditorialApp, ctx: AppContext, prefix: string, spec: EditorialSpec) {
  const { db } = ctx;
  app.post(
    `${prefix}/:id/schedules`,
    validate('param', IdParam),
    validate('json', ScheduleInput),
    async (c) => {
      const { id } = c.req.valid('param');
      const { action, runAt } = c.req.valid('json');
      const row = await scheduleItem(db, spec, id, { action, runAt: new Date(runAt) }, actorOf(c, ctx));
      await audit(c, db, 'schedule', spec.entity, id, { scheduleId: row.id, action, runAt: row.runAt });
      publisherOf(ctx).schedulesChanged();
      return c.json(row satisfies ScheduleCreated, 201);
    },
  );

  app.delete(`${prefix}/:id/schedules/:scheduleId`, validate('param', ScheduleParam), async (c) => {
    const { id, scheduleId } = c.req.valid('param');
    await unscheduleItem(db, spec, id, scheduleId);
    await audit(c, db, 'unschedule', spec.entity, id, { scheduleId });
    return c.json({ success: true });
  });
}

/** Publish and unpublish now. */
function publicationRoutes(app: EditorialApp, ctx: AppContext, prefix: string, spec: EditorialSpec) {
  const { db } = ctx;
  const rebuild = rebuildOf(ctx);
  for (const [action, live] of [
    ['publish', true],
    ['unpublish', false],
  ] as const)
    app.post(`${prefix}/:id/${action}`, validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      await setPublished(db, spec, id, live, actorOf(c, ctx), rebuild);
      await audit(c, db, action, spec.entity, id);
      return c.json(await detailOf(db, spec, id));
    });
}

/**
 * The editorial endpoints of a kind under `prefix` ('/articles', '/thematiques', '/cities'): pending changes,
 * revisions, restore, schedules, and (`statusRoutes`) publish and unpublish.
 */
export function editorialRoutes(
  ctx: AppContext,
  prefix: string,
  spec: EditorialSpec,
  options: { statusRoutes: boolean },
) {
  const app = adminApp();
  pendingChangeRoutes(app, ctx, prefix, spec);
  revisionRoutes(app, ctx, prefix, spec);
  scheduleRoutes(app, ctx, prefix, spec);
  if (options.statusRoutes) publicationRoutes(app, ctx, prefix, spec);
  return app;
}
