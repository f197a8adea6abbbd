/**
 * Les versions des barèmes (issue 27) : la version active (celle avec laquelle chaque processus calcule),
 * la liste, une version, un brouillon, l'activation (la précédente active devient `replaced`, en une
 * transaction) et le retrait (la dernière remplacée redevient active). Sur les deux stores.
 */
import {
  and,
  desc,
  eq,
  getTableColumns,
  type InferInsertModel,
  type InferSelectModel,
  ne,
} from 'drizzle-orm';
import { problemesVersion } from '../../src/core/apl/parameters/edition/index.ts';
import type { ErreurChamp } from '../../src/core/apl/types.ts';
import type { Db } from '../client.ts';
import { first, inTransaction, isUniqueViolation, nowText } from '../dialect.ts';
import { scaleVersions } from '../tables.ts';
import { adminCount } from './admin-users.ts';

export type ScaleVersion = InferSelectModel<typeof scaleVersions>;
/** Ce qu'on donne pour créer un brouillon. */
export type ScaleDraft = Pick<
  InferInsertModel<typeof scaleVersions>,
  'label' | 'effectiveDate' | 'data' | 'sources' | 'reasons' | 'proposedBy'
>;

const V = scaleVersions;
/** Les colonnes d'une ligne de la liste : toutes sauf les barèmes eux-mêmes. */
const { data: _data, ...resume } = getTableColumns(V);

/** La version active, ou undefined (un store pas encore migré). */
export async function activeScaleVersion(db: Db): Promise<ScaleVersion | undefined> {
  return first(db.select().from(V).where(eq(V.state, 'active')));
}

/** Toutes les versions, la plus récente d'abord, sans leurs barèmes. */
export async function scaleVersionList(db: Db) {
  return db.select(resume).from(V).orderBy(desc(V.id));
}

/** Une version, barèmes compris. */
export async function scaleVersion(db: Db, id: number): Promise<ScaleVersion | undefined> {
  return first(db.select().from(V).where(eq(V.id, id)));
}

/** Enregistre un brouillon ; rend son id. */
export async function createScaleDraft(db: Db, draft: ScaleDraft): Promise<number> {
  const [row] = await db
    .insert(V)
    .values({ ...draft, state: 'draft' })
    .returning({ id: V.id });
  if (!row) throw new Error('brouillon de barèmes non enregistré');
  return row.id;
}

export type ScaleActivation =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: 'introuvable' | 'pas-un-brouillon' | 'meme-auteur' | 'simultanee' }
  | { readonly ok: false; readonly code: 'invalide'; readonly problemes: ErreurChamp[] };

/** Ce qui empêche `by` d'activer `draft` à la suite de `active`, ou null. */
async function refusActivation(
  db: Db,
  draft: ScaleVersion | undefined,
  active: ScaleVersion | undefined,
  by: string,
): Promise<Exclude<ScaleActivation, { ok: true }> | null> {
  if (!draft) return { ok: false, code: 'introuvable' };
  if (draft.state !== 'draft') return { ok: false, code: 'pas-un-brouillon' };
  // Quatre yeux : celui qui propose n'active pas, sauf s'il est le seul administrateur du site.
  if (draft.proposedBy === by && (await adminCount(db)) > 1) return { ok: false, code: 'meme-auteur' };
  const problemes = active
    ? problemesVersion(active.data, draft.data, { sources: draft.sources, raisons: draft.reasons })
    : [];
  return problemes.length > 0 ? { ok: false, code: 'invalide', problemes } : null;
}

/** Active le brouillon `id` : l'active devient `replaced`, en une transaction. */
export async function activateScaleVersion(db: Db, id: number, by: string): Promise<ScaleActivation> {
  // Deux activations au même moment (deux administrateurs, deux serveurs) : le store garde une seule version
  // active, l'autre demande l'apprend au lieu d'échouer.
  return activation(db, id, by).catch((error) => {
    if (isUniqueViolation(error)) return { ok: false, code: 'simultanee' } as const;
    throw error;
  });
}

async function activation(db: Db, id: number, by: string): Promise<ScaleActivation> {
  return inTransaction(db, async (tx) => {
    const active = await activeScaleVersion(tx);
    const refus = await refusActivation(tx, await scaleVersion(tx, id), active, by);
    if (refus) return refus;
    if (active) await tx.update(V).set({ state: 'replaced' }).where(eq(V.id, active.id));
    await tx
      .update(V)
      .set({ state: 'active', activatedBy: by, activatedAt: nowText(tx) })
      .where(eq(V.id, id));
    return { ok: true };
  });
}

export type ScaleWithdrawal =
  | { readonly ok: true; readonly restored: number }
  | { readonly ok: false; readonly code: 'introuvable' | 'pas-active' | 'aucune-precedente' };

/** Retire la version active `id` : la dernière remplacée redevient active, en une transaction. */
export async function withdrawScaleVersion(db: Db, id: number, by: string): Promise<ScaleWithdrawal> {
  return inTransaction(db, async (tx) => {
    const version = await scaleVersion(tx, id);
    if (!version) return { ok: false, code: 'introuvable' };
    if (version.state !== 'active') return { ok: false, code: 'pas-active' };
    const previous = await first(
      tx
        .select({ id: V.id })
        .from(V)
        .where(and(eq(V.state, 'replaced'), ne(V.id, id)))
        .orderBy(desc(V.activatedAt), desc(V.id)),
    );
    if (!previous) return { ok: false, code: 'aucune-precedente' };
    await tx
      .update(V)
      .set({ state: 'withdrawn', withdrawnBy: by, withdrawnAt: nowText(tx) })
      .where(eq(V.id, id));
    await tx.update(V).set({ state: 'active' }).where(eq(V.id, previous.id));
    return { ok: true, restored: previous.id };
  });
}
