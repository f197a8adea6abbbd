/**
 * `npm start` exits with its server on SIGTERM (issue 28): npm passes the signal to the shell it runs the script
 * in, and the script `exec`s the server, so the server is that process and gets it. Before, dash kept the
 * server as its child, npm and dash exited, and the server ran on as an orphan holding the port.
 * The server starts on a store prepared here and a build already live (a stand-in page), so it starts in seconds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/cluster.ts';
import { alive, childrenOf } from '../support/processes.ts';
import { createSandbox, ROOT, type Sandbox } from '../support/sandbox.ts';
import { standInBuild } from './stand-in-build.ts';

let sandbox: Sandbox;
let npm: ChildProcess | undefined;
/** The server npm started, killed after the test if it outlived npm (the bug this test catches). */
let serverPid: number | undefined;

beforeAll(async () => {
  sandbox = await createSandbox(`ops-sigterm-${process.pid}`);
  standInBuild(sandbox.env.BUILDS_DIR);
}, 60_000);

afterAll(async () => {
  npm?.kill('SIGKILL');
  if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
  await sandbox?.close();
}, 30_000);

describe('npm start and SIGTERM', () => {
  it('leaves no server process behind within 10 s of SIGTERM to npm', async () => {
    const port = await freePort();
    npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_PATH: sandbox.env.DATABASE_PATH,
        BUILDS_DIR: sandbox.env.BUILDS_DIR,
        MEDIA_DIR: join(sandbox.dir, 'media'),
        PORT: String(port),
        HOST: '127.0.0.1',
        BUILD_WARM_PROCESSES: '0',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout?.on('data', (d) => {
      output += d;
    });
    npm.stderr?.on('data', (d) => {
      output += d;
    });
    const started = Date.now();
    while (
      !(await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.status === 200,
        () => false,
      ))
    ) {
      if (Date.now() - started > 60_000 || npm.exitCode !== null)
        throw new Error(`pas de serveur :\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const npmPid = npm.pid as number;
    const server = childrenOf(npmPid);
    expect(server.length).toBe(1);
    serverPid = server[0] as number;
    // The server itself, not a shell around it.
    const [command, ...args] = readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0');
    expect(command).toMatch(/node$/);
    expect(args).toContain('api/server.ts');
    const exited = new Promise<number | null>((ok) => npm?.once('exit', (code) => ok(code)));
    process.kill(npmPid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (alive(serverPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(alive(serverPid), `serveur ${serverPid} encore là 10 s après SIGTERM\n${output}`).toBe(false);
    await exited;
    // Nothing answers on the port any more.
    expect(
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => 'answered',
        () => 'closed',
      ),
    ).toBe('closed');
  });
});
