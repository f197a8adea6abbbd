/**
 * The astro processes started ahead (issue 15: a publication does not wait for Astro, Vite and the integrations to
 * load). What the server relies on: they load what they claim to, only a build that starts like them gets one, an
 * order that is not an environment is refused, and they never outlive or hold up the process that started them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AstroBuilders, type StartVars } from './astro-builders.ts';

const NODE = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'node');
const PROCESS_FILE = join(import.meta.dirname, 'astro-builder-process.ts');
const SQLITE: StartVars = { NODE_OPTIONS: process.env.NODE_OPTIONS ?? '', DATABASE_URL: '' };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

function exit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('close', (code) => resolve(code)));
}

let pool: AstroBuilders | null = null;
afterEach(() => pool?.close());

// Each test starts Node processes that load Astro (1–2 s alone, more while CI runs other suites beside them).
describe('processus astro démarrés d’avance', { timeout: 90_000 }, () => {
  it('chargent tous les modules de leur liste, puis attendent leur build', async () => {
    pool = new AstroBuilders();
    pool.keepWarm(2, SQLITE);
    const pids = pool.waitingPids();
    expect(pids).toHaveLength(2);
    // A module renamed or removed from the build would be named here: the list would no longer save anything.
    expect(await pool.ready()).toEqual([]);
    expect(pids.every(alive)).toBe(true);
    expect(pool.waitingPids()).toEqual(pids);
  });

  it('une build qui démarre autrement (autre base, autres options de Node) a son propre processus', async () => {
    pool = new AstroBuilders();
    pool.keepWarm(1, SQLITE);
    const [waiting] = pool.waitingPids();
    // A process started for SQLite has read its store kind already (db/store-kind.ts): never one for PostgreSQL.
    const pg = pool.take({ ...SQLITE, DATABASE_URL: 'postgres://apl@127.0.0.1:1/apl' });
    const heap = pool.take({ ...SQLITE, NODE_OPTIONS: `${SQLITE.NODE_OPTIONS} --max-old-space-size=768` });
    expect([pg.warm, heap.warm]).toEqual([false, false]);
    expect([pg.pid, heap.pid]).not.toContain(waiting);
    pg.kill();
    heap.kill();
    const same = pool.take(SQLITE);
    expect(same.warm).toBe(true);
    expect(same.pid).toBe(waiting);
    same.kill();
  });

  it('refuse un ordre qui n’est pas un environnement de chaînes, sans rien construire', async () => {
    const child = spawn(NODE, [PROCESS_FILE], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d;
    });
    child.send({ env: { ASTRO_OUT_DIR: '/tmp/ailleurs', NODE_OPTIONS: ['--require', '/tmp/x.js'] } });
    expect(await exit(child)).toBe(2);
    expect(stderr).toContain('Ordre de build invalide');
  });

  it('ne retiennent pas le processus qui les a démarrés, et s’arrêtent avec lui', async () => {
    // A script that keeps two processes waiting, then has nothing more to do: it must end, and them with it.
    const script = [
      `import { AstroBuilders } from ${JSON.stringify(join(import.meta.dirname, 'astro-builders.ts'))};`,
      'const pool = new AstroBuilders();',
      `pool.keepWarm(2, ${JSON.stringify(SQLITE)});`,
      'await pool.ready();',
      'console.log(JSON.stringify(pool.waitingPids()));',
    ].join('\n');
    const parent = spawn(NODE, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    parent.stdout?.on('data', (d: Buffer) => {
      out += d;
    });
    const ended = await Promise.race([
      exit(parent),
      new Promise<'bloqué'>((r) => setTimeout(() => r('bloqué'), 45_000)),
    ]);
    if (ended === 'bloqué') parent.kill('SIGKILL');
    expect(ended).toBe(0);
    const pids = JSON.parse(out) as number[];
    expect(pids).toHaveLength(2);
    expect(await until(() => !pids.some(alive))).toBe(true);
  });
});
