/**
 * The server's structured logs: one JSON object per line on stdout (pino), the request id on every line written
 * while a request is served (AsyncLocalStorage, read by pino's mixin), and the ids of the requests that asked
 * for a build on that build's lines. Personal data never reaches them: no request body, no query string, no
 * client address, no e-mail address, no SQL parameter (safeError), and the cookie and authorization headers are
 * redacted should a caller ever log headers.
 * Level: LOG_LEVEL (trace … fatal, or silent); by default info, silent under NODE_ENV=test.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';
import { z } from 'zod';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the lines written in a context carry: a request's id, or a build's id and the requests that asked for it. */
export type LogContext = { reqId: string } | { buildId: number | string; reqIds?: string[] };

const context = new AsyncLocalStorage<LogContext>();

/**
 * Header paths censored should a request's or a response's headers ever be logged. Explicit paths: a wildcard
 * would cost every line about 3 µs (half of what a line costs).
 */
export const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/**
 * LOG_LEVEL when valid; else silent under NODE_ENV=test, else `fallback`: info for the server, warn for the
 * scripts and benches that build the site in their own process (their output stays theirs).
 */
export function defaultLogLevel(env: NodeJS.ProcessEnv = process.env, fallback: LogLevel = 'info'): LogLevel {
  const level = z.enum(LOG_LEVELS).safeParse(env.LOG_LEVEL);
  if (level.success) return level.data;
  return env.NODE_ENV === 'test' ? 'silent' : fallback;
}

/**
 * A logger at `level` writing to `destination` (default: stdout, asynchronously, each line as soon as the
 * previous write is done; flushed when the process exits).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
      // A copy: pino merges each line's fields into the object the mixin returns.
      mixin: () => ({ ...context.getStore() }),
    },
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 0 }),
  );
}

let root: Logger | null = null;

/** The process's logger: the server configures it at start (configureLogging); elsewhere, warn by default. */
export function log(): Logger {
  root ??= createLogger(defaultLogLevel(process.env, 'warn'));
  return root;
}

/** Replaces the process's logger: the server at start (LOG_LEVEL), a test that reads the lines. */
export function configureLogging(level: LogLevel, destination?: DestinationStream): Logger {
  root = createLogger(level, destination);
  return root;
}

/** Runs `fn` with every line it logs (and its timers and promises) carrying `ctx`. */
export function withLogContext<T>(ctx: LogContext, fn: () => T): T {
  return context.run(ctx, fn);
}

/** Runs `fn` outside any request's context (a timer armed by a request, whose work is not that request's). */
export function outsideRequests<T>(fn: () => T): T {
  return context.exit(fn);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  const store = context.getStore();
  return store && 'reqId' in store ? store.reqId : undefined;
}

/** A request id a client or a proxy may choose: a short token, nothing that could carry a line break or a field. */
export const requestIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/);

/** The incoming X-Request-Id when it is a sane token, else a new one. */
export function requestIdOf(header: string | undefined): string {
  if (header !== undefined && requestIdSchema.safeParse(header).success) return header;
  return randomUUID();
}
