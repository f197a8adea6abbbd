/**
 * An error as it may be logged: its class, its code and, for a store error, the table at most. Never the
 * message of a store error (drizzle's holds the query and its parameters, PostgreSQL's detail the values of a
 * row), and no e-mail address in any message.
 */

export type SafeError = {
  type: string;
  code?: string;
  table?: string;
  message?: string;
  stack?: string;
  cause?: SafeError;
};

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;
const MAX_MESSAGE = 300;
const MAX_DEPTH = 3;

/** A message with its e-mail addresses masked and anything after a « params: » cut off. */
export function scrubText(text: string): string {
  const cut = text.search(/\bparams\s*:/i);
  const kept = cut >= 0 ? text.slice(0, cut) : text;
  return kept.replaceAll(EMAIL, '[adresse]').slice(0, MAX_MESSAGE).trim();
}

const stringProp = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = (value as Record<string, unknown>)[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
};

/** The first table a SQL statement names (from, into, update, join), quotes removed. */
export function tableOf(query: string): string | undefined {
  const m = /\b(?:from|into|update|join)\s+["`]?([A-Za-z_][A-Za-z0-9_]*)["`]?/i.exec(query);
  return m?.[1];
}

/** The table SQLite names in its message (« UNIQUE constraint failed: contact_messages.email », « no such table: user »). */
export function sqliteTableOf(message: string): string | undefined {
  return /(?:constraint failed|no such table): ([A-Za-z_][A-Za-z0-9_]*)/.exec(message)?.[1];
}

/** drizzle's DrizzleQueryError: the query and its parameters beside the driver's error. */
const isQueryError = (err: unknown): err is Error & { query: string; cause?: unknown } =>
  err instanceof Error && typeof stringProp(err, 'query') === 'string' && 'params' in err;

/** better-sqlite3's SqliteError, or pg's DatabaseError (a SQLSTATE code and a severity). */
const isDriverError = (err: Error): boolean =>
  err.name === 'SqliteError' ||
  (typeof stringProp(err, 'severity') === 'string' && typeof stringProp(err, 'code') === 'string');

/** The stack's frames only: its first line repeats the message. */
const framesOf = (err: Error) =>
  err.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, 12)
    .join('\n');

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err };
  const query = isQueryError(err) ? err.query : null;
  const code = stringProp(err, 'code');
  const table =
    query !== null
      ? tableOf(query)
      : (stringProp(err, 'table') ?? (err.name === 'SqliteError' ? sqliteTableOf(err.message) : undefined));
  const safe: SafeError = { type: query !== null ? 'DrizzleQueryError' : err.name || 'Error' };
  if (code) safe.code = code;
  if (table) safe.table = table;
  if (query === null && !isDriverError(err)) safe.message = scrubText(err.message);
  const frames = depth === 0 ? framesOf(err) : undefined;
  if (frames) safe.stack = frames;
  if (err.cause !== undefined && depth < MAX_DEPTH) safe.cause = safeError(err.cause, depth + 1);
  return safe;
}
