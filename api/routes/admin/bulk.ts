/**
 * Bulk actions on the lists (issue 30): POST /articles/bulk, /thematiques/bulk and /cities/bulk with
 * { ids (1–200), action, categoryId?, tagId? }. Each item is checked on its own: the answer lists the ids `done`
 * and those `refused`, each with its reason in French (« Article introuvable », « Déjà publié »…), and one item
 * refused never stops the others. Every item done is audited like its one-item action (details: bulk). The
 * publisher is asked for ONE rebuild covering every change (bulkRebuild), never one per item. Publish and
 * unpublish go through the editorial engine (pending changes applied, redirects); « Corbeille » through
 * deleteArticle / deleteGuide, which keep the item 30 days; category and tags are written to the row (and to the
 * held changes, so that publishing them later does not undo it), with a revision.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/dialect.ts';
import { articleDetail, deleteArticle, missingReferences } from '../../../db/queries/admin-articles.ts';
import { publicationState } from '../../../db/queries/admin-publishing.ts';
import { deleteGuide } from '../../../db/queries/admin-thematiques.ts';
import {
  addRevision,
  bumpVersion,
  editorialState,
  pendingOf,
  setPending,
} from '../../../db/queries/editorial.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, describeFieldErrors, fieldErrorsOf } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import type { ItemChange } from '../../services/change-scope.ts';
import { type Actor, type EditorialSpec, setPublished } from '../../services/editorial.ts';
import { type Change, publisherOf } from '../../services/publisher.ts';
import { ArticleInput, articleSpec } from './articles.ts';
import { citySpec } from './cities.ts';
import { actorOf } from './editorial.ts';
import { type AdminEnv, adminApp } from './shared.ts';
import { guideSpec } from './thematiques.ts';

export const BULK_ACTIONS = ['publish', 'unpublish', 'trash', 'category', 'add-tag', 'remove-tag'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** The most items one bulk action takes. */
export const BULK_MAX = 200;
/** Above this many changed items, one full rebuild rather than the union of their pages. */
export const BULK_SCOPED_MAX = 20;

const positiveId = (what: string) =>
  z
    .number({ error: `${what} invalide` })
    .int(`${what} invalide`)
    .positive(`${what} invalide`);

const BulkInput = z
  .object({
    ids: z
      .array(positiveId('Identifiant'), { error: 'Liste d’identifiants attendue' })
      .min(1, 'Cochez au moins un élément')
      .max(BULK_MAX, `${BULK_MAX} éléments au plus par action`),
    action: z.enum(BULK_ACTIONS, { error: 'Action inconnue' }),
    categoryId: positiveId('Catégorie').nullish(),
    tagId: positiveId('Étiquette').optional(),
  })
  .superRefine((b, check) => {
    if (b.action === 'category' && b.categoryId === undefined)
      check.addIssue({ code: 'custom', path: ['categoryId'], message: 'Choisissez une catégorie' });
    if ((b.action === 'add-tag' || b.action === 'remove-tag') && b.tagId === undefined)
      check.addIssue({ code: 'custom', path: ['tagId'], message: 'Choisissez une étiquette' });
  });

/** The body of POST /articles/bulk, /thematiques/bulk, /cities/bulk. */
export type BulkBody = z.input<typeof BulkInput>;
/** What a bulk action answers: the ids done, and those refused with why. */
export type BulkAnswer = { done: number[]; refused: { id: number; reason: string }[] };

type Kind = { spec: EditorialSpec; prefix: string; actions: readonly BulkAction[]; plural: string };

const KINDS: Kind[] = [
  { spec: articleSpec, prefix: '/articles', actions: BULK_ACTIONS, plural: 'articles' },
  { spec: guideSpec, prefix: '/thematiques', actions: ['publish', 'unpublish', 'trash'], plural: 'guides' },
  { spec: citySpec, prefix: '/cities', actions: ['publish', 'unpublish'], plural: 'pages ville' },
];

const VERBS: Record<BulkAction, string> = {
  publish: 'publication',
  unpublish: 'dépublication',
  trash: 'mise à la corbeille',
  category: 'catégorie',
  'add-tag': 'étiquette ajoutée',
  'remove-tag': 'étiquette retirée',
};

/** Refuses one item (caught per item: the others go on). */
class Refused extends Error {}
const refuse = (reason: string) => new Refused(reason);

const isItemChange = (c: Change): c is ItemChange => c.kind !== 'full' && c.kind !== 'redirects';

/** The one rebuild a bulk action asks for: its one change, the union of a few, or the whole site. */
export function bulkRebuild(changes: Change[], reason: string): Change | null {
  if (changes.length === 0) return null;
  if (changes.length === 1) return changes[0] as Change;
  const items = changes.filter(isItemChange);
  if (items.length < changes.length || items.length > BULK_SCOPED_MAX) return { kind: 'full', reason };
  return { kind: 'items', reason, changes: items };
}

type BulkInput = z.output<typeof BulkInput>;

