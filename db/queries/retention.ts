/**
 * Retention limits and erasure, as the privacy policy (content/editorial/pages/privacy-policy.md) states them:
 * - audience events, simulations (answers, steps, e-mail), the e-mail log and partner clicks: 13 months;
 * - contact messages: 12 months after they were handled (or after they arrived, if never handled);
 * - expired sign-in sessions and verification tokens, rate-limit windows that ended: at once.
 * And the « supprimer mes données » request: everything tied to one e-mail address.
 */
import { type AnyColumn, and, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { instantMonthsBefore } from '../../src/core/dates.ts';
import type { Db } from '../client.ts';
import { affected, inTransaction, rawRows } from '../dialect.ts';
import { tables as t } from '../tables.ts';
import { purgePresence } from './presence.ts';
import { purgeCounters } from './rate-limits.ts';
import { purgeTrash } from './trash.ts';

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
  /** Articles and guides deleted more than 30 days ago (db/queries/trash.ts). */
  trash: number;
  /** Editors' presence rows past their end (db/queries/presence.ts). */
  presence: number;
};

export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeReport> {
  const cut = (months: number) => instantMonthsBefore(now, months);
  return inTransaction(db, async (tx) => {
    const visitorEvents = affected(
      await tx.delete(t.visitorEvents).where(lt(t.visitorEvents.createdAt, cut(RETENTION_MONTHS.events))),
    );
    // The steps go with their session (ON DELETE CASCADE). A simulation's age counts from its last answer.
    const simulations = affected(
      await tx
        .delete(t.simulationSessions)
        .where(lt(t.simulationSessions.updatedAt, cut(RETENTION_MONTHS.simulations))),
    );
    const emailLogs = affected(
      await tx.delete(t.emailLogs).where(lt(t.emailLogs.createdAt, cut(RETENTION_MONTHS.emailLogs))),
    );
    const partnerClicks = affected(
      await tx
        .delete(t.partnerClicks)
        .where(lt(t.partnerClicks.createdAt, cut(RETENTION_MONTHS.partnerClicks))),
    );
    const contactMessages = affected(
      await tx
        .delete(t.contactMessages)
        .where(
          lt(
            sql`coalesce(${t.contactMessages.handledAt}, ${t.contactMessages.createdAt})`,
            cut(RETENTION_MONTHS.contact),
          ),
        ),
    );
    const authSessions =
      affected(await tx.delete(t.session).where(lt(t.session.expiresAt, now))) +
      affected(await tx.delete(t.verification).where(lt(t.verification.expiresAt, now)));
    const rateLimits = await purgeCounters(tx, now.getTime());
    const trash = await purgeTrash(tx, now);
    const presence = await purgePresence(tx, now);
    return {
      visitorEvents,
      simulations,
      emailLogs,
      partnerClicks,
      contactMessages,
      authSessions,
      rateLimits,
      trash,
      presence,
    };
  });
}

/** `lower(column) = email`, the address lower-cased as the forms store it. */
const sameAddress = (column: SQL | AnyColumn, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** Whether anything is stored under this e-mail address (lower-case, as the forms store it). */
export async function hasDataFor(db: Db, email: string): Promise<boolean> {
  const [row] = await rawRows<{ found: number | string }>(
    db,
    sql`SELECT CASE WHEN
          EXISTS (SELECT 1 FROM ${t.simulationSessions} WHERE ${sameAddress(t.simulationSessions.email, email)})
          OR EXISTS (SELECT 1 FROM ${t.emailLogs}
                     WHERE ${and(sameAddress(t.emailLogs.recipient, email), ne(t.emailLogs.templateKey, 'data-deletion'))})
          OR EXISTS (SELECT 1 FROM ${t.contactMessages} WHERE ${sameAddress(t.contactMessages.email, email)})
        THEN 1 ELSE 0 END AS found`,
  );
  return Number(row?.found) === 1;
}

export type ErasureReport = { simulations: number; emailLogs: number; contactMessages: number };

/**
 * Erases the simulations (their steps with them), the e-mail log and the contact messages of one address.
 * Partner clicks keep no e-mail; the ones of these simulations lose their link to them.
 */
export async function eraseByEmail(db: Db, email: string): Promise<ErasureReport> {
  return inTransaction(db, async (tx) => {
    const sessions = tx
      .select({ id: t.simulationSessions.id })
      .from(t.simulationSessions)
      .where(sameAddress(t.simulationSessions.email, email));
    await tx
      .update(t.partnerClicks)
      .set({ sessionId: 'unknown' })
      .where(inArray(t.partnerClicks.sessionId, sessions));
    const emailLogs = affected(
      await tx
        .delete(t.emailLogs)
        .where(or(sameAddress(t.emailLogs.recipient, email), inArray(t.emailLogs.sessionId, sessions))),
    );
    const simulations = affected(
      await tx.delete(t.simulationSessions).where(sameAddress(t.simulationSessions.email, email)),
    );
    const contactMessages = affected(
      await tx.delete(t.contactMessages).where(sameAddress(t.contactMessages.email, email)),
    );
    return { simulations, emailLogs, contactMessages };
  });
}
