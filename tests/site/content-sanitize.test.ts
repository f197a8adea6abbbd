/**
 * Editor HTML of a city page with <script>, event handlers and javascript: URLs is cleaned at build; and a page
 * converted from HTML to Markdown (issue 30) reads, built, as its HTML did once sanitised.
 */

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { load } from 'cheerio';
import { afterAll, describe, expect, it } from 'vitest';
import { sanitize } from '../../src/lib/build/html.ts';
import { htmlToMarkdown } from '../../src/lib/server/html-to-markdown.ts';
import { siteServer } from '../support/site.ts';

/** An editor's HTML of the old city field, converted as the migration does (db/queries/city-markdown.ts). */
const GRENOBLE_HTML =
  '<h2>Se loger à Grenoble (38)</h2><p>Grenoble est en <strong>zone 2</strong> &amp; ses loyers sont <em>élevés</em>.</p>' +
  '<ul><li>Campus de Saint-Martin-d’Hères<ul><li>tram B et C</li></ul></li><li>Centre-ville</li></ul>' +
  '<p>Lisez <a href="/guide/apl-etudiant" title="Le guide">notre guide</a> ou <a href="https://www.caf.fr/">caf.fr</a><br>du lundi au vendredi.</p>' +
  '<table><tr><th scope="col">Logement</th><th scope="col">Loyer</th></tr><tr><td>Studio</td><td>480&nbsp;€</td></tr></table>';
const GRENOBLE = htmlToMarkdown(GRENOBLE_HTML);
const spaces = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const dir = mkdtempSync(join(tmpdir(), 'apl-sanitize-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('city content sanitized at build', () => {
  it('keeps the text and drops scripts, handlers and javascript: links', async () => {
    const db = join(dir, 'apl.db');
    const source = new Database(siteServer().databasePath, { readonly: true });
    await source.backup(db);
    source.close();
    const w = new Database(db);
    w.prepare('UPDATE city_pages SET content = ? WHERE slug = ?').run(
      '<h2 onclick="steal()">Se loger à Lyon</h2><p>Texte utile et assez long pour ne pas déclencher le bloc de repli.</p>' +
        '<script>alert("xss")</script><img src="/x.png" onerror="alert(1)"><a href="javascript:alert(2)">lien</a>' +
        '<iframe src="https://evil.example"></iframe>',
      'apl-lyon',
    );
    w.prepare('UPDATE city_pages SET content = ? WHERE slug = ?').run(GRENOBLE.markdown, 'apl-grenoble');
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
        BUILD_SCOPE: JSON.stringify({ cities: ['apl-lyon', 'apl-grenoble'], articles: [], guides: [] }),
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

    // The converted page: Markdown stored, and the same text and structure as its HTML once sanitised.
    expect(GRENOBLE.outcome).toBe('converted');
    expect(GRENOBLE.markdown).toContain('## Se loger à Grenoble');
    const $ = load(readFileSync(join(out, 'apl-grenoble', 'index.html'), 'utf8'));
    const built = $('section.prose').first();
    const before = load(sanitize(GRENOBLE_HTML));
    // Same characters in the same order (the built page puts line breaks between blocks, the HTML had none).
    const glyphs = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '');
    expect(glyphs(built.text())).toBe(glyphs(before.root().text()));
    expect(spaces(built.text())).toContain('Lisez notre guide ou caf.fr');
    for (const selector of [
      'h2',
      'strong',
      'em',
      'li',
      'ul ul li',
      'br',
      'th[scope=col]',
      'td',
      'a[href="/guide/apl-etudiant"][title="Le guide"]',
    ])
      expect(built.find(selector).length, selector).toBe(before(selector).length);
  }, 120_000);
});
