/**
 * Several API servers (`node api/server.ts`, each its own process) on one throwaway PostgreSQL 15 and one
 * BUILDS_DIR, optionally behind Debian's haproxy with the committed deploy/haproxy.cfg: the scale-out test
 * (tests/scale) and the bench (scripts/bench/scale.ts) run production's layout on one machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Postgres, startPostgres } from './postgres.ts';
import { ROOT, startServerProcess } from './sandbox.ts';

export const HAPROXY = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';
export const MISSING_HAPROXY =
  `haproxy est introuvable (${HAPROXY}) : le test de montée en charge met deux serveurs derrière un vrai ` +
  'répartiteur. Installez-le : `sudo apt-get install -y haproxy` (paquet Debian ; aucun service système utilisé).';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export type Cluster = {
  postgres: Postgres;
  /** The address every client uses: the balancer, or the single server. */
  base: string;
  servers: Array<{ port: number; url: string; child: ChildProcess | null; buildsDir: string }>;
  /** Starts server i again (after a kill). */
  restart(i: number): Promise<void>;
  /** Starts one more server (not behind the balancer), with `env` added; its index in `servers`. */
  add(env?: NodeJS.ProcessEnv): Promise<number>;
  stop(): Promise<void>;
};

/** The secret the servers of a cluster with `ownBuilds` fetch their builds with. */
export const CLUSTER_BUILD_SYNC_SECRET = 'secret-des-builds-de-la-grappe-de-test';

/**
 * Starts `count` servers (together, on an empty store and BUILDS_DIR), behind haproxy when `balancer`. `ownBuilds`:
 * each server its own empty BUILDS_DIR, the live build fetched from the one that made it (BUILD_SYNC=fetch).
 */
export async function startCluster(options: {
  count: number;
  balancer: boolean;
  env?: NodeJS.ProcessEnv;
  ownBuilds?: boolean;
  /** Run on the store before any server starts (e.g. a smaller site for a quicker first build). */
  prepare?: (storeUrl: string) => Promise<void>;
}): Promise<Cluster> {
  if (options.balancer && !existsSync(HAPROXY)) throw new Error(MISSING_HAPROXY);
  const postgres = await startPostgres();
  const dir = mkdtempSync(join(tmpdir(), 'apl-cluster-'));
  const servers: Cluster['servers'] = [];
  const newServer = async () => {
    const port = await freePort();
    const i = servers.length;
    const buildsDir = join(dir, options.ownBuilds ? `builds-${i}` : 'builds');
    servers.push({ port, url: `http://127.0.0.1:${port}`, child: null, buildsDir });
    return i;
  };
  for (let i = 0; i < options.count; i++) await newServer();
  const lbPort = options.balancer ? await freePort() : 0;
  const base = options.balancer ? `http://127.0.0.1:${lbPort}` : (servers[0]?.url as string);
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: postgres.url,
    BETTER_AUTH_SECRET: 'secret-partage-par-les-serveurs-de-la-grappe',
    BUILDS_DIR: join(dir, 'builds'),
    MEDIA_DIR: join(dir, 'media'),
    DATABASE_PATH: join(dir, 'inutilise.db'),
    SITE_URL: base,
    NODE_ENV: 'production',
    // No Resend here: production's mail stays in the local outbox, on purpose (api/env.ts).
    EMAIL_MODE: 'outbox',
    ...(options.balancer ? { CLIENT_IP_FROM: 'x-forwarded-for' } : {}),
    ...options.env,
  };
  const start = async (i: number, more: NodeJS.ProcessEnv = {}) => {
    const server = servers[i] as Cluster['servers'][number];
    const own = options.ownBuilds
      ? { BUILD_SYNC: 'fetch', BUILD_SYNC_SECRET: CLUSTER_BUILD_SYNC_SECRET, BUILD_SYNC_URL: server.url }
      : {};
    server.child = await startServerProcess(server.port, {
      ...env,
      ...own,
      BUILDS_DIR: server.buildsDir,
      ...more,
    });
  };
  const add = async (more: NodeJS.ProcessEnv = {}) => {
    const i = await newServer();
    await start(i, more);
    return i;
  };
  let balancer: ChildProcess | null = null;
  const stop = async () => {
    balancer?.kill('SIGKILL');
    for (const s of servers) s.child?.kill('SIGKILL');
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await options.prepare?.(postgres.url);
    await Promise.all(servers.map((_, i) => start(i)));
    if (options.balancer) {
      balancer = spawn(HAPROXY, ['-db', '-f', join(ROOT, 'deploy', 'haproxy.cfg')], {
        env: {
          ...process.env,
          LB_PORT: String(lbPort),
          API1: `127.0.0.1:${servers[0]?.port}`,
          API2: `127.0.0.1:${(servers[1] ?? servers[0])?.port}`,
        },
        stdio: 'ignore',
      });
      await waitUntil(
        async () => {
          for (let i = 0; i < 4; i++) {
            const res = await fetch(`${base}/api/health`);
            await res.arrayBuffer();
            if (res.status !== 200) return false;
          }
          return true;
        },
        30_000,
        'haproxy et ses serveurs',
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { postgres, base, servers, restart: (i) => start(i), add, stop };
}

export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`délai dépassé : ${what}`);
}
