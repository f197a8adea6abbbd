/** Editor HTML of a city page with <script>, event handlers and javascript: URLs is cleaned at build. */

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, inject, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'apl-sanitize-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('city content sanitized at build', () => {
  it('keeps the text and drops scripts, handlers and javascript: links', async () => {
    const db = join(dir, 'apl.db');
    const source = new Database(inject('databasePath'), { readonly: true });
    await source.backup(db);
    source.close();
    const w = new Database(db);
    w.prepare('UPDATE city_pages SET content = ? WHERE slug = ?').run(
      '<h2 onclick="steal()">Se loger à Lyon</h2><p>Texte utile et assez long pour ne pas déclencher le bloc de repli.</p>' +
        '<script>alert("xss")</script><img src="/x.png" onerror="alert(1)"><a href="javascript:alert(2)">lien</a>' +
        '<iframe src="https://evil.example"></iframe>',
      'apl-lyon',
    );
    w.close();
    const out = join(dir, 'out');
    const root = resolve(import.meta.dirname, '..', '..');
    const r = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build', '--silent'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_PATH: db,
        ASTRO_OUT_DIR: out,
        // The one page under test (and the pages every build renders): not the whole site.
        BUILD_SCOPE: JSON.stringify({ cities: ['apl-lyon'], articles: [], guides: [] }),
        ASTRO_TELEMETRY_DISABLED: '1',
        PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
      },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    const html = readFileSync(join(out, 'apl-lyon', 'index.html'), 'utf8');
    const section = /<section class="prose"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(section).toContain('Se loger à Lyon');
    expect(section).toContain('Texte utile');
    expect(section).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
  }, 120_000);
});
