/**
 * Debian's Varnish (varnish + varnish-modules for xkey) with the committed deploy/varnish/default.vcl in front of
 * one origin server, as an operator runs it: the edge test (tests/edge) and the bench (scripts/bench/edge.ts).
 * Its own work folder in /tmp, no system service, `-j none` (no privilege separation: tests may run as root).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitUntil } from './cluster.ts';
import { ROOT } from './sandbox.ts';

export const VARNISHD = process.env.VARNISHD_BIN || '/usr/sbin/varnishd';
export const VARNISH_DIR = join(ROOT, 'deploy', 'varnish');
export const MISSING_VARNISH =
  `varnishd est introuvable (${VARNISHD}) : le test de l’edge met un vrai Varnish devant le serveur. ` +
  'Installez-le : `sudo apt-get install -y varnish varnish-modules` (paquets Debian ; aucun service système utilisé).';

export type Varnish = {
  /** The edge's address: http://127.0.0.1:<port>. */
  base: string;
  port: number;
  /** Its work folder (varnishncsa -n). */
  workdir: string;
  /** The access log so far, as varnishncsa writes it with deploy/varnish/varnishncsa.format (one JSON a line). */
  accessLog(): string[];
  stop(): Promise<void>;
};

/**
 * The committed backends.vcl pointed at `originPort`: put first on vcl_path, it replaces the committed one, and
 * default.vcl is used as it is.
 */
function backendsFor(originPort: number): string {
  const committed = readFileSync(join(VARNISH_DIR, 'backends.vcl'), 'utf8');
  const marker = '.port = "4321";';
  if (!committed.includes(marker)) throw new Error(`deploy/varnish/backends.vcl n'a plus la ligne ${marker}`);
  return committed.split(marker).join(`.port = "${originPort}";`);
}

/**
 * Starts varnishd on 127.0.0.1:`options.port` (a free one by default) in front of 127.0.0.1:`originPort`, with
 * `options.env` (EDGE_PURGE_TOKEN…); resolves once the edge serves the origin's robots.txt.
 */
export async function startVarnish(
  originPort: number,
  options: { port?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<Varnish> {
  if (!existsSync(VARNISHD)) throw new Error(MISSING_VARNISH);
  const dir = mkdtempSync(join(tmpdir(), 'apl-varnish-'));
  writeFileSync(join(dir, 'backends.vcl'), backendsFor(originPort));
  const port = options.port ?? (await freePort());
  const workdir = join(dir, 'work');
  let output = '';
  const child: ChildProcess = spawn(
    VARNISHD,
    [
      '-F',
      '-j',
      'none',
      '-n',
      workdir,
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      'none',
      '-p',
      `vcl_path=${dir}:${VARNISH_DIR}`,
      '-f',
      join(VARNISH_DIR, 'default.vcl'),
      '-s',
      'malloc,256m',
    ],
    { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d: Buffer) => {
    output += d;
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d;
  });
  process.once('exit', () => child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise<void>((ok) => child.once('exit', () => ok()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`varnishd s'est arrêté\n${output}`);
        const res = await fetch(`${base}/robots.txt`);
        await res.arrayBuffer();
        return res.status === 200;
      },
      30_000,
      'Varnish devant le serveur',
    );
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${output.slice(-2000)}`);
  }
  const accessLog = () =>
    spawnSync('varnishncsa', ['-n', workdir, '-d', '-j', '-f', join(VARNISH_DIR, 'varnishncsa.format')], {
      encoding: 'utf8',
      timeout: 10_000,
    })
      .stdout.split('\n')
      .filter(Boolean);
  return { base, port, workdir, accessLog, stop };
}
