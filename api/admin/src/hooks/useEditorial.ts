/**
 * The editorial life of an article, a guide or a city page in its editor: every save sends the version it
 * started from; a 409 `VERSION_PERIMEE` opens a conflict to merge or reload; saves, autosaves and the other
 * actions (publish the pending changes, drop them, restore a revision) run one at a time, each with the
 * version the previous one answered. The form shows the pending changes when there are some.
 */
import { useCallback } from 'react';
import type { EditorialState } from '../../../routes/admin/editorial.ts';
import { fmtClock } from '../components/editorial/time.ts';
import { useConflict, useConflictSettlement } from './editorial/useConflict.ts';
import { useEditorialAutosave } from './editorial/useEditorialAutosave.ts';
import { useHeldItem } from './editorial/useHeldItem.ts';
import { usePendingActions } from './editorial/usePendingActions.ts';
import type { SaveState } from './editorial/useQueuedRun.ts';
import { useSaving } from './editorial/useSaving.ts';
import { useUnsavedWarning } from './useUnsavedWarning.ts';

export type { Conflict } from './editorial/useConflict.ts';
export type { SaveState } from './editorial/useQueuedRun.ts';

type Options<D, F> = {
  /** `/api/admin/articles/12`; null for an item not created yet (no version, no autosave). */
  path: string | null;
  detail: D | undefined;
  blank: F;
  toForm: (d: D) => F;
  body: (f: F) => object;
  /** Whether the values may be autosaved (the server's checks apart); the field errors shown also stop it. */
  autosavable?: (f: F) => boolean;
};

export function useEditorial<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  options: Options<D, F>,
) {
  const { path, body } = options;
  const item = useHeldItem<D, F>(options);
  const conflicts = useConflict(item, body);
  const saving = useSaving(path, body, item, conflicts.conflictFrom);
  useEditorialAutosave(item, saving, conflicts, options);
  const { dirtyNow } = item.refs;
  useUnsavedWarning(useCallback(() => dirtyNow.current, [dirtyNow]));
  const { saveMerge, reload } = useConflictSettlement(item, conflicts, saving.save);
  const pending = usePendingActions(path, item, saving);

  return {
    /** The item's API path (null before it is created). */
    path,
    form: item.form,
    detail: item.detail,
    dirty: item.dirty,
    busy: saving.busy || item.form.submitting,
    conflict: conflicts.conflict,
    saveState: saving.saveState,
    save: saving.save,
    saveThen: saving.saveThen,
    act: saving.act,
    adopt: item.adopt,
    saveMerge,
    reload,
    refresh: pending.refresh,
    publishChanges: pending.publishChanges,
    discardPending: pending.discardPending,
    restore: pending.restore,
    /** Whether changes are unsaved right now (read when leaving). */
    isDirty: () => dirtyNow.current,
  };
}

export type Editorial<D extends EditorialState<unknown>, F extends Record<string, unknown>> = ReturnType<
  typeof useEditorial<D, F>
>;

/** « Enregistré automatiquement à 14 h 05 », « Modifications non enregistrées »… */
export function saveStateText(dirty: boolean, state: SaveState): string {
  if (state.kind === 'autosaving') return 'Enregistrement automatique…';
  if (state.kind === 'failed') return `Enregistrement automatique impossible : ${state.message}`;
  if (dirty) return 'Modifications non enregistrées';
  if (state.kind === 'saved')
    return `${state.auto ? 'Enregistré automatiquement' : 'Enregistré'} à ${fmtClock(state.at)}`;
  return 'Aucune modification non enregistrée';
}
