/**
 * Static builds of the public site. Each build goes to a fresh folder under BUILDS_DIR; the live site
 * is the `current` symlink, switched atomically (rename) only after a build completed and passed its
 * checks. The previous build stays as `previous` for an instant rollback.
 */
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { closeDb, openDb } from '../../db/client.ts';
import { publishedAddresses } from '../../db/queries/builds.ts';
import { activeScaleVersion } from '../../db/queries/scale-versions.ts';
import type { BuildSkippedItem } from '../../db/schema.ts';
import { isPostgresUrl } from '../../db/store-kind.ts';
import { normalizeSitePath } from '../../src/core/redirects.ts';
import { guidePath, LOCALES } from '../../src/i18n/locales.ts';
import { REDIRECTS_FILE } from '../../src/lib/build/redirects.ts';
import { readSkipped } from '../../src/lib/build/skipped.ts';
import { now as clockNow } from '../../src/lib/clock.ts';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';
import { observedBuild } from '../observability/builds.ts';
import { buildScriptHashes, readScriptHashes, writeCspFile } from '../security/csp-hashes.ts';
import { APP_VERSION } from '../version.ts';
import { type AstroBuilder, astroBuilders, buildEnv, startVars } from './astro-builders.ts';
import { type Addresses, defaultShardCount, heapOption, mergeShards, shardScopes } from './build-shards.ts';
import { writeCityTiers } from './edge/city-tiers.ts';
import { settleRedirectTargets } from './redirect-table.ts';
import { pathOfLoc, readSitemap, writeSitemap } from './sitemap-files.ts';

export type BuildInfo = {
  id: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  pages: number;
  reason: string;
  /** Only these slugs were rendered (incremental build), or null for a full build. */
  partial: string[] | null;
  /** Items of the store the build could not render and left out, and redirects sent elsewhere (issue 26). */
  skipped?: BuildSkippedItem[];
  /**
   * The store's active scale version when the build started, which its pages and island compute with (issue 27):
   * every server computes with it from the moment the build goes live (live-scales.ts). Absent: built before.
   */
  scaleVersion?: number | null;
  /**
   * The version of the code that made the build (BUILD_APP_VERSION): a server of another version rebuilds the site
   * once when it starts (api/server.ts), and never lays its pages over it (an incremental build becomes full).
   */
  appVersion?: string;
};

/** This code's version as builds record it: package.json's version, and the commit when known (api/version.ts). */
export const BUILD_APP_VERSION = APP_VERSION.commit
  ? `${APP_VERSION.version}+${APP_VERSION.commit.slice(0, 12)}`
  : APP_VERSION.version;

export type BuildResult =
  | { ok: true; info: BuildInfo; folder: string }
  | { ok: false; error: string; log: string };

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
const INFO_FILE = 'build-info.json';

export function currentBuildDir(buildsDir: string): string {
  return join(buildsDir, 'current');
}

/** The live build's folder, or null when the site was never built. */
export function liveBuild(buildsDir: string): { folder: string; info: BuildInfo | null } | null {
  const link = currentBuildDir(buildsDir);
  if (!existsSync(join(link, 'index.html'))) return null;
  const folder = resolve(buildsDir, readlinkSync(link));
  return { folder, info: readInfo(folder) };
}

export function previousBuild(buildsDir: string): { folder: string; info: BuildInfo | null } | null {
  const link = join(buildsDir, 'previous');
  if (!existsSync(join(link, 'index.html'))) return null;
  const folder = resolve(buildsDir, readlinkSync(link));
  return { folder, info: readInfo(folder) };
}

