/**
 * A server stopped while it builds stops its astro processes with it. Before, an astro process that had its order
 * no longer listened to its parent: SIGTERM ended the server and the build ran on, writing into the builds folder
 * of a server that was gone (a removed folder came back half-written: ENOTEMPTY in CI).
 * Two moments: during the first build, before the server listens (an empty BUILDS_DIR), and during a build of the
 * publication queue (a live build made by another version of the code, which the server rebuilds once).
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/cluster.ts';
import { alive, childrenOf, commandLine } from '../support/processes.ts';
import { createSandbox, type Sandbox, startServerProcess } from '../support/sandbox.ts';
import { standInBuild } from './stand-in-build.ts';

let sandbox: Sandbox | undefined;
let server: ChildProcess | undefined;
let seen: number[] = [];

afterEach(async () => {
  server?.kill('SIGKILL');
  for (const pid of seen) if (alive(pid)) process.kill(pid, 'SIGKILL');
  seen = [];
  await sandbox?.close();
}, 60_000);

/** The astro build processes under `pid`. */
function astroBuildersOf(pid: number): number[] {
  return childrenOf(pid).filter((child) => commandLine(child).includes('astro-builder-process'));
}

async function until<T>(read: () => T | null, timeoutMs: number, what: string): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`${what} : rien après ${timeoutMs} ms`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/**
 * Starts the server (not waiting for it to listen: the first build comes before), finds its astro build process,
 * and leaves it 3 s into its build: its order received, it no longer listens to its parent.
 */
async function serverWhileItBuilds(): Promise<{ server: ChildProcess; builders: number[] }> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  void startServerProcess(
    port,
    {
      DATABASE_PATH: sandbox?.env.DATABASE_PATH,
      BUILDS_DIR: sandbox?.env.BUILDS_DIR,
      MEDIA_DIR: join(sandbox?.dir ?? '', 'media'),
      BUILD_WARM_PROCESSES: '0',
      NODE_ENV: 'test',
    },
    300_000,
    (spawned) => {
      child = spawned;
    },
  ).catch(() => {});
  server = child;
  const pid = child?.pid as number;
  const builders = await until(
    () => {
      const found = astroBuildersOf(pid);
      return found.length > 0 ? found : null;
    },
    120_000,
    'processus de build',
  );
  seen = builders;
  await new Promise((ok) => setTimeout(ok, 3000));
  return { server: child as ChildProcess, builders };
}

/**
 * SIGTERM to the server: it exits within 10 s, and its astro processes are gone by then (the server waits for
 * them), not some time later when one of them happens to write to its closed output.
 */
async function expectAllGoneAfterSigterm(target: ChildProcess, builders: number[]): Promise<void> {
  expect(builders.every(alive)).toBe(true);
  let leftAtExit: number[] | null = null;
  const exited = new Promise<void>((ok) =>
    target.once('exit', () => {
      leftAtExit = builders.filter(alive);
      ok();
    }),
  );
  target.kill('SIGTERM');
  await Promise.race([exited, new Promise((ok) => setTimeout(ok, 10_000))]);
  expect(leftAtExit, 'le serveur ne s’est pas arrêté en 10 s').not.toBeNull();
  expect(leftAtExit, 'processus de build encore là quand le serveur s’est arrêté').toEqual([]);
}

describe('un serveur arrêté pendant une build arrête ses processus astro', { timeout: 300_000 }, () => {
  it('pendant la première build, avant d’écouter (BUILDS_DIR vide)', async () => {
    sandbox = await createSandbox(`ops-shutdown-first-${process.pid}`);
    const { server: target, builders } = await serverWhileItBuilds();
    await expectAllGoneAfterSigterm(target, builders);
  });

  it('pendant une build de la file de publication (reconstruction pour une nouvelle version)', async () => {
    sandbox = await createSandbox(`ops-shutdown-queue-${process.pid}`);
    standInBuild(sandbox.env.BUILDS_DIR, { appVersion: 'une-version-précédente' });
    const { server: target, builders } = await serverWhileItBuilds();
    await expectAllGoneAfterSigterm(target, builders);
  });
});
