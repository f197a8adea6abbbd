/**
 * One `astro build` in a Node process started before it is needed (api/services/astro-builders.ts). The process
 * loads what `astro build` loads before its first page (Astro's command line and build modules, Vite, rolldown,
 * the integrations of astro.config.mjs: about 1 s of module loading), then waits. On the order of its parent, with
 * the environment of the build, it runs Astro's own command line exactly as `astro build --silent` does, and exits
 * with its code. A process builds once: no state of one build can reach the next.
 */
import module from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { Ready } from './astro-builders.ts';

// As node_modules/astro/bin/astro.mjs: V8's compile cache, except in CI where it is never reused.
if (!process.env.CI) module.enableCompileCache?.();

/** The parent's order: the whole environment of the build, names and values as strings. */
const Order = z.object({ env: z.record(z.string(), z.string()) });
type Order = z.infer<typeof Order>;

// Listening first: an order sent while the modules load waits here.
let ordered = false;
const order = new Promise<Order | null>((resolve) =>
  process.once('message', (message) => {
    ordered = true;
    resolve(Order.safeParse(message).data ?? null);
  }),
);
// A parent gone before giving an order: nothing to build.
process.once('disconnect', () => {
  if (!ordered) process.exit(0);
});

const ASTRO = join(import.meta.dirname, '..', '..', 'node_modules', 'astro');
const astroFile = (file: string) => pathToFileURL(join(ASTRO, file)).href;

/**
 * What `astro build` loads before its first page and can be loaded ahead, found by logging the modules Node
 * resolves during a build: Astro's command line and build (with Vite and rolldown), the integrations and the store
 * that astro.config.mjs imports (its redirects come from the store: drizzle-orm, the drivers, zod), and the
 * packages the rendered pages import. Only time is at stake: one that fails to load is left for the build, which
 * reports its error, and is named to the parent (a test keeps the list true).
 */
const WARM_MODULES = [
  astroFile('dist/cli/index.js'),
  astroFile('dist/cli/build/index.js'),
  astroFile('dist/cli/telemetry/index.js'),
  '@astrojs/react',
  '@astrojs/sitemap',
  'astro/config',
  pathToFileURL(join(import.meta.dirname, '..', '..', 'src', 'lib', 'build', 'redirects.ts')).href,
  'react-dom/server',
  'marked',
  'sanitize-html',
];
const loaded = await Promise.allSettled(WARM_MODULES.map((specifier) => import(specifier)));
const missed = WARM_MODULES.filter((_, k) => loaded[k]?.status === 'rejected');
process.send?.({ ready: true, missed } satisfies z.infer<typeof Ready>);

const received = await order;
if (!received) {
  console.error('Ordre de build invalide : attendu { env: { NOM: "valeur" } }.');
  process.exit(2);
}
for (const name of Object.keys(process.env)) if (!(name in received.env)) delete process.env[name];
Object.assign(process.env, received.env);
process.disconnect?.();
// As the astro binary: its command line prints a failure and exits 1 itself.
const { cli } = (await import(astroFile('dist/cli/index.js'))) as { cli: (argv: string[]) => Promise<void> };
await cli([process.execPath, join(ASTRO, 'bin', 'astro.mjs'), 'build', '--silent']);
process.exit(0);
