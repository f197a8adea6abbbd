/**
 * Events of the services, counted and logged in one call: the service says what happened, this module knows
 * the metric and what may be logged of it (never a recipient's address).
 */
import { log } from './log.ts';
import { countEmail } from './metrics.ts';
import { safeError, scrubText } from './safe-error.ts';

/** An e-mail's outcome: counted; a failure logged with its template and the provider's message, addresses masked. */
export function reportEmail(
  templateKey: string,
  outcome: { status: 'sent' | 'outbox' } | { status: 'error'; error: string },
): void {
  countEmail(outcome.status);
  if (outcome.status === 'error')
    log().warn({ template: templateKey, error: scrubText(outcome.error) }, 'e-mail non envoyé');
}

type LibraryLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * A library's own log lines (better-auth), into ours: the message scrubbed (no e-mail address, nothing after
 * « params: »), its other arguments dropped (user records, errors holding a query and its parameters).
 */
export function libraryLog(source: string) {
  return (level: LibraryLevel, message: string): void => {
    log()[level]({ source }, scrubText(String(message)));
  };
}

/** A failure logged with its error scrubbed (safeError: class, code, table; no SQL, no parameters, no address). */
export function reportError(message: string, error: unknown): void {
  log().error({ err: safeError(error) }, message);
}

/** A line of a start-up or housekeeping step, as an info line of the logs. */
export const logInfo = (line: string): void => log().info(line);
