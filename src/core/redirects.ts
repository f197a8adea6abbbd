/**
 * Redirects of old addresses (issue 15): the rules on a path of this site, and what adding or changing a
 * redirect does to the others so that there is never a chain (A→B→C becomes A→C) nor a loop (A→…→A).
 * Pure: the queries (db/queries/redirects.ts) read the table, ask `planRedirect`, and apply the plan.
 *
 * A path is kept in one canonical form, which the server compares with the request's path decoded the
 * same way: one leading `/`, no trailing `/` (except the root), percent-escapes decoded, letters of any
 * script, digits and a few URL punctuation marks only — no scheme, host, backslash, space, control
 * character, query, fragment, dot segment or empty segment. Such a path resolves to this host whatever the
 * base, so a Location built from it never leaves the site. Each segment becomes a folder of the build: it is
 * bounded in bytes (UTF-8), and so is the whole path (issue 26: ENAMETOOLONG failed every build).
 *
 * An old address is moreover none of the server's own paths nor a file of the build or under one (`redirectSource`,
 * with what the server lists: api/services/reserved-paths.ts), and a redirect never comes back to its old address
 * through the server's own aliases (`loopsThroughAliases`).
 */
import * as z from 'zod/mini';

export const REDIRECT_PATH_MAX_LENGTH = 500;
/**
 * Each segment of a path becomes a folder of the build, whose name a file system bounds at 255 bytes (UTF-8:
 * « é » takes 2): 200 leave room for what a build adds to a name. The whole path is bounded in bytes too.
 */
export const SEGMENT_MAX_BYTES = 200;
export const PATH_MAX_BYTES = 1000;

export type RedirectPathProblem = 'site' | 'requete' | 'caracteres' | 'format' | 'longueur' | 'segment';
export type RedirectSourceProblem = RedirectPathProblem | 'reservee' | 'fichier';
export type RedirectProblem = RedirectSourceProblem | 'boucle' | 'alias' | 'doublon' | 'en-ligne';

export const REDIRECT_MESSAGES: Record<RedirectProblem, string> = {
  site: 'Seules les adresses de ce site sont acceptées (elles commencent par /)',
  requete: "L'adresse ne doit contenir ni « ? » ni « # » (sans paramètres ni ancre)",
  caracteres: "L'adresse ne doit contenir ni espace, ni caractère de contrôle, ni caractère spécial",
  format: 'Adresse invalide : pas de « // », de « . » ni de « .. » entre deux barres obliques',
  longueur: `Adresse trop longue (${REDIRECT_PATH_MAX_LENGTH} caractères et 1 000 octets au plus ; une lettre accentuée compte pour 2 octets)`,
  segment: `Une partie de l'adresse (entre deux « / ») est trop longue : ${SEGMENT_MAX_BYTES} octets au plus, une lettre accentuée comptant pour 2`,
  reservee: 'Cette adresse est réservée au fonctionnement du site',
  fichier:
    "L'adresse d'origine est celle d'un fichier du site, ou se trouve sous un fichier du site (comme /robots.txt/…) : elle ne peut pas être redirigée",
  boucle: 'Cette redirection créerait une boucle',
  alias:
    "Le site redirige lui-même la nouvelle adresse vers l'ancienne (adresse de remplacement du site) : cette redirection tournerait en boucle",
  doublon: 'Cette adresse est déjà redirigée',
  'en-ligne': "Cette adresse est celle d'une page en ligne",
};

/** Letters and digits of any script, combining marks, and the URL punctuation a page address may hold. */
const ALLOWED = /^[\p{L}\p{N}\p{M}\-._~!$&()*+,;=@/]*$/u;
const utf8 = new TextEncoder();
const bytes = (text: string) => utf8.encode(text).length;

