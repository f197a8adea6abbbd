/** Shared pieces of the benches: the real server in its own process (as in production), and the median. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Starts `node api/server.ts` on 127.0.0.1:`port` with `env`; resolves once it listens. */
export function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((ok, fail) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'node'), [join(ROOT, 'api', 'server.ts')], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => fail(new Error(`le serveur ne démarre pas\n${output}`)), 120_000);
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
    // Never leave a server behind, even when the bench fails.
    process.once('exit', () => child.kill('SIGTERM'));
  });
}

export function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
}
