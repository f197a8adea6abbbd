import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveDrizzle } from './drizzle-resolve.ts';
import { DRIZZLE_PRELOAD, withDrizzlePreload } from './node-options.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const drizzle = (path: string) => pathToFileURL(join(ROOT, 'node_modules', 'drizzle-orm', path)).href;
const usual = { url: 'resolved the usual way' } as const;
const next = () => usual;
const hook = (specifier: string, parentURL: string | undefined) =>
  resolveDrizzle(specifier, { parentURL, conditions: [], importAttributes: {} }, next);

describe('drizzle-orm resolved without its package.json', () => {
  it('takes a relative .js import between two of its files directly, as an ES module', () => {
    expect(hook('../table.js', drizzle('sqlite-core/table.js'))).toEqual({
      url: drizzle('table.js'),
      format: 'module',
      shortCircuit: true,
    });
  });

  it('leaves everything else to Node: bare names, other packages, our files, .cjs, and paths out of the package', () => {
    expect(hook('drizzle-orm/sqlite-core', pathToFileURL(join(ROOT, 'db/tables.ts')).href)).toBe(usual);
    expect(hook('./x.js', pathToFileURL(join(ROOT, 'node_modules/hono/dist/index.js')).href)).toBe(usual);
    expect(hook('./client.ts', pathToFileURL(join(ROOT, 'db/tables.ts')).href)).toBe(usual);
    expect(hook('./entity.cjs', drizzle('index.cjs'))).toBe(usual);
    expect(hook('../zod/index.js', drizzle('index.js'))).toBe(usual);
    expect(hook('./entity.js', undefined)).toBe(usual);
  });

  it('gives the same modules: a process with the preload loads the store and its tables work', () => {
    const script = `
      const { sqliteTable, text } = await import('drizzle-orm/sqlite-core');
      const { getTableConfig } = await import('drizzle-orm/sqlite-core');
      const t = sqliteTable('t', { id: text('id').primaryKey() });
      const tables = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'db/tables.ts')).href)});
      console.log(getTableConfig(t).name, Object.keys(tables).length > 20);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: withDrizzlePreload() },
      encoding: 'utf8',
    });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.stdout.trim()).toBe('t true');
  });

  it('adds the preload to NODE_OPTIONS once', () => {
    const once = withDrizzlePreload('--max-old-space-size=2048');
    expect(once).toBe(`--max-old-space-size=2048 --import=${DRIZZLE_PRELOAD}`);
    expect(withDrizzlePreload(once)).toBe(once);
  });
});
