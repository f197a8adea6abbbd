/**
 * The result e-mail (spec §4, issue 29): sent once per simulation, with the session's first completion. A changed
 * answer completes the session again (the server's result, the shareable link) but sends nothing: the card offers
 * « Renvoyer mes résultats mis à jour » instead. When the site sends no e-mail, the card says so calmly (and is not
 * printed); « Réessayer » when a send failed.
 */
import { useEffect, useRef, useState } from 'react';
import { localePath } from '../../i18n/locales.ts';
import { completeSession, type EmailOutcome, flushSaves, sendResults } from './api-client.ts';
import { useT } from './locale.ts';
import type { OnServerResult } from './results-types.ts';
import { type SimulatorState, useSimulator } from './store.ts';

type Status = NonNullable<SimulatorState['emailStatus']>;

/** What the server's answer makes of the card. */
function statusOf(
  outcome: EmailOutcome,
  resultFor: string,
  resend: boolean,
  apiError: (e: string, c?: string) => string,
): Status {
  if (outcome.success) {
    const status = outcome.delivery === 'outbox' ? 'outbox' : outcome.delivery === 'deja' ? 'deja' : 'sent';
    return { for: resultFor, status, resend };
  }
  if (outcome.code === 'TROP_D_ENVOIS' || outcome.code === 'TROP_DE_REQUETES')
    return { for: resultFor, status: 'limit', resend };
  return { for: resultFor, status: 'error', error: apiError(outcome.error, outcome.code), resend };
}

export function EmailStatus({
  sessionId,
  email,
  onServerResult,
}: {
  sessionId: string;
  email: string;
  onServerResult: OnServerResult;
}) {
  const status = useSimulator((s) => s.emailStatus);
  const resultFor = useSimulator((s) => s.resultFor) ?? '';
  const [sending, setSending] = useState(false);
  const [resultsUrl, setResultsUrl] = useState<string | null>(null);
  const { t, locale, apiError } = useT();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const complete = async () => {
    const completed = await completeSession(sessionId);
    if (!completed.success || !completed.result) return;
    onServerResult(completed.result);
    // The server gives /resultats/<id>: from the English simulator, /en/resultats/<id> shows it in English.
    const link = completed.resultsUrl;
    if (mounted.current) setResultsUrl(link ? localePath(locale, link) : null);
  };

  const send = async (resend: boolean) => {
    setSending(true);
    const outcome = await sendResults(sessionId, email, locale, resend).catch(
      (): EmailOutcome => ({ success: false, error: t('sim.mail.error') }),
    );
    if (!outcome.success) console.warn('Envoi du résultat', outcome.error);
    useSimulator.getState().setEmailStatus(statusOf(outcome, resultFor, resend, apiError));
    if (mounted.current) setSending(false);
  };

  // Each computed result completes the session; only the first one of the simulation is e-mailed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per computed result, not per render.
  useEffect(() => {
    const first = !useSimulator.getState().emailStatus;
    void flushSaves().then(() => Promise.allSettled([complete(), first ? send(false) : null]));
  }, [resultFor]);

  return (
    <section className="sim-card sim-email no-print" aria-live="polite" aria-labelledby="sim-email-title">
      <EmailLine sending={sending || !status} status={status} email={email} resultFor={resultFor} />
      {status && !sending && status.status === 'error' ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void send(!!status.resend)}
        >
          {t('sim.mail.retry')}
        </button>
      ) : null}
      {status &&
      !sending &&
      (status.status === 'deja' || (status.status === 'sent' && status.for !== resultFor)) ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void send(true)}>
          {t('sim.mail.resend')}
        </button>
      ) : null}
      {resultsUrl && (
        <p className="small">
          <a href={resultsUrl}>{t('sim.mail.link')}</a>
          {t('sim.mail.linkText')}
        </p>
      )}
    </section>
  );
}

/** The card's sentence: sending, sent (and whether the answers changed since), not sent here, or the problem. */
function EmailLine({
  sending,
  status,
  email,
  resultFor,
}: {
  sending: boolean;
  status: Status | null;
  email: string;
  resultFor: string;
}) {
  const { t } = useT();
  if (sending || !status) return <p id="sim-email-title">{t('sim.mail.sending', { email })}</p>;
  switch (status.status) {
    case 'sent':
      return (
        <p id="sim-email-title" className="sim-email-ok">
          <strong>{t('sim.mail.sent')}</strong>
          {t('sim.mail.sentTo', { email })}
          {status.for !== resultFor ? ` ${t('sim.mail.changed')}` : ''}
        </p>
      );
    case 'deja':
      return <p id="sim-email-title">{t('sim.mail.already', { email })}</p>;
    case 'limit':
      return <p id="sim-email-title">{t('sim.mail.limit')}</p>;
    case 'outbox':
      return (
        <p id="sim-email-title">
          <strong>{t('sim.mail.outbox')}</strong>
          {t('sim.mail.outboxText')}
        </p>
      );
    default:
      return (
        <p id="sim-email-title" className="sim-email-error">
          <strong>{t('sim.mail.problem')}</strong>
          {t('sim.mail.colon')}
          {status.error}
        </p>
      );
  }
}
