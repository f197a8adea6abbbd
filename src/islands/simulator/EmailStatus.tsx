/**
 * The result e-mail (spec §4): sent once per computed result, with the session's completion, which brings
 * back the server's result and the shareable link; its outcome, and « Réessayer » when it failed.
 */
import { useEffect, useState } from 'react';
import { completeSession, type EmailOutcome, flushSaves, sendResults } from './api-client.ts';
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

  const send = async () => {
    setSending(true);
    await flushSaves();
    const [completed, sent] = await Promise.allSettled([
      completeSession(sessionId),
      sendResults(sessionId, email),
    ]);
    if (completed.status === 'fulfilled' && completed.value.success && completed.value.result) {
      onServerResult(completed.value.result);
      setResultsUrl(completed.value.resultsUrl ?? null);
    }
    const outcome: EmailOutcome =
      sent.status === 'fulfilled'
        ? sent.value
        : { success: false, error: "Erreur lors de l'envoi de l'email" };
    if (!outcome.success) console.warn('Envoi du résultat', outcome.error);
    useSimulator.getState().setEmailStatus({
      for: resultFor ?? '',
      status: outcome.success ? (outcome.delivery === 'outbox' ? 'outbox' : 'sent') : 'error',
      ...(outcome.success ? {} : { error: outcome.error || "Erreur lors de l'envoi de l'email" }),
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
        <p id="sim-email-title">Envoi de vos résultats à {email}…</p>
      ) : current.status === 'sent' ? (
        <p id="sim-email-title" className="sim-email-ok">
          <strong>Résultats envoyés par email</strong> à {email}.
        </p>
      ) : current.status === 'outbox' ? (
        <p id="sim-email-title">
          <strong>Email non envoyé</strong> : l'envoi d'e-mails n'est pas activé sur ce site. Notez ou
          imprimez vos résultats.
        </p>
      ) : (
        <div>
          <p id="sim-email-title" className="sim-email-error">
            <strong>Problème d'envoi email</strong> : {current.error}
          </p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void send()}>
            Réessayer l'envoi
          </button>
        </div>
      )}
      {resultsUrl && (
        <p className="small">
          <a href={resultsUrl}>Lien vers ces résultats</a> à garder ou à partager : il montre le montant et le
          récapitulatif, jamais votre adresse e-mail ni votre date de naissance.
        </p>
      )}
    </section>
  );
}
