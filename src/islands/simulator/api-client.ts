/**
 * Talking to the API without ever blocking the visitor: step saves go in the background with a 1 s
 * abort and keepalive; a failed save stays queued (in localStorage) and is retried later, in order.
 */

import type { Locale } from '../../core/locales.ts';
import type {
  Ack,
  ApiErrorBody,
  PartnerClickRequest,
  SaveStepRequest,
  SendResultsRequest,
  SendResultsResponse,
  ServerResult,
  SessionRequest,
  SharedResults,
} from '../../core/simulation/api.ts';
import { trackingSnapshot } from '../../lib/browser/track.ts';
import { audienceMeasured } from './placement.ts';
import { type PendingSave, useSimulator } from './store.ts';

export const SAVE_TIMEOUT_MS = 1000;
const RETRY_EVERY_MS = 10_000;

/** The API's answer: what the route declares, or its refusal (src/core/simulation/api.ts). */
type Answer<T> = T | ApiErrorBody;

async function postJson<Body, T extends { success: true }>(
  path: string,
  body: Body,
  timeoutMs: number,
): Promise<Answer<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      signal: controller.signal,
    });
    const json = (await res.json().catch(() => ({}))) as Answer<T>;
    if (!res.ok && json.success !== false) throw new Error(`HTTP ${res.status}`);
    return json;
  } finally {
    clearTimeout(timer);
  }
}

let flushing: Promise<void> | null = null;

/** Sends every queued save, oldest first; stops at the first network failure (retried later). */
export function flushSaves(trackingData?: Record<string, string | number | null>): Promise<void> {
  flushing ??= (async () => {
    try {
      for (;;) {
        const state = useSimulator.getState();
        const save: PendingSave | undefined = state.pending[0];
        const sessionId = state.sessionId;
        if (!save || !sessionId) return;
        try {
          const res = await postJson<SaveStepRequest, Ack>(
            '/api/v2-save-step',
            {
              sessionId,
              stepNumber: save.stepNumber,
              stepName: save.stepName,
              stepData: save.stepData,
              saveId: save.saveId,
              email: state.form.email ?? null,
              // Spec §3 form tracking data, only with audience consent, and never from the embed.
              trackingData: trackingData ?? (audienceMeasured() ? trackingSnapshot() : null) ?? null,
            },
            SAVE_TIMEOUT_MS,
          );
          if (!res.success) console.warn('Sauvegarde refusée', save.stepName, res.error);
          // Acknowledged (or refused for good: retrying the same answer would not help).
          useSimulator.getState().acknowledge(save);
        } catch (err) {
          console.warn('Sauvegarde reportée', save.stepName, err);
          useSimulator.getState().retryLater(save);
          return;
        }
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Retries queued saves when the connection comes back and every 10 s. */
export function startBackgroundSaves(): () => void {
  const retry = () => {
    if (useSimulator.getState().pending.length > 0) void flushSaves();
  };
  window.addEventListener('online', retry);
  const timer = window.setInterval(retry, RETRY_EVERY_MS);
  retry();
  return () => {
    window.removeEventListener('online', retry);
    window.clearInterval(timer);
  };
}

/** Spec §4: after the result, complete the session (the server recomputes and stores the result). */
export async function completeSession(sessionId: string): Promise<Answer<ServerResult>> {
  return postJson<SessionRequest, ServerResult>('/api/v2-complete-session', { sessionId }, 8000);
}

export type EmailOutcome = SendResultsResponse | { success: false; error: string; code?: string };

/** Asks the server to e-mail the result, in the page's language: once per simulation, then when `resend`. */
export async function sendResults(
  sessionId: string,
  email: string,
  locale: Locale,
  resend = false,
): Promise<EmailOutcome> {
  try {
    const res = await postJson<SendResultsRequest, SendResultsResponse>(
      '/api/send-apl-results',
      { sessionId, email, locale, ...(resend ? { resend } : {}) },
      10_000,
    );
    if (res.success === undefined) return { success: false, error: 'Erreur inconnue dans la réponse' };
    return res;
  } catch (err) {
    return {
      success: false,
      error:
        err instanceof Error && err.name !== 'AbortError' ? err.message : "Erreur lors de l'envoi de l'email",
    };
  }
}

/** A shareable results link's content (/resultats/<resultsId>): the result and the recap, nothing private. */
export async function fetchSharedResults(resultsId: string): Promise<Answer<SharedResults>> {
  const res = await fetch(`/api/results/${encodeURIComponent(resultsId)}`);
  return (await res.json()) as Answer<SharedResults>;
}

/** Spec §7: « Devis gratuit » logs a click (errors only logged). The server stores the secret's hash only. */
export function logPartnerClick(body: PartnerClickRequest): void {
  postJson<PartnerClickRequest, Ack>('/api/partner-clicks', body, 2000).catch((err) =>
    console.warn('Clic partenaire non enregistré', err),
  );
}
