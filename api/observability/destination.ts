/**
 * Where the server's log lines go: stdout, in batches. Writing each line as it comes costs a write call per
 * request (about 4 % of a step save's CPU, measured with --cpu-prof); lines are gathered instead and written together
 * once they reach BATCH_BYTES, or BATCH_MS after the first of them, whichever comes first. At exit (process.exit,
 * an uncaught error, a signal's handler ending the process) what is gathered is written synchronously: no line is lost.
 */
import type { DestinationStream } from 'pino';

export const BATCH_BYTES = 8192;
export const BATCH_MS = 50;

/** What the batches are written to: pino's destination (sonic-boom), or a test's. */
export type LineSink = { write(chunk: string): unknown; flushSync?(): void };

export type BatchedDestination = DestinationStream & {
  /** Hands the gathered lines to the sink now. */
  flush(): void;
  /** Hands them over and has the sink write everything synchronously (at exit). */
  flushSync(): void;
};

const open = new Set<BatchedDestination>();
let exitHook = false;

export function batchedDestination(
  sink: LineSink,
  options: { bytes?: number; ms?: number } = {},
): BatchedDestination {
  const bytes = options.bytes ?? BATCH_BYTES;
  const ms = options.ms ?? BATCH_MS;
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending === '') return;
    const out = pending;
    pending = '';
    sink.write(out);
  };
  const destination: BatchedDestination = {
    write(line: string) {
      pending += line;
      if (pending.length >= bytes) flush();
      else if (timer === undefined) {
        timer = setTimeout(flush, ms);
        timer.unref();
      }
    },
    flush,
    flushSync() {
      flush();
      sink.flushSync?.();
    },
  };
  open.add(destination);
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const d of open) {
        try {
          d.flushSync();
        } catch {
          // stdout closed (EPIPE): nothing more can be written.
        }
      }
    });
  }
  return destination;
}
