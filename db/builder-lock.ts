/**
 * The election of the one server that builds the site: whoever holds the builder lock may claim queued builds.
 * On PostgreSQL a session advisory lock, held by one pooled connection for as long as the build runs: if that
 * server dies, its connection closes and the lock is free for another (which requeues the build it left).
 * On SQLite, whose file one server process owns, a lock within the process (per file, whichever connection), and a
 * lock file beside the database for the other processes on that file (`npm run build`, issue 28): created
 * exclusively with its holder's pid, taken over once that process is gone.
 */
import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { type Db, kindOf, poolOf } from './client.ts';

/** The advisory lock key of the builder (« apl-bld »). */
const BUILDER_LOCK = 0x61706c2d626c64n.toString();

export type BuilderLock = { release(): Promise<void> };

const held = new Set<string>();

/** The lock file of a SQLite store, or null for an in-memory one. */
export function lockFileOf(file: string): string | null {
  return file && file !== ':memory:' ? `${file}.builder-lock` : null;
}

function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Creates the lock file exclusively; a file left by a process of this machine that is gone is taken over. */
function takeLockFile(path: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, JSON.stringify({ pid: process.pid, host: hostname() }), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: { pid?: number; host?: string } = {};
    try {
      holder = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      // Being written by its holder: taken.
      return false;
    }
    const stale = holder.host === hostname() && typeof holder.pid === 'number' && processGone(holder.pid);
    if (!stale) return false;
    unlinkSync(path);
  }
  return false;
}

/** Takes the builder lock if no one holds it; null otherwise (another server, or this one, is building). */
export async function tryBuilderLock(db: Db): Promise<BuilderLock | null> {
  if (kindOf(db) !== 'postgres') {
    const file = db.$client.name;
    if (held.has(file)) return null;
    const lockFile = lockFileOf(file);
    if (lockFile && !takeLockFile(lockFile)) return null;
    held.add(file);
    let released = false;
    return {
      release: async () => {
        if (!released) {
          held.delete(file);
          if (lockFile) rmSync(lockFile, { force: true });
        }
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