function readInfo(folder: string): BuildInfo | null {
  try {
    return JSON.parse(readFileSync(join(folder, INFO_FILE), 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}

function pointLink(buildsDir: string, name: string, folder: string): void {
  const tmp = join(buildsDir, `.${name}.${process.pid}.tmp`);
  rmSync(tmp, { force: true });
  symlinkSync(basename(folder), tmp);
  renameSync(tmp, join(buildsDir, name)); // atomic on POSIX
}

/**
 * What a server that holds its own copy of the live build (BUILD_SYNC=fetch, api/services/build-sync/) is told by the
 * builds: before one starts (it first catches up with the build the store says is live; false: it could not, the
 * build is then a full one), and when a build goes live here (it announces it to the other servers).
 */
export type BuildSyncHooks = {
  beforeBuild?: (buildsDir: string) => Promise<boolean>;
  onLive?: (buildsDir: string, folder: string) => void;
};
const syncHooks: BuildSyncHooks = {};

/** Sets (or, with {}, clears) the build-sync hooks of this process. */
export function setBuildSyncHooks(hooks: BuildSyncHooks): void {
  syncHooks.beforeBuild = hooks.beforeBuild;
  syncHooks.onLive = hooks.onLive;
}

/**
 * Makes `folder` the live site; the former live build becomes `previous`. `announce: false`: a build fetched from
 * the server that made it (api/services/build-sync/), not announced again.
 */
export function switchLive(buildsDir: string, folder: string, options: { announce?: boolean } = {}): void {
  const live = liveBuild(buildsDir);
  pointLink(buildsDir, 'current', folder);
  if (live && live.folder !== resolve(folder)) pointLink(buildsDir, 'previous', live.folder);
  pruneBuilds(buildsDir);
  if (options.announce !== false) syncHooks.onLive?.(buildsDir, resolve(folder));
}

/**
 * The `current` link is missing or broken while the previous build is still there (a volume restored, a crash
 * between two renames): that build goes live again. Whether it did.
 */
export function restorePrevious(buildsDir: string): boolean {
  if (liveBuild(buildsDir)) return false;
  const prev = previousBuild(buildsDir);
  if (!prev) return false;
  pointLink(buildsDir, 'current', prev.folder);
  return true;
}

/** This server's first build, when it failed: the health endpoint reports it (the site is in maintenance). */
let startFailure: { at: string; error: string } | null = null;

export function recordStartFailure(error: string, at = new Date()): void {
  startFailure = { at: at.toISOString(), error };
}

export function startFailureOf(): { at: string; error: string } | null {
  return startFailure;
}

/** Rollback: the previous build becomes live again. */
export function rollback(buildsDir: string): boolean {
  const prev = previousBuild(buildsDir);
  if (!prev) return false;
  switchLive(buildsDir, prev.folder);
  return true;
}

/** Keeps the live and previous builds; deletes the others. */
function pruneBuilds(buildsDir: string): void {
  const keep = new Set([liveBuild(buildsDir)?.folder, previousBuild(buildsDir)?.folder].filter(Boolean));
  for (const name of readdirSync(buildsDir)) {
    if (!name.startsWith('build-')) continue;
    const folder = join(buildsDir, name);
    if (!keep.has(folder)) rmSync(folder, { recursive: true, force: true });
  }
}

function countPages(folder: string): number {
  let n = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.html')) n++;
    }
  };
  walk(folder);
  return n;
}

export type BuildOptions = {
  buildsDir: string;
  /** The store the pages are built from: a SQLite file path, or a postgres:// address. */
  store: string;
  reason: string;
  siteUrl?: string;
  /** Receives the build's output lines as they come. */
  onLog?: (line: string) => void;
  /** Extra environment for astro (tests inject failures this way). */
  env?: Record<string, string>;
  /**
   * Incremental build: only these pages (plus the small always-rebuilt set) are rendered, into a copy of
   * the live build; those of them the store no longer publishes are removed from it. Ignored when there is no
   * live build yet.
   */
  scope?: BuildScope | null;
  /** Pages rendered so far and expected (from the previous build), every half second. */
  onProgress?: (done: number, expected: number) => void;
  /** Astro processes of a full build (api/services/build-shards.ts); defaults to BUILD_SHARDS or the cores. */
  shards?: number;
};

type AstroRun = { folder: string; scope: BuildScope | null; label: string };

/** What every build's output must hold before it may go live: the first process's, then the others'. */
const REQUIRED_FIRST = ['index.html', '404.html', 'sitemap-index.xml', REDIRECTS_FILE];
const REQUIRED_OTHERS = ['sitemap-index.xml'];

/**
 * Runs `astro build` in child processes (the server keeps answering meanwhile) into fresh folders: one for an
 * incremental build, one per shard for a full build. It checks the output, assembles the build (the live build
 * with the rendered pages in place, or the shards merged), then switches the live site to it. A failed build
 * leaves the live site untouched.
 */
export function buildSite(options: BuildOptions): Promise<BuildResult> {
  return observedBuild(options, () => runBuild(options));
}

/** The build itself (buildSite). */
async function runBuild(options: BuildOptions): Promise<BuildResult> {
  // The one clock (src/lib/clock.ts): the publisher compares startedAt with the effective dates' midnights.
  const started = clockNow();
  mkdirSync(options.buildsDir, { recursive: true });
  const id = `build-${started.toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}`;
  const synced = (await syncHooks.beforeBuild?.(options.buildsDir)) ?? true; // BuildSyncHooks
  const live = liveBuild(options.buildsDir);
  // Pages of this version (and of the store's live build) are never laid over another build: it is made in full.
  const scope = synced && live?.info?.appVersion === BUILD_APP_VERSION ? (options.scope ?? null) : null;
  // Read before the astro processes read it themselves (src/lib/build/scales.ts).
  const scaleVersion = await activeScaleId(options.store);
  const { log, push } = buildLog(options.onLog);
  const runs = await plannedRuns(options, id, scope);
  const scopeFiles: string[] = [];
  const progress = progressTimer(options.onProgress, runs, scope ? null : (live?.info?.pages ?? null));
  const children = new Set<AstroBuilder>();
  const shardHashes: string[] = [];
  // The items the pages leave out, one JSON line each from every process (src/lib/build/skipped.ts).
  const skippedFile = join(options.buildsDir, `.skipped-${id}.jsonl`);
  const withSkipped = { ...options, env: { ...options.env, BUILD_SKIPPED_FILE: skippedFile } };
  let codes: number[];
  try {
    codes = await Promise.all(
      runs.map(async (run, k) => {
        // A shard's lists can exceed what one environment variable may hold: they go in a file.
        const scopeFile = run.scope && !scope ? join(options.buildsDir, `.scope-${id}-${k}.json`) : null;
        if (scopeFile) writeFileSync(scopeFile, JSON.stringify(run.scope));
        if (scopeFile) scopeFiles.push(scopeFile);
        const code = await runAstro(withSkipped, run, scopeFile, push(run.label), children);
        // One shard failing fails the build: the others stop at once.
        if (code !== 0) for (const child of children) child.kill();
        // A shard's script hashes are read as soon as it ends, while the others still render.
        else if (runs.length > 1) shardHashes.push(...buildScriptHashes(run.folder));
        return code;
      }),
    );
  } finally {
    if (progress) clearInterval(progress);
    for (const file of scopeFiles) rmSync(file, { force: true });
    // The processes this build used are gone: the next build's start now, while the server waits for edits.
    astroBuilders.refill();
  }

  const skipped = readSkipped(skippedFile);
  rmSync(skippedFile, { force: true });
  const fail = (error: string): BuildResult => {
    for (const run of runs) rmSync(run.folder, { recursive: true, force: true });
    return { ok: false, error, log: log.join('\n') };
  };
  const failed = codes.find((c) => c !== 0);
  if (failed !== undefined) return fail(`astro build a échoué (code ${failed})`);
  const missing = missingOutput(runs);
  if (missing) return fail(`fichier manquant dans la build : ${missing}`);
  const assembled = assemble(options.buildsDir, id, runs, { live, scope, skipped, shardHashes });
  if ('error' in assembled) return fail(assembled.error);
  const { target, scriptHashes } = assembled;
  // The union of the pages' script hashes, for the server's CSP header (api/security/headers.ts).
  writeCspFile(target, scriptHashes);
  // The city pages' tiers, read by the server for their edge lifetime without the store (issue 28).
  await writeCityTiers(target, options.store, options.onLog);
  // Redirects to a page this build does not hold go to its nearest parent page, and the admin is told.
  skipped.push(...settleRedirectTargets(target));
  const finished = clockNow();
  const info: BuildInfo = {
    id,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - started.getTime(),
    pages: countPages(target),
    reason: options.reason,
    partial: scope ? scopeList(scope) : null,
    skipped,
    scaleVersion,
    appVersion: BUILD_APP_VERSION,
  };
  writeInfo(target, info);
  switchLive(options.buildsDir, target);
  return { ok: true, info, folder: target };
}

/** Every 500 ms while the build runs, the pages written so far and expected (the live build's count). */
function progressTimer(onProgress: BuildOptions['onProgress'], runs: AstroRun[], expected: number | null) {
  if (!onProgress) return null;
  return setInterval(() => {
    const done = runs.reduce((n, r) => n + (existsSync(r.folder) ? countPages(r.folder) : 0), 0);
    onProgress(done, expected ?? done);
  }, 500);
}

/** A build's log (its last 400 lines), and the writer of each process's output into it. */
function buildLog(onLog: BuildOptions['onLog']) {
  const log: string[] = [];
  const push = (prefix: string) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      log.push(`${prefix}${line}`);
      if (log.length > 400) log.shift();
      onLog?.(`${prefix}${line}`);
    }
  };
  return { log, push };
}

