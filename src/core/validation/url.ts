/**
 * Web address that an editor or a visitor enters and that a page prints as a link (site of the CAF, partner
 * offer): `https://` or `http://` only, written out in full, without credentials, spaces or control
 * characters. One schema for the writes (admin API, seed) and for the pages, which print a stored address
 * only when it still passes: a `javascript:`, `data:` or `//other-host` value never becomes a link.
 */
import * as z from 'zod/mini';

export const URL_MAX_LENGTH = 2000;

/** Spaces (any Unicode white space), C0 and C1 control characters, and the backslash browsers read as `/`. */
const FORBIDDEN = /[\s\p{Cc}\\]/u;
/** The scheme and `//` written out: no `//host`, no `https:host`, no other scheme. */
const WEB_PREFIX = /^https?:\/\//i;

export type UrlProblem = 'format' | 'protocole' | 'identifiants' | 'caracteres' | 'longueur';

/** Messages naming the field, e.g. « Site CAF : adresse web invalide ». */
export function urlMessages(champ: string): Record<UrlProblem, string> {
  return {
    format: `${champ} : adresse web invalide`,
    protocole: `${champ} : l'adresse doit commencer par https:// (ou http://)`,
    identifiants: `${champ} : l'adresse ne doit contenir ni identifiant ni mot de passe`,
    caracteres: `${champ} : l'adresse ne doit contenir ni espace ni caractère de contrôle`,
    longueur: `${champ} : adresse trop longue (2 000 caractères au plus)`,
  };
}

/** What is wrong with a web address, or null when it can be printed as a link. */
export function urlProblem(value: string): UrlProblem | null {
  if (value.length === 0) return 'format';
  if (value.length > URL_MAX_LENGTH) return 'longueur';
  if (FORBIDDEN.test(value)) return 'caracteres';
  if (!WEB_PREFIX.test(value)) return 'protocole';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'format';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'protocole';
  if (url.username !== '' || url.password !== '') return 'identifiants';
  if (url.hostname === '') return 'format';
  return null;
}

/** Schema of a web address field; `champ` names it in the messages. The value is kept as typed. */
export function webUrlSchema(champ: string) {
  const messages = urlMessages(champ);
  return z.string({ error: messages.format }).check(
    z.superRefine((value, ctx) => {
      const problem = urlProblem(value);
      if (problem) ctx.issues.push({ code: 'custom', message: messages[problem], input: value });
    }),
  );
}

const anyWebUrl = webUrlSchema('Adresse web');

/** The address when it may be printed as a link, otherwise null (for values read back from storage). */
export function safeWebUrl(value: unknown): string | null {
  const parsed = z.safeParse(anyWebUrl, value);
  return parsed.success ? parsed.data : null;
}
