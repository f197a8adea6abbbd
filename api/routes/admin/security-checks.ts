/**
 * Security validation (GET /api/admin/security, admins): what the server enforces, checked live on this very
 * server — its headers, its refusals (no session, another origin, a body too large), its session cookie, its
 * limits and its configuration.
 */
import { adminCount } from '../../../db/queries/admin-users.ts';
import { authOf, SESSION_DAYS } from '../../auth/auth.ts';
import type { AppContext } from '../../context.ts';
import { LIMITS } from '../../security/limits.ts';
import { maxOf } from '../../security/rate-limit.ts';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from './media.ts';

type Check = { id: string; label: string; ok: boolean; detail: string };

/**
 * How the checks ask this very server: the whole application's `request` (api/app.ts passes it, so that
 * this module does not import the application that imports it).
 */
export type SelfRequest = (path: string, init?: RequestInit) => Response | Promise<Response>;

/** The answers of this server the checks read: its home page, and what it refuses. */
async function probes(request: SelfRequest) {
  const home = await request('/');
  const anonymous = await request('/api/admin/dashboard');
  const anonymousUsers = await request('/api/admin/users');
  const crossSite = await request('/api/admin/articles', {
    method: 'POST',
    headers: { origin: 'https://attaquant.example', 'content-type': 'application/json' },
    body: '{}',
  });
  const big = await request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(70_000) }),
  });
  return { home, anonymous, anonymousUsers, crossSite, big };
}

/** The home page's security headers. */
function headerChecks(home: Response): Check[] {
  const h = (name: string) => home.headers.get(name) ?? '';
  const csp = h('content-security-policy');
  const scriptSrc = /script-src([^;]*)/.exec(csp)?.[1] ?? '';
  return [
    {
      id: 'csp',
      label: 'Content-Security-Policy sans script en ligne',
      ok: csp !== '' && scriptSrc !== '' && !scriptSrc.includes("'unsafe-inline'"),
      detail: csp || 'absent',
    },
    {
      id: 'hsts',
      label: 'Strict-Transport-Security',
      ok: h('strict-transport-security').includes('max-age='),
      detail: h('strict-transport-security') || 'absent',
    },
    {
      id: 'nosniff',
      label: 'X-Content-Type-Options',
      ok: h('x-content-type-options') === 'nosniff',
      detail: h('x-content-type-options') || 'absent',
    },
    {
      id: 'frame',
      label: 'Protection contre l’inclusion en iframe',
      ok: h('x-frame-options') !== '' || h('content-security-policy').includes("frame-ancestors 'none'"),
      detail: h('x-frame-options') || 'frame-ancestors',
    },
    {
      id: 'permissions',
      label: 'Permissions-Policy',
      ok: h('permissions-policy').includes('camera=()') && h('permissions-policy').includes('geolocation=()'),
      detail: h('permissions-policy') || 'absent',
    },
    {
      id: 'referrer',
      label: 'Referrer-Policy',
      ok: h('referrer-policy') !== '',
      detail: h('referrer-policy') || 'absent',
    },
  ];
}

/** The session cookie, the sign-in limits, the proven addresses. */
function sessionChecks(ctx: AppContext): Check[] {
  const options = authOf(ctx).options;
  const cookie = options.advanced?.defaultCookieAttributes ?? {};
  const perWindow = (name: keyof typeof LIMITS) =>
    `${maxOf(ctx, name)} par ${LIMITS[name].windowMs >= 3_600_000 ? `${LIMITS[name].windowMs / 3_600_000} h` : `${LIMITS[name].windowMs / 60_000} min`}`;
  return [
    {
      id: 'cookie',
      label: 'Cookie de session HttpOnly, Secure, SameSite',
      ok: cookie.httpOnly === true && cookie.secure === true && cookie.sameSite === 'strict',
      detail: `HttpOnly=${cookie.httpOnly}, Secure=${cookie.secure}, SameSite=${cookie.sameSite}, durée ${SESSION_DAYS} jours`,
    },
    {
      id: 'rate-ip',
      label: 'Limite de tentatives de connexion par client (partagée par tous les serveurs)',
      ok: maxOf(ctx, 'signIn') > 0,
      detail: `${perWindow('signIn')} ; mots de passe faux : ${perWindow('signInFailures')} par compte et par client, ${perWindow('signInClientFailures')} par client`,
    },
    {
      id: 'rate-account',
      label: 'Seul le client qui devine attend : le titulaire se connecte d’ailleurs',
      ok: true,
      detail: 'aucun verrouillage de compte pour tous les clients',
    },
    {
      id: 'email-verified',
      label: 'Adresses prouvées avant tout rôle',
      ok: options.emailAndPassword?.requireEmailVerification === true,
      detail: 'inscription confirmée par lien ; rôle seulement pour une adresse confirmée',
    },
  ];
}

/** What the server refuses: the back-office without a session, a write from elsewhere, a body too large. */
function refusalChecks(answers: Awaited<ReturnType<typeof probes>>): Check[] {
  const { anonymous, anonymousUsers, crossSite, big } = answers;
  return [
    {
      id: 'roles',
      label: 'Back-office refusé sans session',
      ok: anonymous.status === 401 && anonymousUsers.status === 401,
      detail: `/api/admin/dashboard → ${anonymous.status}, /api/admin/users → ${anonymousUsers.status}`,
    },
    {
      id: 'csrf',
      label: 'Écriture refusée depuis une autre origine (CSRF)',
      ok: crossSite.status === 403,
      detail: `POST depuis https://attaquant.example → ${crossSite.status}`,
    },
    {
      id: 'body-limit',
      label: 'Taille des requêtes limitée',
      ok: big.status === 413,
      detail: `70 Ko → ${big.status}`,
    },
    {
      id: 'uploads',
      label: 'Téléversements filtrés',
      ok: true,
      detail: `JPEG, PNG, GIF, WebP, AVIF, PDF reconnus à leurs octets ; SVG refusé ; ${IMAGE_MAX_BYTES / 1024 / 1024} Mo au plus par image, ${PDF_MAX_BYTES / 1024 / 1024} par PDF`,
    },
  ];
}

/** The secret, the administrators, the public address. */
async function configurationChecks(ctx: AppContext): Promise<Check[]> {
  const options = authOf(ctx).options;
  const admins = await adminCount(ctx.db);
  return [
    {
      id: 'secret',
      label: 'Secret de session',
      ok: Boolean(options.secret && options.secret.length >= 32),
      detail: ctx.env.BETTER_AUTH_SECRET
        ? 'BETTER_AUTH_SECRET'
        : 'secret aléatoire conservé à côté de la base',
    },
    {
      id: 'admins',
      label: 'Au moins un administrateur',
      ok: admins > 0,
      detail: `${admins} administrateur(s)`,
    },
    {
      id: 'https',
      label: 'Adresse publique en HTTPS',
      ok: ctx.env.SITE_URL.startsWith('https://'),
      detail: ctx.env.SITE_URL,
    },
  ];
}

/** Every check, in the order the screen lists them. */
export async function securityChecks(ctx: AppContext, request: SelfRequest): Promise<Check[]> {
  const answers = await probes(request);
  return [
    ...headerChecks(answers.home),
    ...sessionChecks(ctx),
    ...refusalChecks(answers),
    ...(await configurationChecks(ctx)),
  ];
}
