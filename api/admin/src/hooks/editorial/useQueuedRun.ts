/**
 * How every request on the item runs: queued behind the previous one, so that it sends the version that one
 * answered, and as a form submission (message, field errors, conflict), the detail answered adopted.
 */
import { useCallback, useRef, useState } from 'react';
import type { EditorialState } from '../../../../routes/admin/editorial.ts';
import type { HeldItem } from './useHeldItem.ts';

/** The last save of this tab, for the line under the buttons. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'autosaving' }
  | { kind: 'saved'; at: string; auto: boolean }
  | { kind: 'failed'; message: string };

/** One request at a time, so that each sends the version the previous one answered. */
export function useSerial() {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task, task);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);
}

export function useQueuedRun<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  item: HeldItem<D, F>,
  conflictFrom: (e: unknown, sent?: F) => void,
) {
  const { form, adopt } = item;
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const serial = useSerial();

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

  return { saveState, setSaveState, busy, serial, run };
}
