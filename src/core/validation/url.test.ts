import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { safeWebUrl, URL_MAX_LENGTH, webUrlSchema } from './url.ts';

const schema = webUrlSchema('Site CAF');
const message = (v: unknown) => z.safeParse(schema, v).error?.issues[0]?.message;

/** Values that must never become a link, each with the message it gets. */
const REFUSED_URLS: Array<[string, string]> = [
  ['javascript:alert(1)', "Site CAF : l'adresse doit commencer par https:// (ou http://)"],
  ['JaVaScRiPt:alert(document.domain)', "Site CAF : l'adresse doit commencer par https:// (ou http://)"],
  [' javascript:alert(1)', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  ['\tjavascript:alert(1)', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  ['java\nscript:alert(1)', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  ['\u0000javascript:alert(1)', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  [
    'data:text/html,<script>alert(1)</script>',
    "Site CAF : l'adresse doit commencer par https:// (ou http://)",
  ],
  ['vbscript:msgbox(1)', "Site CAF : l'adresse doit commencer par https:// (ou http://)"],
  ['file:///etc/passwd', "Site CAF : l'adresse doit commencer par https:// (ou http://)"],
  ['//evil.example', "Site CAF : l'adresse doit commencer par https:// (ou http://)"],
  ['/\\evil.example', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  ['https:evil.example', "Site CAF : l'adresse doit commencer par https:// (ou http://)"],
  ['https:\\\\evil.example', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  ['ftp://caf.fr', "Site CAF : l'adresse doit commencer par https:// (ou http://)"],
  ['https://user:pass@evil.example', "Site CAF : l'adresse ne doit contenir ni identifiant ni mot de passe"],
  ['https://www.caf.fr@evil.example', "Site CAF : l'adresse ne doit contenir ni identifiant ni mot de passe"],
  ['https://www.caf.fr /x', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  ['https://www.caf.fr\u00a0', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  ['https://www.caf.fr\u0085', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  ['https://', 'Site CAF : adresse web invalide'],
  ['https://exa mple', "Site CAF : l'adresse ne doit contenir ni espace ni caractère de contrôle"],
  ['https://[::1', 'Site CAF : adresse web invalide'],
  ['', 'Site CAF : adresse web invalide'],
  [
    `https://caf.fr/${'a'.repeat(URL_MAX_LENGTH)}`,
    'Site CAF : adresse trop longue (2 000 caractères au plus)',
  ],
];

describe('web address', () => {
  it.each([
    'https://www.caf.fr/allocataires/caf-du-rhone',
    'http://www.caf.fr',
    'HTTPS://WWW.CAF.FR/contact?x=1&y=%20#haut',
    'https://www.caf.fr:8443/a/b',
  ])('accepts %s as typed', (url) => {
    expect(z.safeParse(schema, url)).toEqual({ success: true, data: url });
    expect(safeWebUrl(url)).toBe(url);
  });

  it.each(REFUSED_URLS)('refuses %j: « %s »', (url, expected) => {
    expect(message(url)).toBe(expected);
    expect(safeWebUrl(url)).toBeNull();
  });

  it(`refuses an address longer than ${URL_MAX_LENGTH} characters`, () => {
    const long = `https://caf.fr/${'a'.repeat(URL_MAX_LENGTH)}`;
    expect(message(long)).toBe('Site CAF : adresse trop longue (2 000 caractères au plus)');
    expect(safeWebUrl(long)).toBeNull();
    expect(safeWebUrl(long.slice(0, URL_MAX_LENGTH))).toBe(long.slice(0, URL_MAX_LENGTH));
  });

  it('refuses what is not a string', () => {
    expect(message(undefined)).toBe('Site CAF : adresse web invalide');
    expect(message(42)).toBe('Site CAF : adresse web invalide');
    expect(safeWebUrl(null)).toBeNull();
    expect(safeWebUrl({ toString: () => 'https://caf.fr' })).toBeNull();
  });

  it('whatever it is given, what it accepts is an http(s) URL of a host, without credentials', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string(),
          fc.string().map((s) => `https://${s}`),
          fc.string().map((s) => `${s}https://caf.fr`),
        ),
        (value) => {
          const ok = safeWebUrl(value);
          if (ok === null) return;
          const url = new URL(ok);
          expect(['https:', 'http:']).toContain(url.protocol);
          expect(url.hostname).not.toBe('');
          expect(url.username + url.password).toBe('');
          expect(ok).toMatch(/^https?:\/\/[^\s\\]+$/i);
        },
      ),
      { numRuns: 500 },
    );
  });
});
