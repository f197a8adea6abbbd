/**
 * The layers of ARCHITECTURE.md, held by tests: the core stays pure (biome's noRestrictedImports, checked here
 * to be active), and no production code imports a CLI from scripts/ or a test helper from tests/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

/**
 * Lints `source` as the file `path` under the project's biome.json, in a scratch copy of the layout (biome
 * reports no diagnostics for standard input), so nothing is written into the source tree.
 */
function lintAs(path: string, source: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  try {
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    delete config.vcs;
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), source);
    const r = spawnSync(biome, ['lint', path], { cwd: dir, encoding: 'utf8' });
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|astro)$/.test(f) && !f.includes('node_modules') && !f.includes('dist/'))
    .map((f) => join(dir, f));
}

const importsOf = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
    (m) => m[1] ?? '',
  );

describe('the core stays pure', () => {
  it.each([
    ["import { readFileSync } from 'node:fs';", 'entrée-sortie'],
    ["import { Hono } from 'hono';", 'framework'],
    ["import { eq } from 'drizzle-orm';", 'db/queries'],
    ["import { openDb } from '../../../db/client.ts';", "n'importe que src/core"],
    ["import { formatEuros } from '../../lib/format.ts';", "n'importe que src/core"],
  ])('the linter refuses %s in src/core', (line, message) => {
    const r = lintAs('src/core/apl/probe.ts', `${line}\nexport const probe = 1;\n`);
    expect(r.ok).toBe(false);
    expect(r.output).toContain(message);
  });

  it('the same imports are allowed in an adapter', () => {
    expect(lintAs('api/probe.ts', "import { Hono } from 'hono';\nexport const probe = Hono;\n").ok).toBe(
      true,
    );
  });

  it('every import of a core file resolves inside src/core', () => {
    for (const file of sourceFiles('src/core')) {
      for (const spec of importsOf(file).filter((s) => s.startsWith('.'))) {
        const target = relative(root, resolve(root, file, '..', spec));
        expect(target.startsWith('src/core/'), `${file} imports ${spec}`).toBe(true);
      }
    }
  });
});

describe('no arrow points the wrong way', () => {
  const production = ['api', 'db', 'src'].flatMap(sourceFiles).filter((f) => !/\.test\.tsx?$/.test(f));

  it('production code imports no CLI of scripts/ and no helper of tests/', () => {
    const wrong = production.flatMap((file) =>
      importsOf(file)
        .filter((s) => s.startsWith('.'))
        .map((s) => relative(root, resolve(root, file, '..', s)))
        .filter((target) => target.startsWith('scripts/') || target.startsWith('tests/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('every query lives in db/: no drizzle statement in the API, the site or the scripts', () => {
    const statement =
      /\b(?:db|tx)\.(?:select|insert|update|delete|transaction|run|get|all)\(|\$client\.(?:prepare|exec|transaction)\(/;
    const inline = [...production, ...sourceFiles('scripts')]
      .filter((f) => !f.startsWith('db/') && !f.startsWith('scripts/bench/') && !/\.test\.tsx?$/.test(f))
      .filter((f) => statement.test(readFileSync(join(root, f), 'utf8')));
    expect(inline).toEqual([]);
  });
});
