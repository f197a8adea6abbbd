/**
 * A save refused with a 409 `VERSION_PERIMEE` opens a conflict: what this tab holds, the state it started
 * from and the version saved meanwhile. It is settled by saving a merge on top of that version, or by
 * reloading it (this tab's changes dropped).
 */
import { useCallback, useState } from 'react';
import type { EditorialState, MergeProposal, StaleVersionError } from '../../../../routes/admin/editorial.ts';
import { ApiError } from '../../api.ts';
import { type HeldItem, same } from './useHeldItem.ts';

export type Conflict<D, F> = {
  /** What this tab holds, the state it started from, and the version saved meanwhile. */
  mine: F;
  base: F;
  current: D;
  message: string;
  /** The server's merge of the body by block, when it was made from exactly what this tab holds (issue 30). */
  merge: MergeProposal['fields'];
  /** Who saved the version saved meanwhile, when known. */
  theirsBy: string | null;
};

export function useConflict<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  item: HeldItem<D, F>,
  body: (f: F) => object,
) {
  const [conflict, setConflict] = useState<Conflict<D, F> | null>(null);
  const { latest, base } = item.refs;

  /**
   * A 409: the conflict to settle, with the version saved meanwhile. `sent`: the values of a refused save, whose
   * merge the server proposes (kept only if nothing was typed since).
   */
  const conflictFrom = useCallback(
    (e: unknown, sent?: F) => {
      if (!(e instanceof ApiError) || e.status !== 409) return;
      const stale = e.body as Partial<StaleVersionError<D>> | null;
      const current = stale?.current;
      if (!current) return;
      const mine = latest.current;
      const merge =
        sent !== undefined && same(body(sent), body(mine)) ? (stale?.merge?.fields ?? null) : null;
      const theirsBy = stale?.merge?.theirsBy ?? null;
      setConflict({ mine, base: base.current, current, message: e.message, merge, theirsBy });
    },
    [body, latest, base],
  );

  return { conflict, setConflict, conflictFrom };
}

/** The two ways out of a conflict; `save` saves given values as a form submission. */
export function useConflictSettlement<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  item: HeldItem<D, F>,
  { conflict, setConflict }: ReturnType<typeof useConflict<D, F>>,
  save: (success: string, then: undefined, values: F) => Promise<D | undefined>,
) {
  const { form, adopt } = item;
  const { latest } = item.refs;

  /** The merge chosen in the conflict screen, saved on top of the version saved meanwhile. */
  const saveMerge = useCallback(
    (merged: F) => {
      if (!conflict) return Promise.resolve(undefined);
      adopt(conflict.current);
      form.setValues(merged);
      latest.current = merged;
      setConflict(null);
      return save('Fusion enregistrée.', undefined, merged);
    },
    [conflict, adopt, form.setValues, save, latest, setConflict],
  );

  /** Drops this tab's changes for the version saved meanwhile. */
  const reload = useCallback(() => {
    if (!conflict) return;
    adopt(conflict.current);
    setConflict(null);
    form.setErrors({});
    form.setMessage({ kind: 'success', text: 'Version enregistrée rechargée.' });
  }, [conflict, adopt, form.setErrors, form.setMessage, setConflict]);

  return { saveMerge, reload };
}
