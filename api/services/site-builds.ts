/**
 * Static builds of the public site. Each build goes to a fresh folder under BUILDS_DIR; the live site
 * is the `current` symlink, switched atomically (rename) only after a build completed and passed its
 * checks. The previous build stays as `previous` for an instant rollback.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';

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
  databasePath: string;
  reason: string;
  siteUrl?: string;
  /** Receives the build's output lines as they come. */
  onLog?: (line: string) => void;
  /** Extra environment for astro (tests inject failures this way). */
  env?: Record<string, string>;
};

/**
 * Runs `astro build` in a child process (the server keeps answering meanwhile) into a fresh folder,
 * checks the output, then switches the live site to it. A failed build leaves the live site untouched.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = new Date();
  mkdirSync(options.buildsDir, { recursive: true });
  const id = `build-${started.toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}`;
  const folder = join(options.buildsDir, id);
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
        DATABASE_PATH: options.databasePath,
        ASTRO_TELEMETRY_DISABLED: '1',
        ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
        // node_modules/.bin first: astro runs on the pinned Node 22.
        PATH: `${join(PROJECT_ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', push);
    child.stderr.on('data', push);
    child.on('error', (err) => {
      log.push(String(err));
      resolveCode(1);
    });
    child.on('close', (c) => resolveCode(c ?? 1));
  });

  const fail = (error: string): BuildResult => {
    rmSync(folder, { recursive: true, force: true });
    return { ok: false, error, log: log.join('\n') };
  };
  if (code !== 0) return fail(`astro build a échoué (code ${code})`);
  for (const required of ['index.html', '404.html', 'sitemap-index.xml']) {
    if (!existsSync(join(folder, required))) return fail(`fichier manquant dans la build : ${required}`);
  }
  const finished = new Date();
  const info: BuildInfo = {
    id,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - started.getTime(),
    pages: countPages(folder),
    reason: options.reason,
    partial: null,
  };
  writeFileSync(join(folder, INFO_FILE), JSON.stringify(info, null, 2));
  switchLive(options.buildsDir, folder);
  return { ok: true, info, folder };
}
