/**
 * What a page makes the browser download as JavaScript before anything is clicked, for a visitor who has not
 * consented to audience measurement: its module scripts and islands, with every chunk they import statically,
 * gzip-compressed as the server sends them. Code loaded only by a later `import()` (a click, a section
 * scrolled to) and the audience islands (after consent only) are not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { STEP_SLUGS } from '../../src/core/simulation/form.ts';
import { builtPage } from '../support/html.ts';

const buildDir = inject('buildDir');

/** The static import graph of a page's scripts, as built files. */
function scriptsOf(path: string): string[] {
  const $ = builtPage(buildDir, path);
  const roots = new Set<string>();
  $('script[src]').each((_, el) => {
    roots.add($(el).attr('src') as string);
  });
  $('astro-island').each((_, el) => {
    // The audience islands load only after consent (client:analytics): not one byte before.
    if ($(el).attr('client') === 'analytics') return;
    for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = $(el).attr(attr);
      if (url) roots.add(url);
    }
  });
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (!url.startsWith('/') || seen.has(url)) return;
    seen.add(url);
    const file = join(buildDir, url);
    if (!existsSync(file)) throw new Error(`script absent de la build : ${url}`);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import"./a.js"`, `from"./b.js"` (dynamic `import("./c.js")` is left out).
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      visit(new URL(m[1] as string, `http://x${url}`).pathname);
    }
  };
  for (const root of roots) visit(root);
  return [...seen];
}

const gzipBytes = (url: string) => gzipSync(readFileSync(join(buildDir, url))).length;
const gzipKb = (urls: string[]) => urls.reduce((sum, url) => sum + gzipBytes(url), 0) / 1024;
/** The chunks, biggest first, to say where the weight is when the budget is exceeded. */
const breakdown = (urls: string[]) =>
  urls
    .map((url) => `${url} ${(gzipBytes(url) / 1024).toFixed(1)} KB`)
    .sort(
      (a, b) => Number.parseFloat(b.split(' ')[1] as string) - Number.parseFloat(a.split(' ')[1] as string),
    )
    .join(', ');

/** Every question step's page, in French and in English. */
const STEP_PAGES = STEP_SLUGS.filter((s) => s !== 'resultats').flatMap((s) => [
  `/v2/simulateur/${s}`,
  `/en/simulator/${s}`,
]);

describe('JavaScript weight', () => {
  it.each(STEP_PAGES)('the question step page %s downloads at most 92 KB gzip of JavaScript', (path) => {
    const scripts = scriptsOf(path);
    expect(scripts.length).toBeGreaterThan(1);
    expect(gzipKb(scripts), breakdown(scripts)).toBeLessThanOrEqual(92);
  });

  it('a step page brings its own step, not the others, nor the schemas before the visitor starts answering', () => {
    const code = (path: string) =>
      scriptsOf(path)
        .map((url) => readFileSync(join(buildDir, url), 'utf8'))
        .join('');
    const email = code('/v2/simulateur/email');
    const postcode = code('/v2/simulateur/code-postal');
    // The commune files are read by the postal-code step only; the e-mail typo list by the e-mail step only.
    expect(postcode).toContain('/data/communes/');
    expect(email).not.toContain('/data/communes/');
    expect(email).toContain('laposte.net');
    expect(postcode).not.toContain('laposte.net');
    // zod's internals (`_zod`): the shared schemas come with the first focus in the form (step-form.ts).
    expect(email).not.toContain('_zod');
  });

  it.each(['/v2/simulateur/resultats', '/en/simulator/resultats'])(
    'the results page %s, what-if included, downloads at most 95 KB gzip of JavaScript',
    (path) => {
      const scripts = scriptsOf(path);
      expect(scripts.length).toBeGreaterThan(1);
      expect(gzipKb(scripts), breakdown(scripts)).toBeLessThanOrEqual(95);
    },
  );

  it('the simulator downloads the strings of its page’s language only (as its island’s props, not as code)', () => {
    const code = (path: string) =>
      scriptsOf(path)
        .map((url) => readFileSync(join(buildDir, url), 'utf8'))
        .join('');
    for (const path of ['/v2/simulateur/resultats', '/en/simulator/resultats', '/en/simulator/email']) {
      expect(code(path)).not.toContain('Apply for your aid at the CAF');
      expect(code(path)).not.toContain('Demandez votre aide à la CAF');
    }
  });

  it('a French results page downloads the engine’s French words only: the English ones are a chunk of their own', () => {
    const code = scriptsOf('/v2/simulateur/resultats')
      .map((url) => readFileSync(join(buildDir, url), 'utf8'))
      .join('');
    expect(code).toContain('barèmes au ');
    expect(code).not.toContain('scales as of');
    expect(code).not.toContain('opens the right to housing aid only');
  });

  it('a content page adds no JavaScript of its own: only the cookie banner and audience scripts', () => {
    const home = new Set(scriptsOf('/faq'));
    for (const path of ['/guide', '/apl-lyon', '/legal-notice']) {
      expect(scriptsOf(path).filter((s) => !home.has(s))).toEqual([]);
    }
  });
});
