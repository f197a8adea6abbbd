/**
 * One error shape for the whole API: `{ success: false, error, code, fieldErrors? }` with a French message.
 * Anything a client can send ends in a 4xx, never a 500.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

import { isStoreUnavailable } from '../db/store-unavailable.ts';
import type { ApiErrorBody } from '../src/core/simulation/api.ts';
import { storeDownResponse } from './middleware/store-down.ts';
import { log } from './observability/log.ts';
import { safeError } from './observability/safe-error.ts';

export type ApiError = ApiErrorBody;

export class ApiFailure extends HTTPException {
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    fieldErrors?: Record<string, string[]>,
  ) {
    super(status, { message });
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** 429 with the French wait and a Retry-After header. */
export class TooManyRequests extends ApiFailure {
  readonly retryAfterSeconds: number;
  constructor(
    retryAfterSeconds: number,
    message = `Trop de demandes. ${waitSentence(retryAfterSeconds)}`,
    code = 'TROP_DE_DEMANDES',
  ) {
    super(429, code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** « Réessayez dans 40 secondes. » / « Réessayez dans 15 minutes. » / « Réessayez dans 3 heures. » */
export function waitSentence(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 90) return `Réessayez dans ${s} seconde${s > 1 ? 's' : ''}.`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 120) return `Réessayez dans ${minutes} minutes.`;
  return `Réessayez dans ${Math.ceil(minutes / 60)} heures.`;
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new ApiFailure(400, 'REQUETE_INVALIDE', message, fieldErrors);
export const notFound = (message = 'Ressource introuvable') => new ApiFailure(404, 'INTROUVABLE', message);
export const unauthorized = (message = 'Connexion requise') => new ApiFailure(401, 'NON_CONNECTE', message);
export const forbidden = (message = "Vous n'avez pas les permissions nécessaires.") =>
  new ApiFailure(403, 'INTERDIT', message);

/** French summary of zod issues, naming each field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const messages = out[key] ?? [];
    messages.push(issue.message);
    out[key] = messages;
  }
  return out;
}

export function describeFieldErrors(fieldErrors: Record<string, string[]>): string {
  return Object.entries(fieldErrors)
    .map(([field, messages]) => (field === '_' ? messages.join(' ') : `${field} : ${messages.join(' ')}`))
    .join(' ; ');
}

export function errorResponse(err: unknown, c: Context) {
  // The store does not answer: 503 with a Retry-After (JSON under /api, a page elsewhere), never 500.
  if (isStoreUnavailable(err)) return storeDownResponse(err, c);
  if (err instanceof ApiFailure) {
    const body: ApiError = { success: false, error: err.message, code: err.code };
    if (err.fieldErrors) body.fieldErrors = err.fieldErrors;
    if (err instanceof TooManyRequests) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 413
        ? 'Requête trop volumineuse'
        : status === 400
          ? /JSON/i.test(err.message)
            ? 'Corps JSON invalide'
            : 'Requête invalide'
          : status === 401
            ? 'Connexion requise'
            : err.message || 'Requête refusée';
    return c.json({ success: false, error: message, code: `HTTP_${status}` } satisfies ApiError, status);
  }
  // Never the error as is: a store error carries its SQL and parameters (api/observability/safe-error.ts).
  log().error({ reqId: c.get('reqId'), err: safeError(err) }, 'erreur interne');
  return c.json(
    { success: false, error: 'Erreur interne du serveur', code: 'ERREUR_INTERNE' } satisfies ApiError,
    500,
  );
}
