/**
 * Every write to the API is rate-limited per client, by construction: one table maps each write route to
 * its limit, and a write that matches no entry counts against the general `apiWrite` limit. The counters
 * are in the store, so every server process shares them. Runs before the body is read: a flood costs one
 * counter update per request.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context.ts';
import { clientSubject } from './client.ts';
import type { LimitName } from './limits.ts';
import { enforce, type Refusal } from './rate-limit.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Write routes and their limit; the first entry whose path matches wins (`*` = any rest of path). */
export const WRITE_LIMITS: ReadonlyArray<readonly [string, LimitName]> = [
  ['/api/v2-save-step', 'stepSave'],
  ['/api/calculate', 'simulationCompute'],
  ['/api/v2-complete-session', 'simulationCompute'],
  ['/api/send-apl-results', 'resultEmailClient'],
  ['/api/contact', 'contact'],
  ['/api/partner-clicks', 'partnerClick'],
  ['/api/visitor-tracking', 'tracking'],
  ['/api/data-deletion', 'dataDeletion'],
  ['/api/data-deletion/confirm', 'dataDeletion'],
  ['/api/auth/sign-in/email', 'signIn'],
  ['/api/auth/form/sign-in', 'signIn'],
  ['/api/auth/sign-up/email', 'signUp'],
  ['/api/auth/form/sign-up', 'signUp'],
  ['/api/auth/request-password-reset', 'passwordReset'],
  ['/api/auth/reset-password', 'passwordReset'],
  ['/api/admin/*', 'adminWrite'],
];

const attempts: Refusal = { code: 'TROP_DE_TENTATIVES', message: (wait) => `Trop de tentatives. ${wait}` };

/** What a refusal says, where it is more precise than « Trop de demandes. Réessayez dans … ». */
const REFUSALS: Partial<Record<LimitName, Refusal>> = {
  tracking: {
    code: 'TROP_DE_REQUETES',
    message: (wait) => `Trop d'envois de mesure d'audience depuis cette connexion. ${wait}`,
  },
  signIn: attempts,
  signUp: attempts,
  passwordReset: attempts,
  contact: { message: (wait) => `Trop de messages envoyés depuis cette connexion. ${wait}` },
  resultEmailClient: { message: (wait) => `Trop d'envois de résultats depuis cette connexion. ${wait}` },
};

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The limit a write to `path` counts against. */
export function writeLimitOf(path: string): LimitName {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return WRITE_LIMITS.find(([pattern]) => matches(pattern, normalised))?.[1] ?? 'apiWrite';
}

export function writeLimits(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const name = writeLimitOf(c.req.path);
      await enforce(ctx, name, clientSubject(ctx, c), REFUSALS[name]);
    }
    await next();
  };
}