/** The astro processes of a build: one for an incremental build, one per shard for a full one. */
async function plannedRuns(options: BuildOptions, id: string, scope: BuildScope | null): Promise<AstroRun[]> {
  // An incremental build renders into a side folder, then lands in a copy of the live build.
  if (scope) return [{ folder: join(options.buildsDir, `.partial-${id}`), scope, label: '' }];
  // Astro keeps a build's server bundle beside its output only when that is inside the project (elsewhere in
  // one shared .astro/.prerender folder, which parallel processes would overwrite): shards need it inside.
  const inside = !relative(PROJECT_ROOT, options.buildsDir).startsWith('..');
  const count = inside ? (options.shards ?? defaultShardCount()) : 1;
  const scopes = count > 1 ? shardScopes(await readAddresses(options.store), count) : [null];
  return scopes.map((s, k) => ({
    folder: join(options.buildsDir, k === 0 ? id : `.shard-${id}-${k}`),
    scope: s,
    label: scopes.length > 1 ? `[${k + 1}/${scopes.length}] ` : '',
  }));
}

type Assembly = {
  live: ReturnType<typeof liveBuild>;
  scope: BuildScope | null;
  skipped: BuildSkippedItem[];
  shardHashes: string[];
};

/**
 * The build's folder once its runs are put together: the live build with the rendered pages in place (incremental),
 * or the shards merged into the first; with the pages' script hashes when they were not read from the output.
 */
