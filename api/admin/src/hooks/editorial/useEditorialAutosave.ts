/**
 * Autosave of the editor: the values typed saved a few seconds after typing stops (see useAutosave), queued
 * like the other saves, never while the form is new, invalid, busy, or a conflict is open.
 */
import { useCallback } from 'react';
import type { EditorialState } from '../../../../routes/admin/editorial.ts';
import { ApiError } from '../../api.ts';
import { useAutosave } from '../useAutosave.ts';
import type { HeldItem } from './useHeldItem.ts';
import type { Saving } from './useSaving.ts';

export function useEditorialAutosave<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  item: HeldItem<D, F>,
  saving: Saving<D, F>,
  conflict: { conflict: unknown; conflictFrom: (e: unknown, sent?: F) => void },
  options: { path: string | null; body: (f: F) => object; autosavable?: (f: F) => boolean },
) {
  const { form, adopt, dirty } = item;
  const { serial, put, setSaveState, saveState, busy } = saving;
  const { conflictFrom } = conflict;
  const { latest } = item.refs;

  const autosaveNow = useCallback(async () => {
    const values = latest.current;
    setSaveState({ kind: 'autosaving' });
    try {
      // Adopted inside the queue, so that a save queued behind sends the version this one answered.
      await serial(async () => adopt(await put(values, true), values));
      setSaveState({ kind: 'saved', at: new Date().toISOString(), auto: true });
    } catch (e) {
      conflictFrom(e, values);
      if (e instanceof ApiError) form.setErrors(e.fieldErrors);
      const message = e instanceof ApiError ? e.message : String(e);
      setSaveState({ kind: 'failed', message });
    }
  }, [serial, put, adopt, conflictFrom, form.setErrors, latest, setSaveState]);

  const autosavable = options.autosavable ?? (() => true);
  const ready =
    options.path !== null &&
    dirty &&
    conflict.conflict === null &&
    !busy &&
    saveState.kind !== 'autosaving' &&
    Object.keys(form.errors).length === 0 &&
    autosavable(form.values);
  useAutosave(JSON.stringify(options.body(form.values)), ready, autosaveNow);
}
