/**
 * The election of the one server that builds the site: whoever holds the builder lock may claim queued builds.
 * On PostgreSQL a session advisory lock, held by one pooled connection for as long as the build runs: if that
 * server dies, its connection closes and the lock is free for another (which requeues the build it left).
 * On SQLite, whose file one server process owns, a lock within the process (per file, whichever connection).
 */
import { type Db, kindOf, poolOf } from './client.ts';

/** The advisory lock key of the builder (« apl-bld »). */
const BUILDER_LOCK = 0x61706c2d626c64n.toString();

export type BuilderLock = { release(): Promise<void> };

const held = new Set<string>();

/** Takes the builder lock if no one holds it; null otherwise (another server, or this one, is building). */
export async function tryBuilderLock(db: Db): Promise<BuilderLock | null> {
  if (kindOf(db) !== 'postgres') {
    const file = db.$client.name;
    if (held.has(file)) return null;
    held.add(file);
    let released = false;
    return {
      release: async () => {
        if (!released) held.delete(file);
        released = true;
      },
    };
  }
  const client = await poolOf(db).connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      BUILDER_LOCK,
    ]);
    if (!rows[0]?.ok) {
      client.release();
      return null;
    }
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      try {
        await client.query('SELECT pg_advisory_unlock($1)', [BUILDER_LOCK]);
        client.release();
      } catch (error) {
        // The connection is gone, and the lock with it.
        client.release(error instanceof Error ? error : true);
      }
    },
  };
}