function assemble(
  buildsDir: string,
  id: string,
  runs: AstroRun[],
  { live, scope, skipped, shardHashes }: Assembly,
): { target: string; scriptHashes: string[] | undefined } | { error: string } {
  const first = runs[0] as AstroRun;
  const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));
  if (scope && live) {
    const target = join(buildsDir, id);
    // The pages kept from the live build keep their scripts: its hashes plus those of the rendered pages, rather
    // than reading every page again (the scripts themselves change only with the code, which a full build follows).
    const scriptHashes = [
      ...new Set([...readScriptHashes(live.folder), ...buildScriptHashes(first.folder)]),
    ].sort();
    try {
      overlay(live.folder, target, first.folder, scope, pagesLeftOut(skipped));
    } catch (err) {
      rmSync(target, { recursive: true, force: true });
      return { error: `assemblage de la build incrémentale impossible : ${reason(err)}` };
    }
    rmSync(first.folder, { recursive: true, force: true });
    return { target, scriptHashes };
  }
  if (runs.length === 1) return { target: first.folder, scriptHashes: undefined };
  try {
    mergeShards(runs.map((r) => r.folder));
  } catch (err) {
    return { error: `assemblage des parts de la build impossible : ${reason(err)}` };
  }
  return { target: first.folder, scriptHashes: [...new Set(shardHashes)].sort() };
}

