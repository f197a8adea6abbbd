/**
 * /api/auth/*: the few better-auth endpoints we use, each validated with zod first (French field errors)
 * and answered in our error shape. Also two form endpoints for the public /auth page without JavaScript,
 * and the address-confirmation link.
 *
 * Guessing passwords: every sign-in counts against SIGNIN_RATE_LIMIT per client (api/security/write-limits);
 * wrong passwords count per client and account (SIGNIN_FAILURE_LIMIT) and per client (SIGNIN_CLIENT_FAILURE_LIMIT).
 * Only the guessing client waits: the owner, from another client, still signs in.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { rolesOf } from '../../db/queries/admin-users.ts';
import { clearCounter } from '../../db/queries/rate-limits.ts';
import { emailSchema } from '../../src/core/validation/email.ts';
import { AUTH_BASE_PATH, authOf, VERIFIED_PAGE, VERIFY_FAILED_PAGE } from '../auth/auth.ts';
import { sameOrigin } from '../auth/csrf.ts';
import { PASSWORD_MESSAGES, passwordProblem } from '../auth/password-policy.ts';
import { asRequester } from '../auth/requester.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, badRequest, describeFieldErrors, fieldErrorsOf, notFound } from '../errors.ts';
import { clientSubject, valueSubject } from '../security/client.ts';
import { check, consume, type Refusal, refuse } from '../security/rate-limit.ts';

const passwordRequired = z
  .string({ error: 'Le mot de passe est requis' })
  .min(1, 'Le mot de passe est requis');
/** A new password: long enough, not common, not made of the account's own name or address. */
const newPassword = z.string({ error: 'Le mot de passe est requis' });
const checkPassword = (password: string, inputs: string[], ctx: z.RefinementCtx, path: string) => {
  const problem = passwordProblem(password, inputs);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [path] });
};

export const SignIn = z.object({ email: emailSchema, password: passwordRequired });
export const SignUp = z
  .object({
    name: z
      .string({ error: 'Le nom est requis' })
      .trim()
      .min(1, 'Le nom est requis')
      .max(100, 'Le nom est trop long (100 caractères au plus)'),
    email: emailSchema,
    password: newPassword,
  })
  .superRefine((v, ctx) => checkPassword(v.password, [v.email, v.name], ctx, 'password'));
export const RequestReset = z.object({ email: emailSchema });
export const ResetPassword = z
  .object({
    token: z
      .string({ error: 'Lien de réinitialisation invalide' })
      .min(1, 'Lien de réinitialisation invalide'),
    newPassword,
  })
  .superRefine((v, ctx) => checkPassword(v.newPassword, [], ctx, 'newPassword'));

/** What sign-up answers, whether the address already had an account or not. */
export const SIGN_UP_MESSAGE =
  "Si cette adresse n'a pas encore de compte, un lien de confirmation vient d'y être envoyé : suivez-le pour activer votre compte, puis connectez-vous.";

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

const ATTEMPTS: Refusal = { code: 'TROP_DE_TENTATIVES', message: (wait) => `Trop de tentatives. ${wait}` };

export function authRoutes(ctx: AppContext) {
  const auth = authOf(ctx);
  const app = new Hono();
  // Login CSRF too: every write here must come from a page of this site.
  app.use('*', sameOrigin(ctx));

  /** Hands a validated body to better-auth. */
  const forward = async (c: Context, path: string, body: unknown) => {
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

  /** better-auth's non-2xx answers in our error shape and in French. */
  const translate = async (res: Response): Promise<Response> => {
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
  };

  const parse = async <T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> => {
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
  };

  const signIn = async (c: Context) => {
    const body = await parse(c, SignIn);
    const client = clientSubject(ctx, c);
    const pair = valueSubject(ctx, 'client-account', `${client}:${body.email}`);
    for (const [name, subject] of [
      ['signInFailures', pair],
      ['signInClientFailures', client],
    ] as const) {
      const verdict = await check(ctx, name, subject);
      if (!verdict.ok) refuse(verdict.retryAfterSeconds, ATTEMPTS);
    }
    const res = await forward(c, '/sign-in/email', { ...body, rememberMe: true });
    if (res.status === 401) {
      await consume(ctx, 'signInFailures', pair);
      await consume(ctx, 'signInClientFailures', client);
    } else if (res.ok) await clearCounter(ctx.db, `signInFailures:${pair}`);
    return translate(res);
  };

  /** The same answer for a new address and for one that has an account (whose owner gets a note). */
  const signUp = async (c: Context) => {
    const body = await parse(c, SignUp);
    await translate(await forward(c, '/sign-up/email', body));
    return c.json({ success: true, message: SIGN_UP_MESSAGE });
  };

  app.post('/sign-in/email', signIn);
  app.post('/sign-up/email', signUp);
  app.post('/request-password-reset', async (c) => {
    const body = await parse(c, RequestReset);
    // Same answer whether the account exists or not.
    await translate(
      await forward(c, '/request-password-reset', { ...body, redirectTo: '/admin/reset-password/confirm' }),
    );
    return c.json({
      success: true,
      message: 'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé.',
    });
  });
  app.post('/reset-password', async (c) => {
    const body = await parse(c, ResetPassword);
    await translate(await forward(c, '/reset-password', body));
    return c.json({ success: true, message: 'Mot de passe modifié. Vous pouvez vous connecter.' });
  });
  app.post('/sign-out', async (c) => translate(await forward(c, '/sign-out', {})));
  app.get('/get-session', (c) => auth.handler(c.req.raw));
  // The link of the confirmation e-mail: better-auth checks the token and marks the address confirmed; the
  // visitor lands on a page that says so, or why not (fixed addresses: nothing in the link decides where).
  app.get('/verify-email', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!/^[\w.-]{20,2000}$/.test(token)) return c.redirect(VERIFY_FAILED_PAGE, 303);
    const url = new URL(c.req.url);
    url.pathname = `${AUTH_BASE_PATH}/verify-email`;
    url.search = new URLSearchParams({ token, callbackURL: VERIFIED_PAGE }).toString();
    const res = await auth.handler(new Request(url, { method: 'GET', headers: c.req.raw.headers }));
    const location = res.headers.get('location') ?? '';
    return c.redirect(
      res.status < 400 && location === VERIFIED_PAGE ? VERIFIED_PAGE : VERIFY_FAILED_PAGE,
      303,
    );
  });

  // The public /auth page without JavaScript: a form post, then a redirect (errors by code only: no
  // personal data in the URL).
  const formFlow =
    (handler: (c: Context) => Promise<Response>, mode: 'signin' | 'signup', success: string) =>
    async (c: Context) => {
      try {
        const res = await handler(c);
        let target = success;
        if (mode === 'signin') {
          // Back-office users go to /admin, everyone else back to the site.
          const body = (await res
            .clone()
            .json()
            .catch(() => null)) as { user?: { id?: string } } | null;
          target = body?.user?.id && (await rolesOf(ctx.db, body.user.id)).length > 0 ? '/admin' : '/';
        }
        const out = c.redirect(target, 303);
        for (const cookie of res.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
        return out;
      } catch (err) {
        const code = err instanceof ApiFailure ? err.code : 'ERREUR';
        return c.redirect(`/auth?mode=${mode}&erreur=${encodeURIComponent(code)}`, 303);
      }
    };
  app.post('/form/sign-in', formFlow(signIn, 'signin', '/admin'));
  app.post('/form/sign-up', formFlow(signUp, 'signup', '/auth/inscription'));

  app.all('*', () => {
    throw notFound();
  });
  return app;
}
