/**
 * Whether an error means « the store does not answer » (PostgreSQL stopped, restarting, unreachable or saturated;
 * a SQLite file that cannot be opened, read or written) rather than a bug or a refused request. The API answers
 * those with 503 and a Retry-After (api/middleware/store-down.ts), never 500: nothing is wrong with the request.
 *
 * drizzle wraps a driver's error in DrizzleQueryError (its `cause`), pg wraps a connection timeout, and Node
 * reports a refused connection to a host with several addresses as an AggregateError: the chain is walked.
 */

/** Node socket errors: the server is not there, or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL SQLSTATEs: connection exceptions (08…), shutdown and restart (57P0…), too many connections. */
const POSTGRES_STATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** better-sqlite3 result codes of a file that cannot be used (extended codes keep their prefix). */
const SQLITE_CODES = /^SQLITE_(CANTOPEN|IOERR|NOTADB|CORRUPT|FULL|BUSY|READONLY|PERM)/;

/** pg's messages that carry no code: a connection lost or never made in time, a pool closed. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  // better-sqlite3 once its file is closed.
  'The database connection is not open',
];

/** pg's own connection timeout (the Client's, db/pg-pool.ts), matched whole: the words alone say little. */
const CONNECT_TIMEOUT_MESSAGE = 'timeout expired';

function matchesOne(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code))
  )
    return true;
  return (
    error.message === CONNECT_TIMEOUT_MESSAGE || DRIVER_MESSAGES.some((m) => error.message.startsWith(m))
  );
}

/** True when `error`, or one of its causes, says the store is unreachable. */
export function isStoreUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 16) {
    const e = queue.shift();
    if (e === undefined || e === null || seen.has(e)) continue;
    seen.add(e);
    if (matchesOne(e)) return true;
    if (e instanceof AggregateError) queue.push(...e.errors);
    if (e instanceof Error) queue.push(e.cause);
  }
  return false;
}

/** The error's code when it has one (never its message: a driver's message may quote SQL and its parameters). */
export function unavailableCode(error: unknown): string {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  }
  return 'connexion';
}
