/**
 * SQLite only (its single writer makes one commit per write the bottleneck; PostgreSQL takes concurrent
 * commits and shares their WAL flush itself). Group commit: every write queued during one turn of the event loop goes into a single transaction, and
 * each caller's promise resolves only once that transaction is committed, with what its own write returned.
 * A burst of requests costs one commit instead of one each, and an acknowledged write is always a stored one
 * (nothing waits in memory after the answer). If the transaction fails, every caller of the group gets the
 * error.
 */
import type { Db } from './client.ts';

export type GroupWriter<T, R = void> = (item: T) => Promise<R>;

export function groupCommit<T, R = void>(db: Db, apply: (item: T) => R): GroupWriter<T, R> {
  const applyAll = db.$client.transaction((items: T[]) => items.map(apply));
  let queue: T[] = [];
  let waiting: Array<{ ok: (value: R) => void; fail: (e: unknown) => void }> = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const items = queue;
    const waiters = waiting;
    queue = [];
    waiting = [];
    try {
      const results = applyAll(items);
      waiters.forEach((w, i) => {
        w.ok(results[i] as R);
      });
    } catch (err) {
      for (const w of waiters) w.fail(err);
    }
  };

  return (item) =>
    new Promise<R>((ok, fail) => {
      queue.push(item);
      waiting.push({ ok, fail });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