/** Category or tags of one article, on its row and its held changes, with a revision. */
async function retagArticle(db: Db, id: number, input: BulkInput, actor: Actor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const record = await articleDetail(tx, id);
    if (!record) throw refuse(articleSpec.missing);
    const next = { categoryId: record.categoryId, tagIds: record.tagIds };
    const tagId = input.tagId as number;
    if (input.action === 'category') {
      if (record.categoryId === (input.categoryId ?? null)) throw refuse('Déjà dans cette catégorie');
      next.categoryId = input.categoryId ?? null;
    } else if (input.action === 'add-tag') {
      if (record.tagIds.includes(tagId)) throw refuse('A déjà cette étiquette');
      next.tagIds = [...record.tagIds, tagId];
    } else {
      if (!record.tagIds.includes(tagId)) throw refuse('N’a pas cette étiquette');
      next.tagIds = record.tagIds.filter((t) => t !== tagId);
    }
    const parsed = ArticleInput.safeParse({ ...record, ...next });
    if (!parsed.success) throw refuse(describeFieldErrors(fieldErrorsOf(parsed.error)));
    const prepared = await articleSpec.prepare(tx, parsed.data, id);
    await bumpVersion(tx, 'article', id, null);
    await prepared.write(tx, id);
    const pending = await pendingOf(tx, 'article', id);
    if (pending)
      await setPending(tx, {
        kind: 'article',
        itemId: id,
        data: { ...pending.data, ...next },
        savedBy: pending.savedBy?.id ?? null,
        savedAt: pending.savedAt,
      });
    await addRevision(tx, {
      kind: 'article',
      itemId: id,
      version: record.version + 1,
      action: 'save',
      data: prepared.data,
      pending: false,
      savedBy: actor.userId,
      savedAt: actor.at.toISOString(),
    });
  });
}

/** Publishes or unpublishes one item; refused when it already is so (and, to publish, holds no change). */
async function setOne(
  db: Db,
  spec: EditorialSpec,
  id: number,
  live: boolean,
  actor: Actor,
  changes: Change[],
) {
  const state = await editorialState(db, spec.kind, id);
  if (!state) throw refuse(spec.missing);
  const isLive = state.status === 'published';
  if (live && isLive && !(await pendingOf(db, spec.kind, id))) throw refuse('Déjà publié');
  if (!live && !isLive) throw refuse('Déjà hors ligne');
  await setPublished(db, spec, id, live, actor, async (change) => {
    changes.push(change);
  });
}

/** Runs the action on one item; the change its rebuild needs goes to `changes`. */
async function runOne(db: Db, kind: Kind, id: number, input: BulkInput, actor: Actor, changes: Change[]) {
  const { spec } = kind;
  if (input.action === 'publish' || input.action === 'unpublish')
    return setOne(db, spec, id, input.action === 'publish', actor, changes);
  const before = await publicationState(db, spec.kind, id);
  if (input.action === 'trash') {
    const deleted =
      spec.kind === 'article' ? await deleteArticle(db, id, actor) : await deleteGuide(db, id, actor);
    if (!deleted) throw refuse(spec.missing);
  } else await retagArticle(db, id, input, actor);
  const change = spec.change(before, await publicationState(db, spec.kind, id));
  if (change) changes.push(change);
}

/** The audit entry of one item done, as its one-item action writes it (with `bulk`). */
function auditOne(c: Context<AdminEnv>, db: Db, kind: Kind, id: number, input: BulkInput) {
  const action =
    input.action === 'trash'
      ? 'delete'
      : input.action === 'publish' || input.action === 'unpublish'
        ? input.action
        : 'update';
  const details: Record<string, unknown> = { bulk: true };
  if (input.action === 'category') details.categoryId = input.categoryId ?? null;
  if (input.action === 'add-tag' || input.action === 'remove-tag') details[input.action] = input.tagId;
  return audit(c, db, action, kind.spec.entity, id, details);
}

/** 400 when the action does not apply to this kind, or the category or tag it names does not exist. */
async function checkInput(db: Db, kind: Kind, input: BulkInput) {
  if (!kind.actions.includes(input.action))
    throw badRequest(`Action impossible sur les ${kind.plural} : ${VERBS[input.action]}`);
  if (input.action === 'category' || input.action === 'add-tag' || input.action === 'remove-tag') {
    const missing = await missingReferences(db, {
      featuredImageId: null,
      categoryId: input.action === 'category' ? (input.categoryId ?? null) : null,
      tagIds: input.tagId ? [input.tagId] : [],
    });
    if (missing.category)
      throw badRequest('Catégorie introuvable', { categoryId: ['Catégorie introuvable'] });
    if (missing.tags) throw badRequest('Étiquette introuvable', { tagId: ['Étiquette introuvable'] });
  }
}

export function bulkRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  for (const kind of KINDS)
    app.post(`${kind.prefix}/bulk`, validate('json', BulkInput), async (c) => {
      const input = c.req.valid('json');
      await checkInput(db, kind, input);
      const actor = actorOf(c, ctx);
      const answer: BulkAnswer = { done: [], refused: [] };
      const changes: Change[] = [];
      for (const id of new Set(input.ids)) {
        try {
          await runOne(db, kind, id, input, actor, changes);
          answer.done.push(id);
          await auditOne(c, db, kind, id, input);
        } catch (error) {
          if (!(error instanceof Refused || error instanceof HTTPException)) throw error;
          answer.refused.push({ id, reason: error.message });
        }
      }
      const reason = `action groupée (${VERBS[input.action]}) : ${answer.done.length} ${kind.plural}`;
      const change = bulkRebuild(changes, reason);
      if (change) await publisherOf(ctx).request(change);
      return c.json(answer);
    });
  return app;
}
