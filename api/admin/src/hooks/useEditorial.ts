/**
 * The editorial life of an article, a guide or a city page in its editor: every save sends the version it
 * started from; a 409 `VERSION_PERIMEE` opens a conflict to merge or reload; saves, autosaves and the other
 * actions (publish the pending changes, drop them, restore a revision) run one at a time, each with the
 * version the previous one answered. The form shows the pending changes when there are some.
 */
import { useCallback, useRef, useState } from 'react';
import type {
  EditorialState,
  MergeProposal,
  StaleVersionError,
  VersionBody,
} from '../../../routes/admin/editorial.ts';
import { ApiError, api } from '../api.ts';
import { fmtClock } from '../components/editorial/time.ts';
import { useAutosave } from './useAutosave.ts';
import { useForm } from './useForm.ts';
import { useUnsavedWarning } from './useUnsavedWarning.ts';

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

/** The last save of this tab, for the line under the buttons. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'autosaving' }
  | { kind: 'saved'; at: string; auto: boolean }
  | { kind: 'failed'; message: string };

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

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export function useEditorial<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  options: Options<D, F>,
) {
  const { path, toForm, body } = options;
  const form = useForm<F>(options.detail ? toForm(options.detail) : options.blank);
  const [detail, setDetail] = useState<D | undefined>(options.detail);
  const held = useRef(detail);
  held.current = detail;
  const [baseline, setBaseline] = useState<F>(form.values);
  const [conflict, setConflict] = useState<Conflict<D, F> | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  // What the asynchronous steps read: the values and the saved state of the last render, the version held.
  const latest = useRef(form.values);
  latest.current = form.values;
  const base = useRef(baseline);
  base.current = baseline;
  const version = useRef(options.detail?.version ?? 0);
  const dirty = !same(body(form.values), body(baseline));
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** One request at a time, so that each sends the version the previous one answered. */
  const serial = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task, task);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  /**
   * Takes a detail the server answered. `sent`: the values a save sent; when typing went on meanwhile, what
   * was typed stays in the form (still unsaved), otherwise the form shows the server's version of it.
   */
  const adopt = useCallback(
    (d: D, sent?: F) => {
      version.current = d.version;
      const fresh = toForm(d);
      const typedOn = sent !== undefined && !same(body(latest.current), body(sent));
      setDetail(d);
      held.current = d;
      setBaseline(fresh);
      base.current = fresh;
      if (!typedOn) {
        form.setValues(fresh);
        latest.current = fresh;
      }
      dirtyNow.current = typedOn;
    },
    [toForm, body, form.setValues],
  );

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
    [body],
  );

  const put = useCallback(
    (values: F, auto: boolean) =>
      api.put<D>(path as string, {
        ...body(values),
        version: version.current,
        ...(auto ? { autosave: true } : {}),
      }),
    [path, body],
  );

  /** Runs `task` (its version given) as a form submission: message, field errors, conflict. */
  const run = useCallback(
    async (task: () => Promise<D>, success: string, sent?: F): Promise<D | undefined> => {
      setBusy(true);
      try {
        return await form.submit(
          () =>
            serial(async () => {
              try {
                const d = await task();
                adopt(d, sent);
                setSaveState({ kind: 'saved', at: new Date().toISOString(), auto: false });
                return d;
              } catch (e) {
                conflictFrom(e, sent);
                throw e;
              }
            }),
          success,
        );
      } finally {
        setBusy(false);
      }
    },
    [form.submit, serial, adopt, conflictFrom],
  );

  /** Saves the values (the form's unless given), then `then` (publish, unpublish…) on the saved item. */
  const save = useCallback(
    (success: string, then?: (d: D) => Promise<D>, values: F = latest.current) =>
      run(
        async () => {
          const d = await put(values, false);
          if (!then) return d;
          adopt(d, values);
          return then(d);
        },
        success,
        values,
      ),
    [run, put, adopt],
  );

  /** `then` (publish, unpublish…) on the item, after saving what is still typed. */
  const saveThen = useCallback(
    (success: string, then: (d: D) => Promise<D>) =>
      dirtyNow.current || !held.current ? save(success, then) : run(() => then(held.current as D), success),
    [save, run],
  );

  /** An action on the item that answers its detail, sent with the version held. */
  const act = useCallback(
    (call: (version: number) => Promise<D>, success: string) => run(() => call(version.current), success),
    [run],
  );

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
  }, [serial, put, adopt, conflictFrom, form.setErrors]);

  const autosavable = options.autosavable ?? (() => true);
  const ready =
    path !== null &&
    dirty &&
    conflict === null &&
    !busy &&
    saveState.kind !== 'autosaving' &&
    Object.keys(form.errors).length === 0 &&
    autosavable(form.values);
  useAutosave(JSON.stringify(body(form.values)), ready, autosaveNow);

  useUnsavedWarning(useCallback(() => dirtyNow.current, []));

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
    [conflict, adopt, form.setValues, save],
  );

  /** Drops this tab's changes for the version saved meanwhile. */
  const reload = useCallback(() => {
    if (!conflict) return;
    adopt(conflict.current);
    setConflict(null);
    form.setErrors({});
    form.setMessage({ kind: 'success', text: 'Version enregistrée rechargée.' });
  }, [conflict, adopt, form.setErrors, form.setMessage]);

  /** « Publier les modifications »: what is still typed saved first, then the pending changes made live. */
  const publishChanges = useCallback(() => {
    const publish = (v: number) =>
      api.post<D>(`${path}/publish-changes`, { version: v } satisfies VersionBody);
    const done = 'Modifications publiées : la page en ligne sera à jour dans quelques secondes.';
    return dirtyNow.current ? save(done, (d) => publish(d.version)) : act(publish, done);
  }, [path, save, act]);

  /** « Abandonner les modifications »: the pending changes dropped, the form back to the live page. */
  const discardPending = useCallback(
    () =>
      act(
        (v) => api.del<D>(`${path}/pending`, { version: v } satisfies VersionBody),
        'Modifications en attente abandonnées.',
      ),
    [path, act],
  );

  /** A revision saved again as a new version (pending on a live page). */
  const restore = useCallback(
    (revision: { id: number; version: number }) =>
      act(
        (v) => api.post<D>(`${path}/revisions/${revision.id}/restore`, { version: v } satisfies VersionBody),
        `Version ${revision.version} restaurée.`,
      ),
    [path, act],
  );

  /** The detail again (schedules changed), without touching what is being typed. */
  const refresh = useCallback(async () => {
    if (!path) return;
    const d = await api.get<D>(path);
    setDetail((old) => (old ? { ...old, schedules: d.schedules } : d));
  }, [path]);

  return {
    /** The item's API path (null before it is created). */
    path,
    form,
    detail,
    dirty,
    busy: busy || form.submitting,
    conflict,
    saveState,
    save,
    saveThen,
    act,
    adopt,
    saveMerge,
    reload,
    refresh,
    publishChanges,
    discardPending,
    restore,
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
