/**
 * A throwaway PostgreSQL 15 cluster for a test run: Debian's `postgresql` package (binaries in
 * /usr/lib/postgresql/15/bin, not on PATH), a fresh cluster in a temporary folder, listening on 127.0.0.1 and a
 * free port only, removed by stop(). Never the system service, never a mock.
 *
 * initdb refuses to run as root, and CI runs as root: then the folder belongs to the `postgres` user that the
 * package creates and every command runs as that user (runuser). Otherwise the commands run as the current user.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

export type Postgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server (fast shutdown) and removes its folder. */
  stop(): Promise<void>;
  /** Stops the server, keeping its data (an outage: tests/scale/store-down.test.ts); resume() starts it again. */
  halt(): Promise<void>;
  resume(): Promise<void>;
};

/** The message when the server binaries are missing: what to install. */
export const MISSING_POSTGRES =
  `PostgreSQL 15 est introuvable (${PG_BIN}/initdb manque) : les tests du magasin vérifient le schéma ` +
  'PostgreSQL et ses migrations sur un vrai serveur. Installez-le : `sudo apt-get install -y postgresql` ' +
  '(paquet Debian ; le service système n’est pas utilisé, les tests démarrent leur propre serveur jetable).';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Starts a fresh cluster; throws MISSING_POSTGRES when the package is not installed. */
export async function startPostgres(): Promise<Postgres> {
  if (!existsSync(join(PG_BIN, 'initdb'))) throw new Error(MISSING_POSTGRES);
  const asRoot = process.getuid?.() === 0;
  const pg = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args])
      : run(join(PG_BIN, command), args);

  const dir = await mkdtemp(join(tmpdir(), 'apl-pg-'));
  const data = join(dir, 'data');
  try {
    if (asRoot) {
      const { uid, gid } = await postgresUser();
      await chown(dir, uid, gid);
    }
    await pg('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    const port = await freePort();
    // Durability is useless for a throwaway cluster: no fsync makes the migrations and writes faster.
    const options = `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const start = () =>
      pg('pg_ctl', ['start', '-w', '-t', '30', '-D', data, '-l', join(dir, 'server.log'), '-o', options]);
    await start();
    let stopped = false;
    let halted = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      async halt() {
        await pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
        halted = true;
      },
      async resume() {
        await start();
        halted = false;
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          if (!halted) await pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    // The server's own log says why it did not start: keep it in the error before the folder goes.
    const log = await readFile(join(dir, 'server.log'), 'utf8').catch(() => '');
    await rm(dir, { recursive: true, force: true });
    if (log && error instanceof Error) error.message += `\n${log}`;
    throw error;
  }
}
