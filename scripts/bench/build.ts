/**
 * Full static build of the site (`npm run build`: one astro process per core, api/services/build-shards.ts): the
 * rebuild as a running server's publisher runs it (buildSite's own duration, its astro processes started ahead:
 * api/services/astro-builders.ts), the same with processes started on demand, the whole command's wall time and peak
 * memory summed over every process, for the default city set and, with `--all`, for a page per commune (~34,900).
 * Beside it, in the same run: the fixed start-up of one astro process on this site (a build whose scope lists no
 * page: configuration, Vite bundling of the server and client code, the always-built pages, the sitemap), and a
 * bare Astro project (scripts/bench/bare-astro.ts) building as many trivial pages in one process with the same
 * installed astro, so that the ratio is measured.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AstroBuilders, buildEnv, startVars } from '../../api/services/astro-builders.ts';
import { closeDb, openDb } from '../../db/client.ts';
import { importCommunes } from '../../db/import/communes.ts';
import { seedContent } from '../../db/import/seed-content.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { withDrizzlePreload } from '../../db/preload/node-options.ts';
import { PAGES_AT_ONCE } from '../../src/lib/build/concurrency.ts';
import { bareAstroBuild } from './bare-astro.ts';
import { type Measure, measureCommand, type Row } from './measure.ts';
import { median } from './median.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'node_modules', '.bin');

/** Seconds from the order to the end of a build of no page in a process that loaded its modules ahead. */
async function warmEmptyBuild(dbPath: string, out: string): Promise<number> {
  const builders = new AstroBuilders();
  const vars = startVars(dbPath);
  builders.keepWarm(1, vars);
  await builders.ready();
  const started = performance.now();
  let output = '';
  const code = await builders
    .take(vars)
    .run(buildEnv(vars, { ASTRO_OUT_DIR: out, BUILD_SCOPE: '{}', DATABASE_PATH: dbPath }), (chunk) => {
      output += chunk;
    });
  const seconds = (performance.now() - started) / 1000;
  builders.close();
  rmSync(out, { recursive: true, force: true });
  if (code !== 0) throw new Error(`astro build a échoué :\n${output.slice(-2000)}`);
  return seconds;
}

type BuildEnv = NodeJS.ProcessEnv;

/** A fresh database for the bench (migrations, communes, seed content) and the environment its builds run in. */
async function benchDatabase(allCommunes: boolean) {
  const dir = join(ROOT, 'data', 'bench', allCommunes ? 'all' : 'default');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dbPath = join(dir, 'apl.db');
  const db = openDb(dbPath);
  await applyMigrations(db);
  const imported = await importCommunes(db, { allCommunes });
  await seedContent(db);
  await closeDb(db);
  const env: BuildEnv = {
    ...process.env,
    PATH: `${BIN}:${process.env.PATH}`,
    DATABASE_PATH: dbPath,
    DATABASE_URL: '',
    ASTRO_TELEMETRY_DISABLED: '1',
    // As the server runs astro (api/services/site-builds.ts).
    NODE_OPTIONS: withDrizzlePreload(process.env.NODE_OPTIONS),
  };
  return { dir, dbPath, cityPages: imported.cityPages, env };
}

/** The build itself (buildSite's duration, printed by both scripts), without the command's own start. */
const buildSeconds = (output: string) => Number(/pages en ([\d.]+) s/.exec(output)?.[1] ?? Number.NaN);

