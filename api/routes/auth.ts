/**
 * /api/auth/*: the few better-auth endpoints we use, each validated with zod first (French field errors)
 * and answered in our error shape. Also two form endpoints for the public /auth page without JavaScript.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { emailSchema } from '../../src/core/validation/email.ts';
import { AccountLimiter } from '../auth/account-limiter.ts';
import { AUTH_BASE_PATH, authOf, CLIENT_IP_HEADER, MIN_PASSWORD_LENGTH } from '../auth/auth.ts';
import { sameOrigin } from '../auth/csrf.ts';
import { rolesOf } from '../auth/roles.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, badRequest, describeFieldErrors, fieldErrorsOf, notFound } from '../errors.ts';

const passwordRequired = z
  .string({ error: 'Le mot de passe est requis' })
  .min(1, 'Le mot de passe est requis');
const newPassword = z
  .string({ error: 'Le mot de passe est requis' })
  .min(MIN_PASSWORD_LENGTH, `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`)
  .max(128, 'Le mot de passe est trop long (128 caractères au plus)');

export const SignIn = z.object({ email: emailSchema, password: passwordRequired });
export const SignUp = z.object({
  name: z
    .string({ error: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(100, 'Le nom est trop long (100 caractères au plus)'),
  email: emailSchema,
  password: newPassword,
});
export const RequestReset = z.object({ email: emailSchema });
export const ResetPassword = z.object({
  token: z.string({ error: 'Lien de réinitialisation invalide' }).min(1, 'Lien de réinitialisation invalide'),
  newPassword,
});

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
  PASSWORD_TOO_SHORT: {
    message: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
    field: 'password',
    status: 400,
  },
  PASSWORD_TOO_LONG: { message: 'Le mot de passe est trop long', field: 'password', status: 400 },
  INVALID_TOKEN: { message: 'Lien de réinitialisation invalide ou expiré', field: 'token', status: 400 },
  INVALID_ORIGIN: { message: 'Requête refusée : origine non autorisée', status: 403 },
  MISSING_OR_NULL_ORIGIN: { message: 'Requête refusée : origine non autorisée', status: 403 },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { message: 'Requête refusée : origine non autorisée', status: 403 },
};

const tooMany = (seconds: number) =>
  new ApiFailure(
    429,
    'TROP_DE_TENTATIVES',
    `Trop de tentatives. Réessayez dans ${seconds < 90 ? `${Math.max(1, seconds)} secondes` : `${Math.ceil(seconds / 60)} minutes`}.`,
  );

function clientIp(c: Context, fromHeader: string | undefined): string | null {
  if (fromHeader) {
    // The proxy appends the address it saw: the last value is the one no client could forge.
    const value = c.req.header(fromHeader)?.split(',').pop()?.trim();
    return value || null;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

export function authRoutes(ctx: AppContext) {
  const auth = authOf(ctx);
  const accounts = new AccountLimiter();
  const app = new Hono();
  // Login CSRF too: every write here must come from a page of this site.
  app.use('*', sameOrigin(ctx));

  /** Hands a validated body to better-auth, with the socket IP in our header (any client value replaced). */
  const forward = async (c: Context, path: string, body: unknown) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, ctx.env.CLIENT_IP_FROM);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const url = new URL(c.req.url);
    url.pathname = `${AUTH_BASE_PATH}${path}`;
    url.search = '';
    return auth.handler(
      new Request(url, {
        method: 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  };

  /** better-auth's non-2xx answers in our error shape and in French. */
  const translate = async (res: Response): Promise<Response> => {
    if (res.ok || res.status === 302) return res;
    if (res.status === 429) {
      const retry = Number(res.headers.get('x-retry-after') ?? 60);
      throw tooMany(Number.isFinite(retry) ? retry : 60);
    }
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
    const wait = accounts.retryAfter(body.email);
    if (wait > 0) throw tooMany(Math.ceil(wait / 1000));
    const res = await forward(c, '/sign-in/email', { ...body, rememberMe: true });
    if (res.status === 401) accounts.failure(body.email);
    else if (res.ok) accounts.success(body.email);
    return translate(res);
  };

  const signUp = async (c: Context) => {
    const body = await parse(c, SignUp);
    return translate(await forward(c, '/sign-up/email', body));
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
          target = body?.user?.id && rolesOf(ctx.db, body.user.id).length > 0 ? '/admin' : '/';
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
  app.post('/form/sign-up', formFlow(signUp, 'signup', '/'));

  app.all('*', () => {
    throw notFound();
  });
  return app;
}
