/**
 * One sandbox for the tests and the benches: a fresh folder under data/<name> with its own database (migrations,
 * real communes, editorial content), optionally a real build of the site, and the real server — in this process
 * (`serveApp`) or in its own, as in production (`startServerProcess`). Nothing is shared between two sandboxes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { prepareDatabase } from '../../api/bootstrap.ts';
import { type Env, readEnv } from '../../api/env.ts';
import { buildSite } from '../../api/services/site-builds.ts';
import { closeDb, type Db } from '../../db/client.ts';
import { DRIZZLE_PRELOAD } from '../../db/preload/node-options.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export type Sandbox = {
  readonly dir: string;
  readonly env: Env;
  /** The prepared store, open in this process. */
  readonly db: Db;
  /** The folder of the live build, when `build: true`. */
  readonly buildFolder: string | null;
  /** Closes the store and removes the folder. */
  close(): Promise<void>;
};

export type SandboxOptions = {
  /** Build the site into env.BUILDS_DIR (20–50 s). */
  build?: boolean;
  /** Variables for readEnv, over process.env. */
  env?: Record<string, string>;
};

/** A fresh data/<name> folder with a prepared database, and the site built when asked. */
export async function createSandbox(name: string, options: SandboxOptions = {}): Promise<Sandbox> {
  const dir = join(ROOT, 'data', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const env = readEnv({
    ...process.env,
    DATABASE_PATH: join(dir, 'apl.db'),
    BUILDS_DIR: join(dir, 'builds'),
    ...options.env,
  });
  const db = await prepareDatabase(env.STORE, () => {});
  let buildFolder: string | null = null;
  if (options.build) {
    const build = await buildSite({
      buildsDir: env.BUILDS_DIR,
      store: env.STORE,
      reason: name,
      siteUrl: env.SITE_URL,
    });
    if (!build.ok) throw new Error(`${build.error}\n${build.log}`);
    buildFolder = build.folder;
  }
  return {
    dir,
    env,
    db,
    buildFolder,
    async close() {
      await closeDb(db);
      // A server stops its astro processes before it exits (tests/ops/shutdown-builds.test.ts); a build of this
      // process may still be removing its own folders: retry up to 12 s.
      rmSync(dir, { recursive: true, force: true, maxRetries: 60, retryDelay: 200 });
    },
  };
}

/** Serves `app` on a free port of 127.0.0.1 in this process. */
export async function serveApp(app: Hono): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/**
 * Starts `node api/server.ts` in its own process on 127.0.0.1:`port` with `env`; resolves once it listens (within
 * `timeoutMs`: a first start on an empty BUILDS_DIR builds the whole site first).
 */
export function startServerProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
  /** Called with the process as soon as it is spawned, before it listens. */
  onSpawn?: (child: ChildProcess) => void,
): Promise<ChildProcess> {
  return new Promise((ok, fail) => {
    const child = spawn(
      join(ROOT, 'node_modules', '.bin', 'node'),
      ['--import', DRIZZLE_PRELOAD, join(ROOT, 'api', 'server.ts')],
      {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    onSpawn?.(child);
    let output = '';
    const timer = setTimeout(() => fail(new Error(`le serveur ne démarre pas\n${output}`)), timeoutMs);
    child.stdout?.on('data', (d: Buffer) => {
      output += d;
      if (d.toString().includes('http://')) {
        clearTimeout(timer);
        ok(child);
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d;
    });
    child.on('exit', (code) => fail(new Error(`le serveur s'est arrêté (${code})\n${output.slice(-2000)}`)));
    // Never leave a server behind, even when the run fails.
    process.once('exit', () => child.kill('SIGTERM'));
  });
}

/** Stops a server started by `startServerProcess` and waits for it to be gone (SIGKILL after `graceMs`). */
export async function stopServerProcess(
  child: ChildProcess | null | undefined,
  graceMs = 10_000,
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((ok) => child.once('exit', () => ok()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}
