/**
 * The result e-mail (spec §4): sent once per computed result, with the session's completion, which brings
 * back the server's result and the shareable link; its outcome, and « Réessayer » when it failed.
 */
import { useEffect, useState } from 'react';
import { localePath } from '../../i18n/locales.ts';
import { completeSession, type EmailOutcome, flushSaves, sendResults } from './api-client.ts';
import { useT } from './locale.ts';
import type { OnServerResult } from './results-types.ts';
import { useSimulator } from './store.ts';

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
  const resultFor = useSimulator((s) => s.resultFor);
  const [sending, setSending] = useState(false);
  const [resultsUrl, setResultsUrl] = useState<string | null>(null);
  const { t, locale, apiError } = useT();

  const send = async () => {
    setSending(true);
    await flushSaves();
    const [completed, sent] = await Promise.allSettled([
      completeSession(sessionId),
      sendResults(sessionId, email, locale),
    ]);
    if (completed.status === 'fulfilled' && completed.value.success && completed.value.result) {
      onServerResult(completed.value.result);
      // The server gives /resultats/<id>: from the English simulator, /en/resultats/<id> shows it in English.
      const link = completed.value.resultsUrl;
      setResultsUrl(link ? localePath(locale, link) : null);
    }
    const outcome: EmailOutcome =
      sent.status === 'fulfilled' ? sent.value : { success: false, error: t('sim.mail.error') };
    if (!outcome.success) console.warn('Envoi du résultat', outcome.error);
    useSimulator.getState().setEmailStatus({
      for: resultFor ?? '',
      status: outcome.success ? (outcome.delivery === 'outbox' ? 'outbox' : 'sent') : 'error',
      ...(outcome.success
        ? {}
        : {
            error: apiError(outcome.error || t('sim.mail.error'), outcome.code),
          }),
    });
    setSending(false);
  };

  // Spec §4: after the calculation, e-mail and session completion run once, in parallel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per computed result, not per render.
  useEffect(() => {
    if (!status || status.for !== resultFor) void send();
  }, [resultFor]);

  const current = status?.for === resultFor ? status : null;
  return (
    <section className="sim-card sim-email" aria-live="polite" aria-labelledby="sim-email-title">
      {sending || !current ? (
        <p id="sim-email-title">{t('sim.mail.sending', { email })}</p>
      ) : current.status === 'sent' ? (
        <p id="sim-email-title" className="sim-email-ok">
          <strong>{t('sim.mail.sent')}</strong>
          {t('sim.mail.sentTo', { email })}
        </p>
      ) : current.status === 'outbox' ? (
        <p id="sim-email-title">
          <strong>{t('sim.mail.outbox')}</strong>
          {t('sim.mail.outboxText')}
        </p>
      ) : (
        <div>
          <p id="sim-email-title" className="sim-email-error">
            <strong>{t('sim.mail.problem')}</strong>
            {t('sim.mail.colon')}
            {current.error}
          </p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void send()}>
            {t('sim.mail.retry')}
          </button>
        </div>
      )}
      {resultsUrl && (
        <p className="small">
          <a href={resultsUrl}>{t('sim.mail.link')}</a>
          {t('sim.mail.linkText')}
        </p>
      )}
    </section>
  );
}
