/**
 * The version this process runs, read once when it starts (never per request): package.json's version, and the
 * git commit of the code when it is known — APP_COMMIT in the environment (an image built without .git sets it,
 * e.g. `--build-arg APP_COMMIT=$(git rev-parse HEAD)`), else the checkout's HEAD read from .git at start.
 * /api/health reports it, so a server left on an old version is visible.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

export type AppVersion = { version: string; commit: string | null };

const ROOT = resolve(import.meta.dirname, '..');
const COMMIT = /^[0-9a-f]{7,40}$/;

const packageSchema = z.object({ version: z.string().min(1).max(64) });

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The commit HEAD points to in a checkout at `root` (a branch's loose or packed ref, or a detached HEAD). */
export function checkoutCommit(root: string): string | null {
  const gitDir = join(root, '.git');
  const head = readOrNull(join(gitDir, 'HEAD'))?.trim();
  if (!head) return null;
  if (COMMIT.test(head)) return head;
  const ref = /^ref: (refs\/[A-Za-z0-9._/-]+)$/.exec(head)?.[1];
  if (!ref || ref.includes('..')) return null;
  const loose = readOrNull(join(gitDir, ref))?.trim();
  if (loose && COMMIT.test(loose)) return loose;
  const packed = readOrNull(join(gitDir, 'packed-refs')) ?? '';
  const line = packed.split('\n').find((l) => l.endsWith(` ${ref}`));
  const sha = line?.split(' ')[0];
  return sha && COMMIT.test(sha) ? sha : null;
}

/** The version of the code at `root`, the commit from `env.APP_COMMIT` first. */
export function readAppVersion(root = ROOT, env: NodeJS.ProcessEnv = process.env): AppVersion {
  const parsed = packageSchema.safeParse(JSON.parse(readOrNull(join(root, 'package.json')) ?? '{}'));
  const fromEnv = env.APP_COMMIT?.trim().toLowerCase();
  return {
    version: parsed.success ? parsed.data.version : 'inconnue',
    commit: fromEnv && COMMIT.test(fromEnv) ? fromEnv : checkoutCommit(root),
  };
}

export const APP_VERSION: AppVersion = readAppVersion();
