/**
 * A Vite plugin of the build (astro.config.mjs) that makes Astro compute each CSP digest once per process.
 *
 * With `security.csp`, Astro hashes every inline `<style>` and `<script>` of the head of every page it renders
 * (`createResult` in astro/dist/core/fetch/fetch-state.js calls `generateCspDigest` of
 * astro/dist/core/encryption.js): UTF-8 encoding of the text, then WebCrypto's SHA-256. The site inlines its
 * stylesheets (`build.inlineStylesheets: 'always'`), so each city page had the same 15 KB of CSS encoded and
 * hashed again: 2,275 times in a build of the default site, ~1,200 times in each of its processes. A digest is a
 * function of the text and the algorithm alone, so the wrapped function keeps the digests it computed and gives
 * the same one for the same text. The 2,491 files of the default site's build are byte for byte the same
 * (`diff -r` of a build with and without), and the full rebuild took 1.4 CPU-seconds less (20.4 → 19.0) and
 * 10.3 → 9.6 s (medians of 5 interleaved runs on 2 cores).
 *
 * The plugin rewrites the declaration of that one function in Astro's module. If a new Astro no longer declares
 * it this way, the build stops with a message that says so, rather than silently slowing down.
 */
import type { Plugin } from 'vite';

/** Astro's module that declares the function, as Vite names it. */
const ASTRO_ENCRYPTION = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const DECLARATION = 'async function generateCspDigest(data, algorithm) {';

/**
 * What replaces the declaration: a `generateCspDigest` that looks its digest up by algorithm and text first, then
 * Astro's own function under another name. Texts are few in a build (one stylesheet per layout, a few scripts); the
 * memory is bounded anyway.
 */
const MEMOIZED = `const __aplCspDigests = new Map();
function generateCspDigest(data, algorithm) {
  const key = algorithm + "\\u0000" + data;
  let digest = __aplCspDigests.get(key);
  if (digest === undefined) {
    if (__aplCspDigests.size >= 1000) __aplCspDigests.clear();
    digest = computeCspDigest(data, algorithm);
    __aplCspDigests.set(key, digest);
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`;

/** Astro's module with its digest function memoized; the module unchanged when it is another. */
export function memoizeCspDigest(code: string, id: string): string | null {
  if (!ASTRO_ENCRYPTION.test(id.split('?')[0] ?? id)) return null;
  const at = code.indexOf(DECLARATION);
  if (at < 0 || code.indexOf(DECLARATION, at + 1) >= 0) {
    throw new Error(
      `${id} ne déclare plus generateCspDigest comme attendu (une nouvelle version d'Astro ?) : ` +
        'mettez à jour src/lib/build/csp-digests.ts, ou retirez ce plugin de astro.config.mjs.',
    );
  }
  return code.slice(0, at) + MEMOIZED + code.slice(at + DECLARATION.length);
}

export function cspDigestsOnce(): Plugin {
  return {
    name: 'apl:csp-digests-once',
    apply: 'build',
    transform(code, id) {
      const memoized = memoizeCspDigest(code, id);
      return memoized === null ? null : { code: memoized, map: null };
    },
  };
}
