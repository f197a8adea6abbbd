/**
 * Saves and the other actions on the item (publish, drop the pending changes, restore a revision…), each
 * sent with the version held and run one at a time as a form submission (see useQueuedRun).
 */
import { useCallback } from 'react';
import type { EditorialState } from '../../../../routes/admin/editorial.ts';
import { api } from '../../api.ts';
import type { HeldItem } from './useHeldItem.ts';
import { useQueuedRun } from './useQueuedRun.ts';

export function useSaving<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  path: string | null,
  body: (f: F) => object,
  item: HeldItem<D, F>,
  conflictFrom: (e: unknown, sent?: F) => void,
) {
  const { adopt } = item;
  const { latest, version, dirtyNow, held } = item.refs;
  const { run, ...queued } = useQueuedRun(item, conflictFrom);

  const put = useCallback(
    (values: F, auto: boolean) =>
      api.put<D>(path as string, {
        ...body(values),
        version: version.current,
        ...(auto ? { autosave: true } : {}),
      }),
    [path, body, version],
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
    [run, put, adopt, latest],
  );

  /** `then` (publish, unpublish…) on the item, after saving what is still typed. */
  const saveThen = useCallback(
    (success: string, then: (d: D) => Promise<D>) =>
      dirtyNow.current || !held.current ? save(success, then) : run(() => then(held.current as D), success),
    [save, run, dirtyNow, held],
  );

  /** An action on the item that answers its detail, sent with the version held. */
  const act = useCallback(
    (call: (version: number) => Promise<D>, success: string) => run(() => call(version.current), success),
    [run, version],
  );

  return { ...queued, put, save, saveThen, act };
}

export type Saving<D extends EditorialState<unknown>, F extends Record<string, unknown>> = ReturnType<
  typeof useSaving<D, F>
>;
