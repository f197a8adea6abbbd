/**
 * Packaging (issue 28): the Docker image (multi-stage, Debian bookworm slim, Node 22, dependencies and the admin
 * SPA built in the build stage, a non-root runtime with its data on a volume and a health check on liveness) and
 * the hardened systemd unit. The image is built and started only where a container runtime answers (`docker` or
 * `podman`); elsewhere that test is skipped and says why.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/cluster.ts';
import { ROOT } from '../support/sandbox.ts';

const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const unit = readFileSync(join(ROOT, 'deploy', 'apl-simulateur.service'), 'utf8');

/** The first container runtime whose daemon answers, or why there is none. */
function containerRuntime(): { bin: string } | { reason: string } {
  for (const bin of ['docker', 'podman']) {
    const found = spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' });
    if (found.status !== 0) continue;
    const info = spawnSync(bin, ['info'], { encoding: 'utf8', timeout: 20_000 });
    if (info.status === 0) return { bin };
  }
  return {
    reason:
      'aucun moteur de conteneurs ne répond ici (docker ou podman absent, ou son démon arrêté) : ' +
      "l'image n'est pas construite",
  };
}

describe('Dockerfile', () => {
  it('builds in two stages on Debian bookworm slim with Node 22, runs as a non-root user with /data on a volume', () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(stages).toEqual(['node:22-bookworm-slim', 'node:22-bookworm-slim']);
    const [build, runtime] = dockerfile.split(/^FROM .*$/m).slice(1) as [string, string];
    expect(build).toContain('npm ci --omit=dev');
    expect(build).toContain('npm run build:admin');
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('VOLUME ["/data"]');
    expect(runtime).toMatch(/DATABASE_PATH=\/data\/apl\.db/);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/api\/health\/live/);
    // The server itself is PID 1's command: SIGTERM reaches it.
    expect(runtime).toMatch(
      /^CMD \["node", "--import", "\.\/db\/preload\/drizzle-resolve\.ts", "api\/server\.ts"\]$/m,
    );
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'data', '.env', '.git']));
  });

  it('builds an image whose server answers its pages and its liveness', async (ctx) => {
    const runtime = containerRuntime();
    if ('reason' in runtime) return ctx.skip(runtime.reason);
    const tag = `apl-simulateur-test:${process.pid}`;
    const built = spawnSync(runtime.bin, ['build', '-t', tag, ROOT], { encoding: 'utf8', timeout: 900_000 });
    expect(built.status, built.stderr).toBe(0);
    const port = await freePort();
    const name = `apl-test-${process.pid}`;
    const run = spawnSync(
      runtime.bin,
      ['run', '-d', '--name', name, '-p', `127.0.0.1:${port}:4321`, '-e', 'EMAIL_MODE=outbox', tag],
      { encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    try {
      const deadline = Date.now() + 300_000;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        status = await fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) await new Promise((r) => setTimeout(r, 2000));
      }
      expect(status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
    } finally {
      spawnSync(runtime.bin, ['rm', '-f', name]);
      spawnSync(runtime.bin, ['rmi', '-f', tag]);
    }
  }, 1_300_000);
});

describe('systemd unit', () => {
  it('is hardened: no new privileges, a read-only system but for the data and .astro, its configuration from a file', () => {
    expect(unit).toMatch(/^NoNewPrivileges=true$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toMatch(/^ReadWritePaths=\/var\/lib\/apl-simulateur \/opt\/apl-simulateur\/\.astro$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/apl-simulateur\/env$/m);
    expect(unit).toMatch(/^User=apl$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    // V8 compiles to executable memory: MemoryDenyWriteExecute would stop Node.
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=true/m);
  });

  it('passes systemd-analyze verify (where systemd is installed)', (ctx) => {
    const found = spawnSync('sh', ['-c', 'command -v systemd-analyze'], { encoding: 'utf8' });
    if (found.status !== 0) return ctx.skip('systemd-analyze absent : unité non vérifiée par systemd');
    const dir = mkdtempSync(join(tmpdir(), 'apl-unit-'));
    try {
      // The unit as installed, pointed at this checkout (its Node must exist for verify).
      const file = join(dir, 'apl-simulateur.service');
      writeFileSync(file, unit.split('/opt/apl-simulateur').join(ROOT));
      const res = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
      expect(`${res.stdout}${res.stderr}`.trim()).toBe('');
      expect(res.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