/** The first file a build's output lacks (it may not go live), or null. */
function missingOutput(runs: AstroRun[]): string | null {
  for (const [k, run] of runs.entries()) {
    // The shards after the first render no page without parameters (src/middleware.ts): only their sitemap.
    const required = k === 0 ? REQUIRED_FIRST : REQUIRED_OTHERS;
    const missing = required.find((file) => !existsSync(join(run.folder, file)));
    if (missing) return missing;
  }
  return null;
}

/** The pages a build left out (not the redirects): an incremental build keeps their live version. */
function pagesLeftOut(skipped: BuildSkippedItem[]): Set<string> {
  return new Set(skipped.flatMap((item) => (item.kind !== 'redirect' && item.path ? [item.path] : [])));
}

/**
 * Written aside then renamed: in an incremental build the file is a hard link to the live build's, whose own info
 * (shown for the rollback) must not change.
 */
function writeInfo(target: string, info: BuildInfo): void {
  const infoTmp = join(target, `${INFO_FILE}.tmp`);
  writeFileSync(infoTmp, JSON.stringify(info, null, 2));
  renameSync(infoTmp, join(target, INFO_FILE));
}

/**
 * Keeps `count` astro processes started ahead for this server's builds from `store` (api/services/astro-builders.ts),
 * ready for the default site's (larger sites' shards start with a heap ceiling: they start their own); 0 stops them.
 */
export function keepBuildersWarm(count: number, store: string): void {
  astroBuilders.keepWarm(count, startVars(store, heapOption(null)));
}

/** On the server's shutdown: every astro process stopped, building or waiting (AstroBuilders.stopAll). */
export function stopBuilders(): Promise<void> {
  return astroBuilders.stopAll();
}

/** One `astro build` into `run.folder`; resolves to its exit code. */
function runAstro(
  options: BuildOptions,
  run: AstroRun,
  scopeFile: string | null,
  push: (chunk: Buffer) => void,
  running: Set<AstroBuilder>,
): Promise<number> {
  const vars = startVars(options.store, heapOption(run.scope));
  const env = buildEnv(vars, {
    ...options.env,
    ASTRO_OUT_DIR: run.folder,
    // The build reads the same store as the server: the SQLite file, or the PostgreSQL database (in `vars`).
    ...(isPostgresUrl(options.store) ? {} : { DATABASE_PATH: options.store }),
    ...(run.scope && !scopeFile ? { BUILD_SCOPE: JSON.stringify(run.scope) } : {}),
    ...(scopeFile ? { BUILD_SCOPE_FILE: scopeFile } : {}),
    ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
  });
  const builder = astroBuilders.take(vars);
  running.add(builder);
  return builder.run(env, push).finally(() => running.delete(builder));
}

/** The published addresses, read once by the server for the shards of a full build. */
/** The id of the store's active scale version (null when it has none). */
async function activeScaleId(store: string): Promise<number | null> {
  const db = openDb(store, { readonly: true, max: 1 });
  try {
    return (await activeScaleVersion(db))?.id ?? null;
  } finally {
    await closeDb(db);
  }
}

async function readAddresses(store: string): Promise<Addresses> {
  const db = openDb(store, { readonly: true, max: 1 });
  try {
    return await publishedAddresses(db);
  } finally {
    await closeDb(db);
  }
}

function scopeList(scope: BuildScope): string[] {
  return [
    ...(scope.cities ?? []),
    ...(scope.articles ?? []).map((s) => `conseil/${s}`),
    ...(scope.guides ?? []).map((s) => `guide/${s}`),
    ...(scope.redirects ?? []).map((p) => `redirection ${p}`),
  ];
}

/** A copy of a build made of hard links (same file system): instant, no extra disk. */
export function cloneBuild(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) cloneBuild(join(from, entry.name), join(to, entry.name));
    else linkSync(join(from, entry.name), join(to, entry.name));
  }
}

