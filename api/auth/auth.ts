/**
 * Accounts: better-auth over our store, SQLite or PostgreSQL (drizzle adapter, tables user/session/account/
 * verification of db/tables.ts; sessions live in the store, so every server knows them), e-mail + password only, passwords hashed by better-auth (scrypt), sessions in
 * HttpOnly + Secure + SameSite=Strict cookies. Account e-mails go through the same mailer as the results
 * (Resend or the local outbox), a few a day to one address from one client, and a daily total per address
 * that a stranger cannot use up (`mayMail`).
 *
 * Addresses are proven by their owner (DECISIONS 18): a public sign-up gets a confirmation link and cannot
 * sign in before following it; an invited account activates by choosing its password from a link sent to
 * the address. Sign-up answers the same whether the address has an account or not (its owner gets a note).
 *
 * Brute force: our own limits in the store (api/security: per client, and per client and account), never
 * in one process's memory. CSRF: better-auth checks the Origin of every cookie-carrying write against the
 * trusted origins; our own admin writes go through `sameOrigin` (csrf.ts).
 */
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { kindOf } from '../../db/client.ts';
import { markEmailVerified } from '../../db/queries/admin-users.ts';
import { tables as schema } from '../../db/tables.ts';
import type { AppContext } from '../context.ts';
import { libraryLog } from '../observability/report.ts';
import { recipientSubject, valueSubject } from '../security/client.ts';
import { consume } from '../security/rate-limit.ts';
import {
  type AccountEmail,
  existingAccountEmail,
  passwordEmail,
  verificationEmail,
} from '../services/account-email.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-policy.ts';
import { currentRequester } from './requester.ts';
import { authSecret } from './secret.ts';

export { authSecret };

export const AUTH_BASE_PATH = '/api/auth';
export const SESSION_DAYS = 7;
export { MIN_PASSWORD_LENGTH };
/** Where the address-confirmation link leads once followed: it worked, or it did not (static pages). */
export const VERIFIED_PAGE = '/auth/adresse-confirmee';
export const VERIFY_FAILED_PAGE = '/auth/lien-invalide';

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

/** The public address of this server, for links in e-mails (never the request's Host header). */
export function publicBase(ctx: AppContext): string {
  return (ctx.env.APP_URL ?? ctx.env.SITE_URL).replace(/\/$/, '');
}

/**
 * Whether an account e-mail to `to` may go (issue 26). An admin's invitation always goes. Otherwise the one
 * who asked gets a few a day to this address (ACCOUNT_EMAIL_REQUESTER_LIMIT), and only what is within that
 * share counts against the address's own daily total (ACCOUNT_EMAIL_RECIPIENT_LIMIT): a stranger repeating
 * requests from one client uses up their own share, never the owner's, whose click from their own client goes.
 */
async function mayMail(ctx: AppContext, to: string): Promise<boolean> {
  const requester = currentRequester();
  if (requester?.kind === 'admin') return true;
  const asker = requester?.subject ?? 'inconnu';
  const pair = valueSubject(ctx, 'requester-recipient', `${asker}:${to.trim().toLowerCase()}`);
  if (!(await consume(ctx, 'accountEmailRequester', pair)).ok) return false;
  return (await consume(ctx, 'accountEmailRecipient', recipientSubject(ctx, to))).ok;
}

/** Sends an account e-mail unless the limits above keep it (then nothing, silently). */
async function sendAccountEmail(ctx: AppContext, to: string, email: AccountEmail): Promise<void> {
  if (await mayMail(ctx, to)) await ctx.mailer.send({ to, ...email });
}

/** Accounts by e-mail and password: confirmed addresses only, our own links on the public address. */
function passwordOptions(ctx: AppContext): NonNullable<BetterAuthOptions['emailAndPassword']> {
  return {
    enabled: true,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    maxPasswordLength: MAX_PASSWORD_LENGTH,
    // No session before the owner confirmed the address; sign-up then answers the same for any address.
    requireEmailVerification: true,
    autoSignIn: false,
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: 60 * 60,
    sendResetPassword: async ({ user, token }) => {
      // Our own link (the SPA's confirm screen), on the configured public address, never the Host header.
      const link = `${publicBase(ctx)}/admin/reset-password/confirm?token=${encodeURIComponent(token)}`;
      await sendAccountEmail(ctx, user.email, passwordEmail(link, !user.emailVerified));
    },
    // The link was opened from the mailbox: the address is its owner's.
    onPasswordReset: async ({ user }) => {
      if (!user.emailVerified) await markEmailVerified(ctx.db, user.id);
    },
    onExistingUserSignUp: async ({ user }) => {
      const base = publicBase(ctx);
      await sendAccountEmail(
        ctx,
        user.email,
        existingAccountEmail(`${base}/auth?mode=signin`, `${base}/admin/reset-password`),
      );
    },
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
      provider: kindOf(ctx.db) === 'postgres' ? 'pg' : 'sqlite',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    trustedOrigins: (request?: Request) => trustedOrigins(ctx, request),
    emailAndPassword: passwordOptions(ctx),
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in with the right password but an unconfirmed address sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        const link = `${publicBase(ctx)}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}`;
        await sendAccountEmail(ctx, user.email, verificationEmail(link));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    // Our limits (api/security/write-limits.ts, api/routes/auth.ts) count in the store, for every server
    // process; better-auth's own limiter would count in this process's memory only.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, secure, sameSite: 'strict', path: '/' },
      // No IP address is read or stored by better-auth: our limits identify the client (api/security).
      ipAddress: { disableIpTracking: true },
    },
    // No IP address is stored with a session (privacy policy).
    databaseHooks: {
      session: { create: { before: async (session) => ({ data: { ...session, ipAddress: null } }) } },
    },
    telemetry: { enabled: false },
    // Errors only: better-auth's info lines may name an e-mail address, and no personal data goes to logs. Its
    // lines go to ours, scrubbed (api/observability/report.ts); its unexpected errors (a store error holds the
    // query and its parameters) are thrown to our error handler, which logs them without, instead of printed.
    logger: { level: 'error', log: libraryLog('better-auth') },
    onAPIError: { throw: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppContext, Auth>();

/** One better-auth instance per application context. */
export function authOf(ctx: AppContext): Auth {
  let auth = instances.get(ctx);
  if (!auth) {
    auth = createAuth(ctx);
    instances.set(ctx, auth);
  }
  return auth;
}
