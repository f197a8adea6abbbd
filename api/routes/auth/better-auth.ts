/**
 * How the routes of /api/auth/* talk to better-auth: a validated body handed to its handler (as this client, for
 * its share of the e-mails), and its non-2xx answers turned into our error shape, in French.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { AUTH_BASE_PATH, authOf } from '../../auth/auth.ts';
import { PASSWORD_MESSAGES } from '../../auth/password-policy.ts';
import { asRequester } from '../../auth/requester.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure, badRequest, describeFieldErrors, fieldErrorsOf } from '../../errors.ts';
import { clientSubject } from '../../security/client.ts';

/** better-auth's codes in French, with the field they concern. */
const MESSAGES: Record<string, { message: string; field?: string; status?: number }> = {
  INVALID_EMAIL_OR_PASSWORD: { message: 'Email ou mot de passe incorrect', field: 'password', status: 401 },
  INVALID_PASSWORD: { message: 'Email ou mot de passe incorrect', field: 'password', status: 401 },
  USER_ALREADY_EXISTS: { message: 'Un compte existe déjà avec cet email', field: 'email', status: 400 },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    message: 'Un compte existe déjà avec cet email',
    field: 'email',
    status: 400,
  },
  INVALID_EMAIL: { message: "Format d'email invalide", field: 'email', status: 400 },
  PASSWORD_TOO_SHORT: { message: PASSWORD_MESSAGES.tooShort, field: 'password', status: 400 },
  PASSWORD_TOO_LONG: { message: PASSWORD_MESSAGES.tooLong, field: 'password', status: 400 },
  EMAIL_NOT_VERIFIED: {
    message:
      "Confirmez d'abord votre adresse e-mail : un lien vient de vous être envoyé (pensez aux indésirables).",
    field: 'email',
    status: 403,
  },
  INVALID_TOKEN: { message: 'Lien de réinitialisation invalide ou expiré', field: 'token', status: 400 },
  INVALID_ORIGIN: { message: 'Requête refusée : origine non autorisée', status: 403 },
  MISSING_OR_NULL_ORIGIN: { message: 'Requête refusée : origine non autorisée', status: 403 },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { message: 'Requête refusée : origine non autorisée', status: 403 },
};

/** better-auth's non-2xx answers in our error shape and in French. */
export async function translate(res: Response): Promise<Response> {
  if (res.ok || res.status === 302) return res;
  let code = `HTTP_${res.status}`;
  try {
    const body = (await res.clone().json()) as { code?: string };
    if (body.code) code = body.code;
  } catch {
    /* not JSON */
  }
  const known = MESSAGES[code];
  const status = (known?.status ?? (res.status >= 500 ? 400 : res.status)) as 400;
  const message = known?.message ?? 'Requête refusée';
  throw new ApiFailure(status, code, message, known?.field ? { [known.field]: [message] } : undefined);
}

/** The request's body (JSON or a form), checked with `schema`: a 400 with the fields' French errors otherwise. */
export async function parse<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let raw: unknown;
  const type = c.req.header('content-type') ?? '';
  try {
    raw = type.includes('application/json') ? await c.req.json() : await c.req.parseBody();
  } catch {
    throw badRequest('Corps JSON invalide');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    throw badRequest(describeFieldErrors(fieldErrors), fieldErrors);
  }
  return parsed.data;
}

/** Hands a validated body to better-auth's endpoint `path`, as a POST from this request's client. */
export type Forward = (c: Context, path: string, body: unknown) => Promise<Response>;

export function forwarder(ctx: AppContext): Forward {
  const auth = authOf(ctx);
  return async (c, path, body) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const url = new URL(c.req.url);
    url.pathname = `${AUTH_BASE_PATH}${path}`;
    url.search = '';
    const request = new Request(url, {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // What better-auth mails from here counts against this client's share of the address's e-mails.
    return asRequester({ kind: 'client', subject: clientSubject(ctx, c) }, () => auth.handler(request));
  };
}
