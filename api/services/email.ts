/**
 * E-mail delivery: Resend when RESEND_API_KEY is set (RESEND_BASE_URL lets tests use a local fake),
 * otherwise — or with EMAIL_MODE=outbox, which production must set to go without a key (api/env.ts) — the local
 * outbox (email_logs with status 'outbox', body kept for the admin to read).
 * Every attempt is logged. The only file that imports `resend`.
 */
import { Resend } from 'resend';
import type { Db } from '../../db/client.ts';
import { recordEmail } from '../../db/queries/email.ts';
import type { Env } from '../env.ts';
import { reportEmail } from '../observability/report.ts';

export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  templateKey: string;
  sessionId?: string | null;
};

export type SendOutcome =
  | { status: 'sent'; id: string | null }
  | { status: 'outbox' }
  | { status: 'error'; error: string };

export type Mailer = { send(message: EmailMessage): Promise<SendOutcome> };

export function createMailer(
  db: Db,
  env: Pick<Env, 'RESEND_API_KEY' | 'RESEND_BASE_URL' | 'EMAIL_FROM' | 'EMAIL_MODE'>,
): Mailer {
  const resend =
    env.RESEND_API_KEY && env.EMAIL_MODE !== 'outbox'
      ? new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined)
      : null;

  const log = (message: EmailMessage, outcome: SendOutcome) =>
    recordEmail(db, {
      templateKey: message.templateKey,
      recipient: message.to,
      subject: message.subject,
      status: outcome.status,
      providerId: outcome.status === 'sent' ? outcome.id : null,
      error: outcome.status === 'error' ? outcome.error : null,
      // The body is kept only when nothing was sent, so the admin can read the outbox.
      html: outcome.status === 'outbox' ? message.html : null,
      text: outcome.status === 'outbox' ? message.text : null,
      sessionId: message.sessionId ?? null,
    });

  return {
    async send(message) {
      let outcome: SendOutcome;
      if (!resend) {
        outcome = { status: 'outbox' };
      } else {
        try {
          const { data, error } = await resend.emails.send({
            from: env.EMAIL_FROM,
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
          });
          outcome = error
            ? { status: 'error', error: error.message || "Erreur lors de l'envoi de l'email" }
            : { status: 'sent', id: data?.id ?? null };
        } catch (err) {
          outcome = {
            status: 'error',
            error: err instanceof Error ? err.message : "Erreur lors de l'envoi de l'email",
          };
        }
      }
      reportEmail(message.templateKey, outcome);
      await log(message, outcome);
      return outcome;
    },
  };
}
