/**
 * Image work, bounded: at most IMAGE_JOBS_AT_ONCE images processed at a time per server, each in its own Node
 * process (api/services/image-worker.ts) that is killed past IMAGE_MEMORY_CEILING_MB of resident memory or
 * IMAGE_TIME_LIMIT_MS. A limit on V8's heap, or worker_threads' resourceLimits, would not bound libvips, whose
 * pixels live outside the heap; RLIMIT_AS cannot be used either (Node reserves gigabytes of address space it never
 * touches). So the parent reads the child's resident memory (/proc/<pid>/status) every few milliseconds.
 * Further images wait their turn a little; beyond that, ImagesBusy (the route answers 429 with Retry-After). The
 * uploads held by the queue (running and waiting) weigh at most MAX_QUEUED_BYTES together: with photos of up to
 * 20 MB (issue 30), seven in line would otherwise keep 140 MB of bytes (and their copies) in the server.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Rendered } from './image-pipeline.ts';

/** Two cores serve the site and its builds too: one image at a time. */
export const IMAGE_JOBS_AT_ONCE = 1;
/** Images waiting for their turn, and how long each may wait. */
const MAX_WAITING = 6;
const MAX_WAIT_MS = 20_000;
/** The bytes of the images in the queue, together: four 20 MB photos (one running, three waiting). */
export const MAX_QUEUED_BYTES = 80 * 1024 * 1024;
/**
 * Node and sharp take ≈ 60 MB; the pixel budgets (image-pipeline.ts) keep a job near 200 MB, but the largest AVIF
 * they allow (6 Mpx) peaks at 232–267 MB as measured, too near 300 MB: under load one was killed (CI). 400 MB
 * keeps a margin for every image within its budget, and still bounds the cost (an AVIF bomb took 600 MB and more).
 */
export const IMAGE_MEMORY_CEILING_MB = 400;
export const IMAGE_TIME_LIMIT_MS = 15_000;
const WATCH_EVERY_MS = 10;

const WORKER_FILE = join(import.meta.dirname, 'image-worker.ts');
const PINNED_NODE = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'node');
/** The project's Node 22 (it runs TypeScript as is), else the one running this server. */
const NODE = existsSync(PINNED_NODE) ? PINNED_NODE : process.execPath;

/** An image the process could not turn into files, with the French sentence for the editor. */
export class ImageJobFailed extends Error {}
/** Too many images already being processed: try again shortly. */
export class ImagesBusy extends Error {}

let running = 0;
let queuedBytes = 0;
const waiting: Array<() => void> = [];

/** Waits for a turn; the returned function gives it back (to the next in line, if any). */
async function turn(): Promise<() => void> {
  if (running < IMAGE_JOBS_AT_ONCE) running++;
  else {
    if (waiting.length >= MAX_WAITING) throw new ImagesBusy();
    // A turn given back goes straight to the first in line: `running` counts it still.
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new ImagesBusy());
      }, MAX_WAIT_MS);
      waiting.push(go);
    });
  }
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/** Resident memory of a process in MB (Linux), else null. */
function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

const Answer = z.union([
  z.object({ ok: z.literal(true), rendered: z.custom<Rendered>(), peakRssMb: z.number().nullable() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type ImageJobResult = { rendered: Rendered; peakRssMb: number | null };

export type ImageJob = { bytes: Uint8Array; mime: string; animated: boolean; widths?: number[] };

/** The bounds of one job (smaller ones in tests). */
export type ImageJobLimits = { ceilingMb?: number; timeLimitMs?: number };

/** Runs one image in its own process, bounded in memory and time. */
function runInProcess(job: ImageJob, limits: ImageJobLimits): Promise<ImageJobResult> {
  const { ceilingMb = IMAGE_MEMORY_CEILING_MB, timeLimitMs = IMAGE_TIME_LIMIT_MS } = limits;
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, ['--max-old-space-size=64', WORKER_FILE], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
      env: { MALLOC_ARENA_MAX: '2', PATH: process.env.PATH ?? '' },
    });
    let outcome: ImageJobResult | Error | null = null;
    const stop = (why: string) => {
      outcome ??= new ImageJobFailed(why);
      child.kill('SIGKILL');
    };
    const watch = setInterval(() => {
      const rss = child.pid ? rssMb(child.pid) : null;
      if (rss !== null && rss > ceilingMb)
        stop('Image trop coûteuse à traiter : elle demande trop de mémoire');
    }, WATCH_EVERY_MS);
    const timer = setTimeout(() => stop('Image trop longue à traiter'), timeLimitMs);
    child.once('message', (message) => {
      const answer = Answer.safeParse(message);
      if (!answer.success) outcome ??= new ImageJobFailed('Image illisible ou endommagée');
      else if (answer.data.ok) outcome ??= answer.data;
      else outcome ??= new ImageJobFailed(refusal(answer.data.error));
    });
    const finish = () => {
      clearInterval(watch);
      clearTimeout(timer);
      if (outcome && !(outcome instanceof Error)) resolve(outcome);
      else reject(outcome ?? new ImageJobFailed('Image illisible ou endommagée'));
    };
    // A process that could not start (no memory, too many processes): the image can be sent again later.
    child.once('error', () => {
      outcome ??= new ImagesBusy();
      finish();
    });
    child.once('close', finish);
    child.send(job);
  });
}

/** sharp's error in the editor's words. */
function refusal(error: string): string {
  return /pixel limit/i.test(error) ? 'Image trop grande pour son format' : 'Image illisible ou endommagée';
}

/** Processes an image when its turn comes (ImagesBusy when too many wait already). */
export async function runImageJob(job: ImageJob, limits: ImageJobLimits = {}): Promise<ImageJobResult> {
  const weight = job.bytes.length;
  // One image alone always gets in line, whatever its weight (the upload's own limit caps it).
  if (queuedBytes > 0 && queuedBytes + weight > MAX_QUEUED_BYTES) throw new ImagesBusy();
  queuedBytes += weight;
  try {
    const done = await turn();
    try {
      return await runInProcess(job, limits);
    } finally {
      done();
    }
  } finally {
    queuedBytes -= weight;
  }
}