/** The canonical form of a path of this site, or why it is not one. Surrounding spaces are ignored. */
export function normalizeSitePath(
  input: string,
): { ok: true; path: string } | { ok: false; problem: RedirectPathProblem } {
  const typed = input.trim();
  if (typed.length > REDIRECT_PATH_MAX_LENGTH) return { ok: false, problem: 'longueur' };
  if (/[\\]/.test(typed) || !typed.startsWith('/') || typed.startsWith('//'))
    return { ok: false, problem: 'site' };
  if (/[\p{Cc}\s]/u.test(typed)) return { ok: false, problem: 'caracteres' };
  if (/[?#]/.test(typed)) return { ok: false, problem: 'requete' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(typed).normalize('NFC');
  } catch {
    return { ok: false, problem: 'caracteres' };
  }
  // An escape may hide what the typed text did not show: `/%2F%2Fhost`, `/%5Chost`, `/%0D%0A`, `/%3F`.
  if (/[\\]/.test(decoded) || decoded.startsWith('//')) return { ok: false, problem: 'site' };
  if (/[?#]/.test(decoded)) return { ok: false, problem: 'requete' };
  if (!ALLOWED.test(decoded)) return { ok: false, problem: 'caracteres' };
  const path = decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded;
  const segments = path.split('/').slice(1);
  if (path !== '/' && segments.some((s) => s === '' || s === '.' || s === '..'))
    return { ok: false, problem: 'format' };
  if (path.length > REDIRECT_PATH_MAX_LENGTH || bytes(path) > PATH_MAX_BYTES)
    return { ok: false, problem: 'longueur' };
  if (segments.some((s) => bytes(s) > SEGMENT_MAX_BYTES)) return { ok: false, problem: 'segment' };
  return { ok: true, path };
}

/**
 * What an old address may be neither nor sit under, gathered by the server (api/services/reserved-paths.ts):
 * `prefixes`, the paths the server answers itself (API, back-office, uploads, the build's assets);
 * `fileOnTheWay`, the file of the build or of public/ that a path is or sits under (a redirect there would need
 * a folder where the build writes a file: `/robots.txt/x` failed every build with EISDIR), or null.
 */
export type ReservedPaths = {
  prefixes: readonly string[];
  fileOnTheWay: (path: string) => string | null;
};

const atOrUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a (canonical) path belongs to what the server answers itself rather than to a page. */
export function isReservedPath(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => atOrUnder(path, prefix));
}

/** The canonical form of a redirect's old address, or why it cannot be one (see ReservedPaths). */
export function redirectSource(
  input: string,
  reserved: ReservedPaths,
): { ok: true; path: string } | { ok: false; problem: RedirectSourceProblem } {
  const normalized = normalizeSitePath(input);
  if (!normalized.ok) return normalized;
  if (isReservedPath(normalized.path, reserved.prefixes)) return { ok: false, problem: 'reservee' };
  if (reserved.fileOnTheWay(normalized.path) !== null) return { ok: false, problem: 'fichier' };
  return normalized;
}

/** The paths a path sits under, itself included: /a/b/c → /a, /a/b, /a/b/c. */
export function pathAndParents(path: string): string[] {
  const segments = path.split('/').slice(1);
  return segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
}

/**
 * The canonical form of a request's raw path (as sent, percent-escapes included), to look it up among the
 * redirects' old addresses; null when it cannot be one (then there is no redirect to find).
 */
export function requestPathKey(rawPath: string): string | null {
  const normalized = normalizeSitePath(rawPath);
  return normalized.ok ? normalized.path : null;
}

/** The Location for a canonical path: its non-ASCII letters percent-encoded, all else as it is. */
export function pathLocation(path: string): string {
  return encodeURI(path);
}

/**
 * The addresses the server itself redirects to another (api/routes/site.ts, spec §2), checked against the
 * running server by tests/security/build-breaking-inputs.test.ts: `from` exactly goes to `exact`, and one
 * segment under `from` goes to the same segment under `under` (`/thematiques/x` → `/guide/x`).
 */
export const SERVER_ALIASES: ReadonlyArray<{ from: string; exact: string; under: string | null }> = [
  { from: '/thematiques', exact: '/guide', under: '/guide' },
  { from: '/simulateur', exact: '/v2/simulateur/email', under: '/v2/simulateur' },
  { from: '/v2/simulateur', exact: '/v2/simulateur/email', under: null },
];

/** Where the server itself sends a (canonical) path, or null when it answers it without redirecting. */
export function serverAlias(path: string): string | null {
  for (const { from, exact, under } of SERVER_ALIASES) {
    if (path === from) return exact;
    const rest = path.startsWith(`${from}/`) ? path.slice(from.length + 1) : null;
    if (under && rest && !rest.includes('/')) return `${under}/${rest}`;
  }
  return null;
}

/** Whether `from → to` would come back to `from` through the server's own aliases (`/guide/x → /thematiques/x`). */
export function loopsThroughAliases(fromPath: string, toPath: string): boolean {
  let path: string | null = toPath;
  for (let hop = 0; path !== null && hop <= SERVER_ALIASES.length; hop++) {
    if (path === fromPath) return true;
    path = serverAlias(path);
  }
  return false;
}

/** zod schema of a path field (`champ` prefixes nothing: the messages are whole sentences). */
export const sitePathSchema = z.string({ error: REDIRECT_MESSAGES.site }).check(
  z.superRefine((value, ctx) => {
    const normalized = normalizeSitePath(value);
    if (!normalized.ok)
      ctx.issues.push({ code: 'custom', message: REDIRECT_MESSAGES[normalized.problem], input: value });
  }),
);

/** zod schema of a redirect's old address, for the reserved paths of this server (see `redirectSource`). */
export const redirectSourceSchema = (reserved: ReservedPaths) =>
  z.string({ error: REDIRECT_MESSAGES.site }).check(
    z.superRefine((value, ctx) => {
      const source = redirectSource(value, reserved);
      if (!source.ok)
        ctx.issues.push({ code: 'custom', message: REDIRECT_MESSAGES[source.problem], input: value });
    }),
  );

export type RedirectRule = { id: number; fromPath: string; toPath: string };

/** What to do to the table: the row to write (from → to), the rows to point elsewhere, the rows to delete. */
export type RedirectPlan = {
  fromPath: string;
  toPath: string;
  /** Rows that pointed to `fromPath` (they would chain) and now point to `toPath`. */
  retarget: number[];
  /** Rows to delete: an old address that is now a live page's own. */
  remove: number[];
  /** An existing row with this old address, updated in place (a slug change over an older redirect). */
  replace: number | null;
};

/**
 * What adding `fromPath → toPath` (both canonical) does to `existing` (without the row being edited):
 * - `manual`: refused when it would loop or when `fromPath` already redirects; a target that itself
 *   redirects is followed to its end, and the rows that pointed to `fromPath` follow to the same end;
 * - `slug` (a live page moved from `fromPath` to `toPath`): `toPath` is a live page's address again, so a
 *   redirect from it is removed (a slug renamed back), and the rest as above; never refused.
 */
export function planRedirect(
  existing: readonly RedirectRule[],
  change: { fromPath: string; toPath: string; source: 'manual' | 'slug' },
): { ok: true; plan: RedirectPlan } | { ok: false; problem: 'boucle' | 'doublon' } {
  const { fromPath, toPath, source } = change;
  if (fromPath === toPath) return { ok: false, problem: 'boucle' };
  const remove = source === 'slug' ? existing.filter((r) => r.fromPath === toPath).map((r) => r.id) : [];
  const rules = existing.filter((r) => !remove.includes(r.id));
  const sameFrom = rules.find((r) => r.fromPath === fromPath);
  if (sameFrom && source === 'manual') return { ok: false, problem: 'doublon' };
  const bySource = new Map(rules.map((r) => [r.fromPath, r]));
  // Follow the target to its end (rows already have no chain, so this is one step, but stay safe).
  let target = toPath;
  const seen = new Set([fromPath]);
  for (let next = bySource.get(target); next; next = bySource.get(target)) {
    if (seen.has(target)) break;
    seen.add(target);
    target = next.toPath;
  }
  if (target === fromPath) return { ok: false, problem: 'boucle' };
  const retarget = rules.filter((r) => r.toPath === fromPath && r.id !== sameFrom?.id).map((r) => r.id);
  return {
    ok: true,
    plan: { fromPath, toPath: target, retarget, remove, replace: sameFrom?.id ?? null },
  };
}