/** `runs` full builds by `npm run build`, and (default city set only) as a running server rebuilds. */
async function siteBuilds(dir: string, env: BuildEnv, runs: number, allCommunes: boolean) {
  const full: Measure[] = [];
  const rebuilds: number[] = [];
  const served: Array<Measure & { seconds: number }> = [];
  let pages = 0;
  for (let i = 0; i < runs; i++) {
    const m = await measureCommand(join(BIN, 'node'), [join(ROOT, 'scripts', 'build-site.ts'), 'bench'], {
      ...env,
      BUILDS_DIR: join(dir, `builds-${i}`),
    });
    if (m.code !== 0) throw new Error(`la build a échoué :\n${m.output.slice(-2000)}`);
    pages = Number(/(\d+) pages/.exec(m.output)?.[1] ?? 0);
    full.push(m);
    // Without Node's start, the modules and the check of the database (prepareDatabase) of the command, but
    // with its astro processes started once it is asked for.
    rebuilds.push(buildSeconds(m.output));
    rmSync(join(dir, `builds-${i}`), { recursive: true, force: true });
    // As a running server rebuilds (api/server.ts): its astro processes started ahead, their modules loaded.
    // Larger sites' shards start with a heap ceiling (build-shards.ts, heapOption): they always start their own.
    if (allCommunes) continue;
    const w = await measureCommand(join(BIN, 'node'), [join(ROOT, 'scripts', 'bench', 'server-rebuild.ts')], {
      ...env,
      BUILDS_DIR: join(dir, `served-${i}`),
    });
    if (w.code !== 0) throw new Error(`la build a échoué :\n${w.output.slice(-2000)}`);
    served.push({ ...w, seconds: buildSeconds(w.output) });
    rmSync(join(dir, `served-${i}`), { recursive: true, force: true });
  }
  return { full, rebuilds, served, pages };
}

/** The fixed start-up of one astro process of the site (seconds), started on demand and started ahead. */
async function fixedStartups(dir: string, dbPath: string, env: BuildEnv, runs: number) {
  // One astro process rendering no page of the scoped routes: what every process pays before its first page.
  const fixed: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = join(dir, `empty-${i}`);
    const m = await measureCommand(join(BIN, 'astro'), ['build', '--silent'], {
      ...env,
      ASTRO_OUT_DIR: out,
      BUILD_SCOPE: '{}',
    });
    if (m.code !== 0) throw new Error(`astro build a échoué :\n${m.output.slice(-2000)}`);
    fixed.push(m.wallMs / 1000);
    rmSync(out, { recursive: true, force: true });
  }
  // The same in a process started ahead, from the order to its end (what a server's build waits for).
  const fixedWarm: number[] = [];
  for (let i = 0; i < runs; i++) fixedWarm.push(await warmEmptyBuild(dbPath, join(dir, `empty-warm-${i}`)));
  return { fixed, fixedWarm };
}

/** A bare Astro project building as many trivial pages: one at a time, as many at once as the site, one page. */
async function bareBuilds(pages: number, runs: number) {
  const bare: Measure[] = [];
  const bareConcurrent: Measure[] = [];
  const bareEmpty: Measure[] = [];
  for (let i = 0; i < runs; i++) {
    bare.push(await bareAstroBuild(pages));
    bareConcurrent.push(await bareAstroBuild(pages, PAGES_AT_ONCE));
    bareEmpty.push(await bareAstroBuild(1));
  }
  return { bare, bareConcurrent, bareEmpty };
}

const list = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ');

type Figures = {
  label: string;
  runs: number;
  budget: { s: number; mb: number };
  cityPages: number;
} & Awaited<ReturnType<typeof siteBuilds>> &
  Awaited<ReturnType<typeof fixedStartups>> &
  Awaited<ReturnType<typeof bareBuilds>>;

/** The rows of the site's own builds: by the server, by npm run build, cold, and their peak memory. */
function siteRows(f: Figures): Row[] {
  const { label, runs, budget, full, rebuilds, served, pages } = f;
  const walls = full.map((r) => r.wallMs / 1000);
  const whole = `${pages} pages dont ${f.cityPages} villes, processus en parallèle`;
  const servedSeconds = served.map((w) => w.seconds);
  return [
    ...(served.length > 0
      ? [
          {
            metric: `${label} : reconstruction complète par le serveur (buildSite, ${whole}, processus astro démarrés d’avance comme ceux d’un serveur), médiane de ${runs}`,
            value: `${median(servedSeconds).toFixed(1)} s (${list(servedSeconds)}), ${Math.max(...served.map((w) => w.peakRssMb))} Mo`,
            target: `≤ ${budget.s} s`,
          },
        ]
      : []),
    {
      metric: `${label} : la même, processus astro démarrés à la demande (buildSite dans npm run build), médiane de ${runs}`,
      value: `${median(rebuilds).toFixed(1)} s (${list(rebuilds)})`,
      target: served.length > 0 ? '—' : `≤ ${budget.s} s`,
    },
    {
      metric: `${label} : npm run build à froid (la même, plus le démarrage de Node et la vérification de la base), médiane de ${runs}`,
      value: `${median(walls).toFixed(1)} s (${list(walls)})`,
      target: '—',
    },
    {
      metric: `${label} : mémoire de pointe (somme des processus)`,
      value: `${Math.max(...full.map((r) => r.peakRssMb))} Mo`,
      target: `< ${budget.mb} Mo`,
    },
  ];
}

