/** The step-save load of the benches: autocannon, 50 connections, a fresh session and idempotency key per save. */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

function saveStepBody(): string {
  return JSON.stringify({
    sessionId: randomUUID(),
    stepNumber: 3,
    stepName: 'loyer',
    stepData: { rent: 300 + Math.floor(Math.random() * 700) },
    saveId: randomUUID(),
    email: null,
    trackingData: { traffic_source: 'direct', entry_page_type: 'simulator' },
  });
}

/** POST /api/v2-save-step on `base` for `duration` seconds, or `amount` requests. */
export function stepSaveLoad(
  base: string,
  options: { duration?: number; amount?: number; connections?: number },
): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}/api/v2-save-step`,
    connections: 50,
    ...options,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: saveStepBody() }),
      },
    ],
  });
}
