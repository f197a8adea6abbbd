/**
 * Static builds of the public site. Each build goes to a fresh folder under BUILDS_DIR; the live site
 * is the `current` symlink, switched atomically (rename) only after a build completed and passed its
 * checks. The previous build stays as `previous` for an instant rollback.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { isPostgresUrl } from '../../db/store-kind.ts';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';
import { writeCspFile } from '../security/csp-hashes.ts';

export type BuildInfo = {
  id: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  pages: number;
  reason: string;
  /** Only these slugs were rendered (incremental build), or null for a full build. */
  partial: string[] | null;
};

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

/** Makes `folder` the live site; the former live build becomes `previous`. */
export function switchLive(buildsDir: string, folder: string): void {
  const live = liveBuild(buildsDir);
  pointLink(buildsDir, 'current', folder);
  if (live && live.folder !== resolve(folder)) pointLink(buildsDir, 'previous', live.folder);
  pruneBuilds(buildsDir);
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
   * the live build. Ignored when there is no live build yet.
   */
  scope?: BuildScope | null;
  /** Pages rendered so far and expected (from the previous build), every half second. */
  onProgress?: (done: number, expected: number) => void;
};

/**
 * Runs `astro build` in a child process (the server keeps answering meanwhile) into a fresh folder,
 * checks the output, then switches the live site to it. A failed build leaves the live site untouched.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = new Date();
  mkdirSync(options.buildsDir, { recursive: true });
  const id = `build-${started.toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}`;
  const live = liveBuild(options.buildsDir);
  const scope = live ? (options.scope ?? null) : null;
  // An incremental build renders into a side folder, then lands in a copy of the live build.
  const folder = join(options.buildsDir, scope ? `.partial-${id}` : id);
  const expected = scope ? null : (live?.info?.pages ?? null);
  const astroBin = join(PROJECT_ROOT, 'node_modules', '.bin', 'astro');
  const log: string[] = [];
  const push = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      log.push(line);
      if (log.length > 400) log.shift();
      options.onLog?.(line);
    }
  };
  const code = await new Promise<number>((resolveCode) => {
    const child = spawn(astroBin, ['build', '--silent'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        ...options.env,
        ASTRO_OUT_DIR: folder,
        // The build reads the same store as the server: the SQLite file, or the PostgreSQL database.
        ...(isPostgresUrl(options.store)
          ? { DATABASE_URL: options.store }
          : { DATABASE_PATH: options.store, DATABASE_URL: '' }),
        ...(scope ? { BUILD_SCOPE: JSON.stringify(scope) } : {}),
        ASTRO_TELEMETRY_DISABLED: '1',
        ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
        // node_modules/.bin first: astro runs on the pinned Node 22.
        PATH: `${join(PROJECT_ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', push);
    child.stderr.on('data', push);
    const progress = options.onProgress
      ? setInterval(() => {
          const done = existsSync(folder) ? countPages(folder) : 0;
          options.onProgress?.(done, expected ?? done);
        }, 500)
      : null;
    const done = (c: number) => {
      if (progress) clearInterval(progress);
      resolveCode(c);
    };
    child.on('error', (err) => {
      log.push(String(err));
      done(1);
    });
    child.on('close', (c) => done(c ?? 1));
  });

  const fail = (error: string): BuildResult => {
    rmSync(folder, { recursive: true, force: true });
    return { ok: false, error, log: log.join('\n') };
  };
  if (code !== 0) return fail(`astro build a échoué (code ${code})`);
  for (const required of ['index.html', '404.html', 'sitemap-index.xml']) {
    if (!existsSync(join(folder, required))) return fail(`fichier manquant dans la build : ${required}`);
  }
  let target = folder;
  if (scope && live) {
    target = join(options.buildsDir, id);
    try {
      overlay(live.folder, folder, target);
    } catch (err) {
      rmSync(target, { recursive: true, force: true });
      return fail(
        `assemblage de la build incrémentale impossible : ${err instanceof Error ? err.message : err}`,
      );
    }
    rmSync(folder, { recursive: true, force: true });
  }
  // The union of the pages' script hashes, for the server's CSP header (api/security/headers.ts).
  writeCspFile(target);
  const finished = new Date();
  const info: BuildInfo = {
    id,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - started.getTime(),
    pages: countPages(target),
    reason: options.reason,
    partial: scope ? scopeList(scope) : null,
  };
  // Written aside then renamed: in an incremental build the file is a hard link to the live build's, whose
  // own info (shown for the rollback) must not change.
  const infoTmp = join(target, `${INFO_FILE}.tmp`);
  writeFileSync(infoTmp, JSON.stringify(info, null, 2));
  renameSync(infoTmp, join(target, INFO_FILE));
  switchLive(options.buildsDir, target);
  return { ok: true, info, folder: target };
}

function scopeList(scope: BuildScope): string[] {
  return [
    ...(scope.cities ?? []),
    ...(scope.articles ?? []).map((s) => `conseil/${s}`),
    ...(scope.guides ?? []).map((s) => `guide/${s}`),
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

/** Files of the live build that an incremental build never replaces (its sitemap lists only the pages it rendered). */
const KEEP_FROM_LIVE = /^sitemap-.*\.xml$|^build-info\.json$/;

/**
 * `target` = the live build (hard links: instant, no extra disk) with the freshly rendered files put in
 * place of theirs. A rendered file replaces the link (unlink, then rename), so the live build is never
 * modified while it is being served.
 */
function overlay(liveFolder: string, rendered: string, target: string): void {
  cloneBuild(liveFolder, target);
  const place = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const source = join(dir, entry.name);
      const rel = relative(rendered, source);
      if (entry.isDirectory()) {
        place(source);
        continue;
      }
      if (dir === rendered && KEEP_FROM_LIVE.test(entry.name)) continue;
      const dest = join(target, rel);
      mkdirSync(dirname(dest), { recursive: true });
      if (existsSync(dest)) unlinkSync(dest);
      renameSync(source, dest);
    }
  };
  place(rendered);
}
