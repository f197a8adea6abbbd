/**
 * Upgrades (issue 28): a server started on a live build made by another version of the code rebuilds the whole site
 * once, as a publication (builder lock, builds table), while it serves the former pages; started again on that new
 * build, it builds nothing. `npm run build` takes the same builder lock: while a server or another command builds,
 * it waits for its turn, or with --no-wait says so and exits 75.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Publisher } from '../../api/services/publisher.ts';
import { BUILD_APP_VERSION, liveBuild } from '../../api/services/site-builds.ts';
import { lockFileOf, tryBuilderLock } from '../../db/builder-lock.ts';
import { freePort } from '../support/cluster.ts';
import {
  createSandbox,
  ROOT,
  type Sandbox,
  startServerProcess,
  stopServerProcess,
} from '../support/sandbox.ts';
import { STAND_IN_PAGE, standInBuild } from './stand-in-build.ts';

let sandbox: Sandbox;
let server: ChildProcess | undefined;

beforeAll(async () => {
  sandbox = await createSandbox(`ops-upgrade-${process.pid}`);
}, 60_000);

afterAll(async () => {
  await stopServerProcess(server);
  await sandbox?.close();
}, 30_000);

type Row = { reason: string; status: string };
const builds = () =>
  sandbox.db.$client.prepare('SELECT reason, status FROM builds ORDER BY id').all() as Row[];

function serverEnv(): NodeJS.ProcessEnv {
  return {
    DATABASE_PATH: sandbox.env.DATABASE_PATH,
    BUILDS_DIR: sandbox.env.BUILDS_DIR,
    MEDIA_DIR: join(sandbox.dir, 'media'),
    BUILD_WARM_PROCESSES: '0',
    NODE_ENV: 'test',
  };
}

/** `npm run build` as a process of its own, with the sandbox's store. */
function npmRunBuild(...args: string[]) {
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'node'),
    [join(ROOT, 'scripts', 'build-site.ts'), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...serverEnv() },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  return { child, exited, output: () => output };
}

describe('a new version of the code', () => {
  it('rebuilds the site once when the live build was made by another version, serving the former pages meanwhile', async () => {
    standInBuild(sandbox.env.BUILDS_DIR, { appVersion: '0.0.1+ancienne' });
    const port = await freePort();
    server = await startServerProcess(port, serverEnv());
    // The former build answers at once.
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe(STAND_IN_PAGE);
    // The server's own version (HEAD may move while the tests run: not this process's BUILD_APP_VERSION).
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      version: { version: string; commit: string | null };
    };
    const { version, commit } = health.version;
    const serverVersion = commit ? `${version}+${commit.slice(0, 12)}` : version;
    expect(serverVersion.split('+')[0]).toBe(BUILD_APP_VERSION.split('+')[0]);
    const deadline = Date.now() + 170_000;
    while (liveBuild(sandbox.env.BUILDS_DIR)?.info?.appVersion !== serverVersion) {
      if (Date.now() > deadline) throw new Error(`pas de reconstruction : ${JSON.stringify(builds())}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const live = liveBuild(sandbox.env.BUILDS_DIR);
    expect(live?.info?.partial).toBeNull();
    expect(live?.info?.pages).toBeGreaterThan(1000);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).not.toBe(STAND_IN_PAGE);
    const upgrade = builds().filter((b) => b.reason.startsWith('nouvelle version'));
    expect(upgrade).toHaveLength(1);
    expect(upgrade[0]?.reason).toContain(
      `nouvelle version ${serverVersion} (build en ligne : 0.0.1+ancienne)`,
    );

    // Started again on the build of its own version: nothing to rebuild.
    await stopServerProcess(server);
    const count = builds().length;
    server = await startServerProcess(port, serverEnv());
    await new Promise((r) => setTimeout(r, 3000));
    expect(builds()).toHaveLength(count);
    expect(liveBuild(sandbox.env.BUILDS_DIR)?.folder).toBe(live?.folder);
    await stopServerProcess(server);
  }, 240_000);
});

describe('npm run build and the builder lock', () => {
  it('waits while another process builds, and with --no-wait says so and exits 75', async () => {
    const lock = await tryBuilderLock(sandbox.db);
    expect(lock).not.toBeNull();
    const lockFile = lockFileOf(sandbox.env.DATABASE_PATH) as string;
    expect(existsSync(lockFile)).toBe(true);
    try {
      const busy = npmRunBuild('--no-wait');
      expect(await busy.exited).toBe(75);
      expect(busy.output()).toContain('Une construction du site est déjà en cours');

      const before = liveBuild(sandbox.env.BUILDS_DIR)?.folder;
      const waiting = npmRunBuild();
      const deadline = Date.now() + 20_000;
      while (!waiting.output().includes('attente de sa fin')) {
        if (Date.now() > deadline || waiting.child.exitCode !== null) throw new Error(waiting.output());
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 1500));
      // Still waiting, nothing built.
      expect(waiting.child.exitCode).toBeNull();
      expect(liveBuild(sandbox.env.BUILDS_DIR)?.folder).toBe(before);
      waiting.child.kill('SIGKILL');
      await waiting.exited;
    } finally {
      await lock?.release();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock file left by a process that is gone', async () => {
    const lockFile = lockFileOf(sandbox.env.DATABASE_PATH) as string;
    const { hostname } = await import('node:os');
    // A pid above Linux's default pid_max, so never alive.
    writeFileSync(lockFile, JSON.stringify({ pid: 4_194_304 + 7, host: hostname() }));
    const lock = await tryBuilderLock(sandbox.db);
    expect(lock).not.toBeNull();
    await lock?.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('leaves the server a publication asked meanwhile, which it builds once the lock is free', async () => {
    const lock = await tryBuilderLock(sandbox.db);
    expect(lock).not.toBeNull();
    let built = 0;
    const publisher = new Publisher(sandbox.db, sandbox.env, {
      debounceMs: 0,
      pollMs: 100,
      build: async () => {
        built++;
        return { ok: false, error: 'construction de test', log: '' };
      },
    });
    try {
      publisher.start();
      await publisher.request({ kind: 'full', reason: 'publication pendant npm run build' });
      await new Promise((r) => setTimeout(r, 500));
      expect(built).toBe(0);
      await lock?.release();
      const deadline = Date.now() + 5_000;
      while (built === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(built).toBe(1);
    } finally {
      publisher.stop();
      await lock?.release();
    }
  });
});
