/**
 * The image process: one image, then exit (api/services/image-jobs.ts starts it). It receives the upload's bytes
 * over IPC, decodes them once (api/services/image-pipeline.ts) on one libvips thread without cache, and sends back
 * the files to write and its own peak memory. Whatever libvips allocates is returned to the system when the
 * process ends; a process that grows past its ceiling is killed by its parent.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { z } from 'zod';
import { renderImage } from './image-pipeline.ts';

sharp.concurrency(1);
sharp.cache(false);

const Job = z.object({
  bytes: z.instanceof(Uint8Array),
  mime: z.string(),
  animated: z.boolean(),
  widths: z.array(z.number().int().positive()).optional(),
});

/** The process's peak resident memory in MB (Linux), else null. */
function peakRssMb(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

process.once('message', async (message) => {
  const job = Job.safeParse(message);
  try {
    if (!job.success) throw new Error('Ordre invalide');
    const rendered = await renderImage(job.data.bytes, job.data.mime, job.data);
    process.send?.({ ok: true, rendered, peakRssMb: peakRssMb() }, () => process.exit(0));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.send?.({ ok: false, error: message }, () => process.exit(0));
  }
});
process.once('disconnect', () => process.exit(0));
