import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildScriptHashes } from './csp-hashes.ts';

const dir = mkdtempSync(join(tmpdir(), 'csp-hashes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const meta = (...hashes: string[]) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')}; style-src 'self'">`;
const page = (path: string, html: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), html);
};

describe('buildScriptHashes', () => {
  it('reads every page’s meta: at the top, cut by the first bytes read, or far down a long page', () => {
    page('index.html', `<!doctype html><html><head>${meta('sha256-AAA=')}</head><body></body></html>`);
    // The meta straddles the first 16 KB: its end is only in the rest of the page.
    page(
      'a/index.html',
      `<html><head>${' '.repeat(16 * 1024 - 80)}${meta('sha256-BBB=', 'sha384-CCC')}</head></html>`,
    );
    page(
      'b/index.html',
      `<html><head><style>${'x'.repeat(40_000)}</style>${meta('sha512-DDD==')}</head></html>`,
    );
    page(
      'c/index.html',
      `<html><head><title>sans meta</title></head><body>${'y'.repeat(30_000)}</body></html>`,
    );
    page('c/data.json', JSON.stringify({ meta: meta('sha256-NOT-A-PAGE=') }));
    expect(buildScriptHashes(dir)).toEqual(['sha256-AAA=', 'sha256-BBB=', 'sha384-CCC', 'sha512-DDD==']);
  });
});
