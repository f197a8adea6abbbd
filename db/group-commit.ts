/**
 * Group commit: every write queued during one turn of the event loop goes into a single transaction, and
 * each caller's promise resolves only once that transaction is committed. A burst of requests costs one
 * commit instead of one each, and an acknowledged write is always a stored one (nothing waits in memory
 * after the answer). If the transaction fails, every caller of the group gets the error.
 */
import type { Db } from './client.ts';

export type GroupWriter<T> = (item: T) => Promise<void>;

export function groupCommit<T>(db: Db, apply: (item: T) => void): GroupWriter<T> {
  const applyAll = db.$client.transaction((items: T[]) => {
    for (const item of items) apply(item);
  });
  let queue: T[] = [];
  let waiting: Array<{ ok: () => void; fail: (e: unknown) => void }> = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const items = queue;
    const waiters = waiting;
    queue = [];
    waiting = [];
    try {
      applyAll(items);
      for (const w of waiters) w.ok();
    } catch (err) {
      for (const w of waiters) w.fail(err);
    }
  };

  return (item) =>
    new Promise<void>((ok, fail) => {
      queue.push(item);
      waiting.push({ ok, fail });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
