/**
 * The yardstick of the build bench: a throwaway Astro project (data/bench/bare-astro) with the project's
 * installed astro, no integration and one dynamic route of `pages` trivial pages (a title, a heading, a
 * paragraph), built in one process. What Astro itself costs for that many pages on this machine.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Measure, measureCommand } from './measure.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'node_modules', '.bin');
/**
 * Vite's cache of pre-bundled dependencies for the bare project, kept between runs as the site's own is
 * (node_modules/.vite). Vite keeps one per cache folder, keyed by the project's root: sharing the site's (through
 * the node_modules link) made each bare build invalidate it, and the site's next build paid 0.4–0.5 s per process
 * to pre-bundle again, which a server's repeated builds never pay.
 */
const VITE_CACHE = join(ROOT, 'data', 'bench', 'bare-astro-vite');

const PAGE = `---
export function getStaticPaths() {
  const n = Number(process.env.BARE_PAGES ?? 1);
  return Array.from({ length: n }, (_, i) => ({ params: { slug: \`page-\${i}\` }, props: { i } }));
}
const { i } = Astro.props;
---
<html lang="fr"><head><meta charset="utf-8" /><title>Page {i}</title></head>
<body><h1>Page {i}</h1><p>Une page triviale, numéro {i}, pour mesurer le coût propre d’Astro.</p></body></html>
`;

/**
 * Builds `pages` trivial pages; its wall time and peak memory. `concurrency`: pages rendered at once (Astro's
 * default is 1; the site renders 16, astro.config.mjs).
 */
export async function bareAstroBuild(pages: number, concurrency = 1): Promise<Measure> {
  const dir = join(ROOT, 'data', 'bench', 'bare-astro');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src', 'pages'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `export default { output: 'static', build: { format: 'directory', concurrency: ${concurrency} }, trailingSlash: 'never', vite: { cacheDir: ${JSON.stringify(VITE_CACHE)} } };\n`,
  );
  writeFileSync(join(dir, 'src', 'pages', '[slug].astro'), PAGE);
  const m = await measureCommand(join(BIN, 'astro'), ['build', '--silent', '--root', dir], {
    ...process.env,
    PATH: `${BIN}:${process.env.PATH}`,
    BARE_PAGES: String(pages),
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  if (m.code !== 0) throw new Error(`build Astro nue en échec :\n${m.output.slice(-2000)}`);
  rmSync(dir, { recursive: true, force: true });
  return m;
}
