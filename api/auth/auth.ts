/**
 * Accounts: better-auth over our SQLite (drizzle adapter, tables user/session/account/verification of
 * db/schema.ts), e-mail + password only, passwords hashed by better-auth (scrypt), sessions in
 * HttpOnly + Secure + SameSite=Strict cookies. Password-reset e-mails go through the same mailer as the
 * results (Resend or the local outbox).
 *
 * Brute force: better-auth's own rate limiter counts per client IP (the socket address, set by
 * `withClientIp` below, never a header the client chose); `account-limiter.ts` counts failures per account.
 * CSRF: better-auth checks the Origin of every cookie-carrying write against the trusted origins;
 * our own admin writes go through `sameOrigin` (csrf.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { betterAuth } from 'better-auth';
import * as schema from '../../db/schema.ts';
import type { AppContext } from '../context.ts';
import { escapeHtml } from '../services/email.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** Header our server sets from the socket address (any client value is replaced). */
export const CLIENT_IP_HEADER = 'x-apl-client-ip';
export const SESSION_DAYS = 7;
export const MIN_PASSWORD_LENGTH = 10;

/** BETTER_AUTH_SECRET, or a random secret created once beside the database (mode 600). */
export function authSecret(ctx: AppContext): string {
  if (ctx.env.BETTER_AUTH_SECRET) return ctx.env.BETTER_AUTH_SECRET;
  const file = join(dirname(ctx.env.DATABASE_PATH), 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Scheme + host the browser used (the node server builds request.url from the Host header). */
export function requestOrigin(request: Request): string | null {
  try {
    return new URL(request.url).origin;
  } catch {
    return null;
  }
}

export function trustedOrigins(ctx: AppContext, request?: Request): string[] {
  const origins = new Set<string>([new URL(ctx.env.SITE_URL).origin]);
  if (ctx.env.APP_URL) origins.add(new URL(ctx.env.APP_URL).origin);
  const own = request ? requestOrigin(request) : null;
  if (own) origins.add(own);
  return [...origins];
}

function resetEmail(link: string) {
  const safe = escapeHtml(link);
  return {
    subject: 'Réinitialisation de votre mot de passe',
    html: `<p>Bonjour,</p><p>Une réinitialisation du mot de passe de votre compte APL Simulateur a été demandée.</p>
<p><a href="${safe}">Choisir un nouveau mot de passe</a> (lien valable une heure).</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>`,
    text: `Bonjour,\n\nUne réinitialisation du mot de passe de votre compte APL Simulateur a été demandée.\nChoisir un nouveau mot de passe (lien valable une heure) : ${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.`,
  };
}

function createAuth(ctx: AppContext) {
  const secure = true;
  return betterAuth({
    appName: 'APL Simulateur',
    basePath: AUTH_BASE_PATH,
    baseURL: ctx.env.APP_URL ?? ctx.env.SITE_URL,
    secret: authSecret(ctx),
    database: drizzleAdapter(ctx.db, {
      provider: 'sqlite',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    trustedOrigins: (request?: Request) => trustedOrigins(ctx, request),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        // Our own link (the SPA's confirm screen), on the configured public address, never the Host header.
        const base = (ctx.env.APP_URL ?? ctx.env.SITE_URL).replace(/\/$/, '');
        const link = `${base}/admin/reset-password/confirm?token=${encodeURIComponent(token)}`;
        await ctx.mailer.send({ to: user.email, templateKey: 'reset-password', ...resetEmail(link) });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 5 },
        '/reset-password': { window: 300, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, secure, sameSite: 'strict', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // No IP address is stored with a session (privacy policy): the rate limiter reads it from the request.
    databaseHooks: {
      session: { create: { before: async (session) => ({ data: { ...session, ipAddress: null } }) } },
    },
    telemetry: { enabled: false },
    // Errors only: better-auth's info lines may name an e-mail address, and no personal data goes to logs.
    logger: { disabled: ctx.env.NODE_ENV === 'test', level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppContext, Auth>();

/** One better-auth instance per application context (its rate-limit counters live in memory). */
export function authOf(ctx: AppContext): Auth {
  let auth = instances.get(ctx);
  if (!auth) {
    auth = createAuth(ctx);
    instances.set(ctx, auth);
  }
  return auth;
}