/** The rows that compare with a bare Astro project, and the fixed start-ups. */
function comparisonRows(f: Figures): Row[] {
  const { label, full, served, pages, bare, bareConcurrent, bareEmpty, fixed, fixedWarm } = f;
  const walls = full.map((r) => r.wallMs / 1000);
  const bareWalls = bare.map((b) => b.wallMs / 1000);
  const ratio = median(walls) / median(bareWalls);
  const servedSeconds = served.map((w) => w.seconds);
  return [
    {
      metric: `${label} : Astro nu, ${pages} pages triviales en un processus (même astro, même exécution)`,
      value: `${median(bareWalls).toFixed(1)} s (${list(bareWalls)}), ${Math.max(...bare.map((b) => b.peakRssMb))} Mo`,
      target: '—',
    },
    { metric: `${label} : rapport build du site / Astro nu`, value: `${ratio.toFixed(2)} ×`, target: '—' },
    ...(served.length > 0
      ? [
          {
            metric: `${label} : rapport reconstruction par le serveur / Astro nu`,
            value: `${(median(servedSeconds) / median(bareWalls)).toFixed(2)} ×`,
            target: '—',
          },
        ]
      : []),
    {
      metric: `${label} : Astro nu, mêmes pages, ${PAGES_AT_ONCE} pages à la fois comme le site, un processus`,
      value: `${median(bareConcurrent.map((b) => b.wallMs / 1000)).toFixed(1)} s, ${Math.max(...bareConcurrent.map((b) => b.peakRssMb))} Mo`,
      target: '—',
    },
    {
      metric: `${label} : rapport build du site / Astro nu aux mêmes réglages`,
      value: `${(median(walls) / median(bareConcurrent.map((b) => b.wallMs / 1000))).toFixed(2)} ×`,
      target: '—',
    },
    {
      metric: `${label} : démarrage fixe d’un processus astro du site (portée vide : configuration, bundling Vite, pages toujours construites, sitemap)`,
      value: `${median(fixed).toFixed(1)} s (${list(fixed)})`,
      target: '—',
    },
    {
      metric: `${label} : le même, processus démarré d’avance (de l’ordre de build à sa fin)`,
      value: `${median(fixedWarm).toFixed(1)} s (${list(fixedWarm)})`,
      target: '—',
    },
    {
      metric: `${label} : démarrage fixe d’Astro nu (1 page)`,
      value: `${median(bareEmpty.map((b) => b.wallMs / 1000)).toFixed(1)} s`,
      target: '—',
    },
  ];
}

async function measureBuild(
  label: string,
  allCommunes: boolean,
  runs: number,
  budget: { s: number; mb: number },
): Promise<Row[]> {
  const { dir, dbPath, cityPages, env } = await benchDatabase(allCommunes);
  const builds = await siteBuilds(dir, env, runs, allCommunes);
  const startups = await fixedStartups(dir, dbPath, env, runs);
  const bares = await bareBuilds(builds.pages, runs);
  const figures: Figures = { label, runs, budget, cityPages, ...builds, ...startups, ...bares };
  return [...siteRows(figures), ...comparisonRows(figures)];
}

export async function benchBuild(options: { all: boolean }): Promise<Row[]> {
  const rows = await measureBuild('Site par défaut', false, 3, { s: 10, mb: 1536 });
  if (options.all) rows.push(...(await measureBuild('Toutes les communes', true, 1, { s: 75, mb: 2048 })));
  return rows;
}
