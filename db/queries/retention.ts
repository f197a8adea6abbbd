/**
 * Retention limits and erasure, as the privacy policy (content/editorial/pages/privacy-policy.md) states them:
 * - audience events, simulations (answers, steps, e-mail), the e-mail log and partner clicks: 13 months;
 * - contact messages: 12 months after they were handled (or after they arrived, if never handled);
 * - expired sign-in sessions and verification tokens, rate-limit windows that ended: at once.
 * And the « supprimer mes données » request: everything tied to one e-mail address.
 */
import { instantMonthsBefore } from '../../src/core/dates.ts';
import type { Db } from '../client.ts';
import { purgeCounters } from './rate-limits.ts';

export const RETENTION_MONTHS = {
  events: 13,
  simulations: 13,
  emailLogs: 13,
  partnerClicks: 13,
  contact: 12,
};

export type PurgeReport = {
  visitorEvents: number;
  simulations: number;
  emailLogs: number;
  partnerClicks: number;
  contactMessages: number;
  authSessions: number;
  rateLimits: number;
};

export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeReport> {
  const c = db.$client;
  const cut = (months: number) => instantMonthsBefore(now, months);
  return c.transaction(() => ({
    visitorEvents: c
      .prepare('DELETE FROM visitor_events WHERE created_at < ?')
      .run(cut(RETENTION_MONTHS.events)).changes,
    // The steps go with their session (ON DELETE CASCADE). A simulation's age counts from its last answer.
    simulations: c
      .prepare('DELETE FROM simulation_sessions WHERE updated_at < ?')
      .run(cut(RETENTION_MONTHS.simulations)).changes,
    emailLogs: c.prepare('DELETE FROM email_logs WHERE created_at < ?').run(cut(RETENTION_MONTHS.emailLogs))
      .changes,
    partnerClicks: c
      .prepare('DELETE FROM partner_clicks WHERE created_at < ?')
      .run(cut(RETENTION_MONTHS.partnerClicks)).changes,
    contactMessages: c
      .prepare('DELETE FROM contact_messages WHERE coalesce(handled_at, created_at) < ?')
      .run(cut(RETENTION_MONTHS.contact)).changes,
    authSessions:
      c.prepare('DELETE FROM session WHERE expires_at < ?').run(now.getTime()).changes +
      c.prepare('DELETE FROM verification WHERE expires_at < ?').run(now.getTime()).changes,
    rateLimits: purgeCounters(db, now.getTime()),
  }))();
}

/** Whether anything is stored under this e-mail address (lower-case, as the forms store it). */
export async function hasDataFor(db: Db, email: string): Promise<boolean> {
  const row = db.$client
    .prepare(
      `SELECT (EXISTS (SELECT 1 FROM simulation_sessions WHERE lower(email) = @email)
            OR EXISTS (SELECT 1 FROM email_logs WHERE lower(recipient) = @email AND template_key <> 'data-deletion')
            OR EXISTS (SELECT 1 FROM contact_messages WHERE lower(email) = @email)) AS found`,
    )
    .get({ email: email.toLowerCase() }) as { found: number };
  return row.found === 1;
}

export type ErasureReport = { simulations: number; emailLogs: number; contactMessages: number };

/**
 * Erases the simulations (their steps with them), the e-mail log and the contact messages of one address.
 * Partner clicks keep no e-mail; the ones of these simulations lose their link to them.
 */
export async function eraseByEmail(db: Db, email: string): Promise<ErasureReport> {
  const c = db.$client;
  const p = { email: email.toLowerCase() };
  return c.transaction(() => {
    const sessions = `SELECT id FROM simulation_sessions WHERE lower(email) = @email`;
    c.prepare(`UPDATE partner_clicks SET session_id = 'unknown' WHERE session_id IN (${sessions})`).run(p);
    const emailLogs = c
      .prepare(`DELETE FROM email_logs WHERE lower(recipient) = @email OR session_id IN (${sessions})`)
      .run(p).changes;
    const simulations = c
      .prepare('DELETE FROM simulation_sessions WHERE lower(email) = @email')
      .run(p).changes;
    const contactMessages = c
      .prepare('DELETE FROM contact_messages WHERE lower(email) = @email')
      .run(p).changes;
    return { simulations, emailLogs, contactMessages };
  })();
}
