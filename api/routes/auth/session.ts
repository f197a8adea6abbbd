/**
 * Signing in and out, and signing up: the JSON endpoints, and the form posts of the public /auth page without
 * JavaScript (a redirect after; errors by code only: no personal data in the URL).
 *
 * Guessing passwords: every sign-in counts against SIGNIN_RATE_LIMIT per client (api/security/write-limits);
 * wrong passwords count per client and account (SIGNIN_FAILURE_LIMIT) and per client (SIGNIN_CLIENT_FAILURE_LIMIT).
 * Only the guessing client waits: the owner, from another client, still signs in.
 */
import type { Context, Hono } from 'hono';
import { rolesOf } from '../../../db/queries/admin-users.ts';
import { clearCounter } from '../../../db/queries/rate-limits.ts';
import { authOf } from '../../auth/auth.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure } from '../../errors.ts';
import { clientSubject, valueSubject } from '../../security/client.ts';
import { check, consume, type Refusal, refuse } from '../../security/rate-limit.ts';
import { type Forward, parse, translate } from './better-auth.ts';
import { SIGN_UP_MESSAGE, SignIn, SignUp } from './schemas.ts';

const ATTEMPTS: Refusal = { code: 'TROP_DE_TENTATIVES', message: (wait) => `Trop de tentatives. ${wait}` };

type Handler = (c: Context) => Promise<Response>;

/** POST /sign-in/email: refused while this client guesses, its wrong passwords counted. */
const signInHandler =
  (ctx: AppContext, forward: Forward): Handler =>
  async (c) => {
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
const signUpHandler =
  (forward: Forward): Handler =>
  async (c) => {
    const body = await parse(c, SignUp);
    await translate(await forward(c, '/sign-up/email', body));
    return c.json({ success: true, message: SIGN_UP_MESSAGE });
  };

/** A form post of the /auth page: the handler's answer as a redirect, its cookies kept; an error as its code. */
const formFlow =
  (ctx: AppContext, handler: Handler, mode: 'signin' | 'signup', success: string): Handler =>
  async (c) => {
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

/** Sign-in, sign-up, sign-out and the session, as JSON; sign-in and sign-up as form posts too. */
export function sessionRoutes(app: Hono, ctx: AppContext, forward: Forward) {
  const signIn = signInHandler(ctx, forward);
  const signUp = signUpHandler(forward);
  const auth = authOf(ctx);
  app.post('/sign-in/email', signIn);
  app.post('/sign-up/email', signUp);
  app.post('/sign-out', async (c) => translate(await forward(c, '/sign-out', {})));
  app.get('/get-session', (c) => auth.handler(c.req.raw));
  app.post('/form/sign-in', formFlow(ctx, signIn, 'signin', '/admin'));
  app.post('/form/sign-up', formFlow(ctx, signUp, 'signup', '/auth/inscription'));
}