/** Files of the live build an incremental build does not take from its own output (merged or rewritten). */
const NOT_PLACED = /^sitemap-(?:index|\d+)\.xml$|^build-info\.json$/;

/**
 * `target` = the live build (hard links: instant, no extra disk) with the freshly rendered files put in
 * place of theirs. A rendered file replaces the link (unlink, then rename), so the live build is never
 * modified while it is being served. A page of the scope that was not rendered (the store no longer publishes
 * it: unpublished, deleted, renamed away) is removed, unless the build wrote a redirect in its place; the
 * sitemap is the live one without the scope's pages, plus those rendered. A page of `kept` (left out because its new
 * version could not be rendered) stays as it is live, in the sitemap too.
 */
export function overlay(
  liveFolder: string,
  target: string,
  rendered: string,
  scope: BuildScope,
  kept: ReadonlySet<string> = new Set(),
): void {
  cloneBuild(liveFolder, target);
  const scoped = new Set<string>();
  for (const path of scopePaths(scope)) {
    // A page the build left out (it could not render its new version) keeps its live version (issue 26).
    if (kept.has(`/${path}`)) continue;
    scoped.add(`/${path}`);
    const page = join(path, 'index.html');
    if (existsSync(join(rendered, page)) || !existsSync(join(target, page))) continue;
    unlinkSync(join(target, page));
    const dir = join(target, path);
    if (readdirSync(dir).length === 0) rmdirSync(dir);
  }
  const place = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const source = join(dir, entry.name);
      const rel = relative(rendered, source);
      if (entry.isDirectory()) {
        place(source);
        continue;
      }
      if (dir === rendered && NOT_PLACED.test(entry.name)) continue;
      const dest = join(target, rel);
      mkdirSync(dirname(dest), { recursive: true });
      if (existsSync(dest)) unlinkSync(dest);
      renameSync(source, dest);
    }
  };
  place(rendered);
  const sitemap = readSitemap(liveFolder);
  const fresh = readSitemap(rendered);
  if (!sitemap || !fresh) throw new Error('sitemap absent de la build en ligne ou de la build partielle');
  for (const loc of [...sitemap.entries.keys()]) if (scoped.has(pathOfLoc(loc))) sitemap.entries.delete(loc);
  for (const [loc, entry] of fresh.entries) sitemap.entries.set(loc, entry);
  writeSitemap(target, { ...fresh, entries: sitemap.entries });
}

/**
 * The folders of the pages a scope lists (`apl-lyon`, `conseil/visale`, `guide/apl-etudiant`). A guide is named
 * in every language (`guide/x`, `en/guide/x`): the one it is not in is absent, and a guide whose language
 * changed leaves its former folder.
 */
export function scopePaths(scope: BuildScope): string[] {
  const safe = (slug: string) => /^[a-z0-9][a-z0-9-]*$/.test(slug);
  return [
    ...(scope.cities ?? []).filter(safe),
    ...(scope.articles ?? []).filter(safe).map((s) => `conseil/${s}`),
    ...(scope.guides ?? []).filter(safe).flatMap((s) => LOCALES.map((lang) => guidePath(s, lang).slice(1))),
    ...(scope.redirects ?? []).filter(isPlainRedirectPath).map((p) => p.slice(1)),
  ];
}

/**
 * A redirect's old address whose page folder is its own path, as written by Astro: canonical (no dot segment,
 * no query: src/core/redirects.ts) and ASCII. Others (letters with accents…) make the change a full build.
 */
function isPlainRedirectPath(path: string): boolean {
  return /^(\/[a-z0-9][a-z0-9._~-]*)+$/i.test(path) && normalizeSitePath(path).ok;
}

/** The build for a change to the redirects: their pages only, or everything when one is not plain. */
export function redirectsScope(paths: ReadonlyArray<string>): BuildScope | null {
  if (!paths.every(isPlainRedirectPath)) return null;
  return { cities: [], articles: [], guides: [], redirects: [...new Set(paths)] };
}
