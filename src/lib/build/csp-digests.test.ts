import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cspDigestsOnce, memoizeCspDigest } from './csp-digests.ts';

const require = createRequire(import.meta.url);
/** The installed Astro's own module, as the build bundles it. */
const ASTRO_ENCRYPTION = resolve(
  require.resolve('astro/package.json'),
  '..',
  'dist',
  'core',
  'encryption.js',
);
const source = readFileSync(ASTRO_ENCRYPTION, 'utf8');

// Its two imports are rewritten to absolute addresses: the transformed module can live anywhere.
const scratch = mkdtempSync(join(tmpdir(), 'csp-digests-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Astro's module, transformed as the build transforms it, loaded from a scratch file. */
async function loadTransformed(): Promise<{
  generateCspDigest(data: string, algorithm: string): Promise<string>;
}> {
  const code = memoizeCspDigest(source, ASTRO_ENCRYPTION);
  if (code === null) throw new Error('not transformed');
  // Its imports, resolved as from Astro's folder.
  const config = pathToFileURL(join(ASTRO_ENCRYPTION, '..', 'csp', 'config.js')).href;
  const encoding = pathToFileURL(require.resolve('@oslojs/encoding', { paths: [ASTRO_ENCRYPTION] })).href;
  const file = join(scratch, `encryption-${Date.now()}.mjs`);
  writeFileSync(
    file,
    code
      .replace('"./csp/config.js"', () => JSON.stringify(config))
      .replace('"@oslojs/encoding"', () => JSON.stringify(encoding)),
  );
  return import(pathToFileURL(file).href);
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('CSP digests computed once per text (Vite plugin of the build)', () => {
  it("rewrites the installed Astro's generateCspDigest, and only that module", () => {
    const code = memoizeCspDigest(source, ASTRO_ENCRYPTION);
    expect(code).toContain('__aplCspDigests');
    expect(code).toContain('async function computeCspDigest(data, algorithm) {');
    expect(memoizeCspDigest(source, '/project/src/lib/encryption.js')).toBeNull();
    expect(cspDigestsOnce().apply).toBe('build');
  });

  it('gives the digests Astro gives, computing each text once', async () => {
    const { generateCspDigest } = await loadTransformed();
    const digest = vi.spyOn(crypto.subtle, 'digest');
    try {
      const css = `.a{color:red}${'é'.repeat(5000)}`;
      const first = await generateCspDigest(css, 'SHA-256');
      expect(first).toBe(sha256(css));
      // The same text again, as a string built anew (as each page builds its head): no new hashing.
      expect(await generateCspDigest(`.a{color:red}${'é'.repeat(5000)}`, 'SHA-256')).toBe(first);
      expect(digest).toHaveBeenCalledTimes(1);
      // Another text, or another algorithm, is hashed.
      expect(await generateCspDigest('alert(1)', 'SHA-256')).toBe(sha256('alert(1)'));
      expect(await generateCspDigest(css, 'SHA-512')).toBe(
        `sha512-${createHash('sha512').update(css).digest('base64')}`,
      );
      expect(digest).toHaveBeenCalledTimes(3);
    } finally {
      digest.mockRestore();
    }
  });

  it('stops the build with a message when Astro no longer declares the function that way', () => {
    const changed = source.replace(
      'async function generateCspDigest(data, algorithm) {',
      () => 'async function generateCspDigest(data, algo) {',
    );
    expect(() => memoizeCspDigest(changed, ASTRO_ENCRYPTION)).toThrow(/ne déclare plus generateCspDigest/);
  });
});
