/**
 * The server's structured logs: one JSON object per line on stdout (pino), the request id on every line written
 * while a request is served (AsyncLocalStorage, read by pino's mixin), and the ids of the requests that asked
 * for a build on that build's lines. Personal data never reaches them: no request body, no query string, no
 * client address, no e-mail address, no SQL parameter (safeError), and the cookie and authorization headers are
 * redacted should a caller ever log headers.
 * Level: LOG_LEVEL (trace … fatal, or silent); by default info, silent under NODE_ENV=test.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { z } from 'zod';
import { batchedDestination } from './destination.ts';

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
 * The context's fields under the line's own (which win). No context, the common case of the hot paths: the line's
 * object as it is, without the copy pino's default merge would make.
 */
function mergeContext(line: object, store: object | undefined): object {
  return store === undefined ? line : { ...store, ...line };
}

let second = Number.NaN;
let secondPrefix = '';

/**
 * pino's isoTime (`,"time":"2026-11-27T07:48:45.370Z"`), its date and second formatted once a second rather than
 * on every line (about 0.4 µs of a line's 2).
 */
export function isoTimestamp(now: number = Date.now()): string {
  const s = Math.floor(now / 1000);
  if (s !== second) {
    second = s;
    secondPrefix = `,"time":"${new Date(s * 1000).toISOString().slice(0, 20)}`;
  }
  const ms = now - s * 1000;
  return `${secondPrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z"`;
}

let stdout: DestinationStream | null = null;

/**
 * A logger at `level` writing to `destination` (default: stdout, asynchronously, in batches of lines written at
 * most 50 ms after the first, api/observability/destination.ts; flushed when the process exits).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  if (!destination) stdout ??= batchedDestination(pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level,
      // The host tells the servers apart; the process is told by the request ids' prefix (and by the journal).
      base: { hostname: hostname() },
      timestamp: () => isoTimestamp(),
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
      // The context as it is: mergeContext copies it into a new object only when there is one.
      mixin: () => context.getStore() as object,
      mixinMergeStrategy: mergeContext,
    },
    destination ?? (stdout as DestinationStream),
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
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const requestIdSchema = z.string().regex(REQUEST_ID);

/**
 * This process's ids: 12 random hex digits, then a counter in base 36 (`3f9a0c41d2e7-1k`), unique across servers
 * and restarts, and cheaper and shorter on each log line than a UUID.
 */
const PROCESS_PREFIX = randomBytes(6).toString('hex');
let sequence = 0;

/** A new request id. */
export function newRequestId(): string {
  sequence += 1;
  return `${PROCESS_PREFIX}-${sequence.toString(36)}`;
}

/**
 * The incoming X-Request-Id when it is a sane token (one set by haproxy or Varnish in front, or the client's), else
 * a new one. requestIdSchema's test, without zod's parse on the hot path of every request.
 */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && REQUEST_ID.test(header) ? header : newRequestId();
}

/**
 * A line in the logs' own format, written by hand where the process has no logger (yet, or at all): an invalid
 * configuration read before the logger exists, the address said while the logs are off. Errors on stderr, the rest
 * on stdout, as an operator's journal or container runtime expects.
 */
export function writeLine(
  level: 'info' | 'error' | 'fatal',
  msg: string,
  fields: Record<string, unknown> = {},
): void {
  const line = `${JSON.stringify({ level, time: new Date().toISOString(), hostname: hostname(), ...fields, msg })}\n`;
  if (level === 'info') process.stdout.write(line);
  else process.stderr.write(line);
}

/**
 * A start that cannot go on (an invalid configuration, a store that does not answer, an install not done): one
 * fatal line saying why, without a stack (nor SQL, nor a parameter: safeError), then exit 1. The logger's when it
 * exists (its lines are written at exit), else by hand.
 */
export function fatalAtStart(msg: string, fields: Record<string, unknown>, logger: boolean): never {
  // LOG_LEVEL=silent too says why the start stopped.
  if (logger && log().isLevelEnabled('fatal')) log().fatal(fields, msg);
  else writeLine('fatal', msg, fields);
  process.exit(1);
}
