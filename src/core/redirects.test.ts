import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  isReservedPath,
  loopsThroughAliases,
  normalizeSitePath,
  pathAndParents,
  pathLocation,
  planRedirect,
  REDIRECT_MESSAGES,
  REDIRECT_PATH_MAX_LENGTH,
  type RedirectRule,
  type ReservedPaths,
  redirectSource,
  redirectSourceSchema,
  requestPathKey,
  SEGMENT_MAX_BYTES,
  serverAlias,
  sitePathSchema,
} from './redirects.ts';

const SITE = 'https://www.apl-simulateur.fr';
const problemOf = (input: string) => {
  const r = normalizeSitePath(input);
  return r.ok ? null : r.problem;
};

describe('normalizeSitePath', () => {
  it.each([
    ['/conseil/ancien-article', '/conseil/ancien-article'],
    ['/conseil/ancien-article/', '/conseil/ancien-article'],
    ['  /apl-lyon  ', '/apl-lyon'],
    ['/', '/'],
    ['/Vieux/Chemin.html', '/Vieux/Chemin.html'],
    ['/conseil/%C3%A9conomie', '/conseil/économie'],
    ['/conseil/économie', '/conseil/économie'],
    ['/a_b~c', '/a_b~c'],
  ])('%j → %j', (input, path) => {
    expect(normalizeSitePath(input)).toEqual({ ok: true, path });
  });

  it.each([
    ['conseil/x', 'site'],
    ['', 'site'],
    ['//evil.example', 'site'],
    ['///evil.example', 'site'],
    ['/\\evil.example', 'site'],
    ['\\\\evil.example', 'site'],
    ['https://evil.example', 'site'],
    ['https:evil.example', 'site'],
    ['javascript:alert(1)', 'site'],
    ['/%2F%2Fevil.example', 'site'],
    ['/%2f/evil.example', 'site'],
    ['/%5Cevil.example', 'site'],
    ['/%5c%5cevil.example', 'site'],
    ['/a\tb', 'caracteres'],
    ['/\n/evil.example', 'caracteres'],
    ['/a%0D%0ALocation:%20https://evil', 'caracteres'],
    ['/a%00', 'caracteres'],
    ['/a b', 'caracteres'],
    ['/a%20b', 'caracteres'],
    ['/a%', 'caracteres'],
    ['/a%ZZ', 'caracteres'],
    ['/a<script>', 'caracteres'],
    ['/a"b', 'caracteres'],
    ["/a'b", 'caracteres'],
    ['/a:b', 'caracteres'],
    ['/a%25', 'caracteres'],
    ['/conseil/x?utm=1', 'requete'],
    ['/conseil/x#haut', 'requete'],
    ['/a%3Fb', 'requete'],
    ['/a%23b', 'requete'],
    ['/a//b', 'format'],
    ['/./x', 'format'],
    ['/a/../b', 'format'],
    ['/a/%2E%2E/b', 'format'],
    ['/..', 'format'],
    [`/${'a'.repeat(REDIRECT_PATH_MAX_LENGTH)}`, 'longueur'],
  ])('%j is refused (%s)', (input, problem) => {
    expect(problemOf(input)).toBe(problem);
  });

  it('every accepted path resolves to this host and is a valid Location', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (tail) => {
        for (const input of [`/${tail}`, tail, `/${encodeURIComponent(tail)}`]) {
          const r = normalizeSitePath(input);
          if (!r.ok) continue;
          const location = pathLocation(r.path);
          expect(new URL(location, SITE).host).toBe('www.apl-simulateur.fr');
          expect(new URL(location, SITE).pathname).toBe(location);
          expect(location).toMatch(/^\/(?![/\\])/);
          expect(location).not.toMatch(/[\s\p{Cc}\\?#]/u);
          // Canonical: normalising again changes nothing.
          expect(normalizeSitePath(r.path)).toEqual(r);
          expect(normalizeSitePath(location)).toEqual(r);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('the request key of an escaped path is its canonical form', () => {
    expect(requestPathKey('/conseil/%C3%A9conomie/')).toBe('/conseil/économie');
    expect(requestPathKey('//evil.example')).toBeNull();
    expect(pathLocation('/conseil/économie')).toBe('/conseil/%C3%A9conomie');
  });

  const FILES = ['/robots.txt', '/favicon.svg', '/conseil/search-index.json'];
  const RESERVED: ReservedPaths = {
    prefixes: ['/api', '/admin', '/_astro', '/media'],
    fileOnTheWay: (path) => pathAndParents(path).find((p) => FILES.includes(p)) ?? null,
  };

  it('knows the reserved paths', () => {
    expect(isReservedPath('/api/admin/redirects', RESERVED.prefixes)).toBe(true);
    expect(isReservedPath('/admin', RESERVED.prefixes)).toBe(true);
    expect(isReservedPath('/_astro/x.js', RESERVED.prefixes)).toBe(true);
    expect(isReservedPath('/media/a.png', RESERVED.prefixes)).toBe(true);
    expect(isReservedPath('/apis', RESERVED.prefixes)).toBe(false);
    expect(isReservedPath('/conseil/x', RESERVED.prefixes)).toBe(false);
  });

  it('refuses an old address at or under a file of the build (issue 26: /robots.txt/x failed every build)', () => {
    expect(redirectSource('/robots.txt/x', RESERVED)).toEqual({ ok: false, problem: 'fichier' });
    expect(redirectSource('/robots.txt', RESERVED)).toEqual({ ok: false, problem: 'fichier' });
    expect(redirectSource('/favicon.svg/a/b', RESERVED)).toEqual({ ok: false, problem: 'fichier' });
    expect(redirectSource('/conseil/search-index.json/x', RESERVED)).toEqual({
      ok: false,
      problem: 'fichier',
    });
    expect(redirectSource('/api/x', RESERVED)).toEqual({ ok: false, problem: 'reservee' });
    expect(redirectSource('/robots.txt-ancien', RESERVED)).toEqual({ ok: true, path: '/robots.txt-ancien' });
    expect(redirectSource('/conseil/ancien/', RESERVED)).toEqual({ ok: true, path: '/conseil/ancien' });
    expect(z.safeParse(redirectSourceSchema(RESERVED), '/robots.txt/x').error?.issues[0]?.message).toBe(
      REDIRECT_MESSAGES.fichier,
    );
  });

  it('bounds each segment and the whole path in bytes (issue 26: ENAMETOOLONG)', () => {
    expect(normalizeSitePath(`/${'a'.repeat(SEGMENT_MAX_BYTES)}`).ok).toBe(true);
    expect(normalizeSitePath(`/${'a'.repeat(SEGMENT_MAX_BYTES + 1)}`)).toEqual({
      ok: false,
      problem: 'segment',
    });
    // 150 letters, 300 bytes: under the length in characters, over the bound in bytes.
    expect(normalizeSitePath(`/guide/${'é'.repeat(150)}`)).toEqual({ ok: false, problem: 'segment' });
    expect(normalizeSitePath(`/${'é'.repeat(60)}${'%C3%A9'.repeat(45)}`)).toEqual({
      ok: false,
      problem: 'segment',
    });
    // 60 ideograms of 3 bytes a segment: 366 characters, 1,086 bytes.
    const deep = `/${Array.from({ length: 6 }, () => '日'.repeat(60)).join('/')}`;
    expect(deep.length).toBeLessThan(REDIRECT_PATH_MAX_LENGTH);
    expect(normalizeSitePath(deep)).toEqual({ ok: false, problem: 'longueur' });
  });

  it('lists a path and its parents', () => {
    expect(pathAndParents('/a/b/c')).toEqual(['/a', '/a/b', '/a/b/c']);
    expect(pathAndParents('/')).toEqual(['/']);
  });

  it('the schema answers the French messages', () => {
    expect(z.safeParse(sitePathSchema, '//evil.example').error?.issues[0]?.message).toBe(
      'Seules les adresses de ce site sont acceptées (elles commencent par /)',
    );
    expect(z.safeParse(sitePathSchema, 42).error?.issues[0]?.message).toBe(REDIRECT_MESSAGES.site);
    expect(z.safeParse(sitePathSchema, '/conseil/x').success).toBe(true);
  });
});

describe("the server's own aliases (issue 26: /guide/x → /thematiques/x looped)", () => {
  it('knows where the server sends an alias', () => {
    expect(serverAlias('/thematiques')).toBe('/guide');
    expect(serverAlias('/thematiques/aide')).toBe('/guide/aide');
    expect(serverAlias('/thematiques/a/b')).toBeNull();
    expect(serverAlias('/simulateur')).toBe('/v2/simulateur/email');
    expect(serverAlias('/simulateur/loyer')).toBe('/v2/simulateur/loyer');
    expect(serverAlias('/v2/simulateur')).toBe('/v2/simulateur/email');
    expect(serverAlias('/v2/simulateur/loyer')).toBeNull();
    expect(serverAlias('/guide/aide')).toBeNull();
  });

  it('finds a redirect that comes back through them', () => {
    expect(loopsThroughAliases('/guide/aide', '/thematiques/aide')).toBe(true);
    expect(loopsThroughAliases('/guide', '/thematiques')).toBe(true);
    expect(loopsThroughAliases('/v2/simulateur/email', '/simulateur')).toBe(true);
    expect(loopsThroughAliases('/v2/simulateur/email', '/v2/simulateur')).toBe(true);
    expect(loopsThroughAliases('/ancien', '/thematiques/aide')).toBe(false);
    expect(loopsThroughAliases('/guide/autre', '/thematiques/aide')).toBe(false);
  });
});

describe('planRedirect', () => {
  const rules = (...pairs: Array<[string, string]>): RedirectRule[] =>
    pairs.map(([fromPath, toPath], i) => ({ id: i + 1, fromPath, toPath }));

  it('refuses A → A', () => {
    expect(planRedirect([], { fromPath: '/a', toPath: '/a', source: 'manual' })).toEqual({
      ok: false,
      problem: 'boucle',
    });
  });

  it('adding A → B rewrites X → A to X → B', () => {
    expect(planRedirect(rules(['/x', '/a']), { fromPath: '/a', toPath: '/b', source: 'manual' })).toEqual({
      ok: true,
      plan: { fromPath: '/a', toPath: '/b', retarget: [1], remove: [], replace: null },
    });
  });

  it('adding A → B when B → C exists makes A → C', () => {
    expect(planRedirect(rules(['/b', '/c']), { fromPath: '/a', toPath: '/b', source: 'manual' })).toEqual({
      ok: true,
      plan: { fromPath: '/a', toPath: '/c', retarget: [], remove: [], replace: null },
    });
  });

  it('refuses a manual B → A when A → B exists, and a duplicate old address', () => {
    expect(planRedirect(rules(['/a', '/b']), { fromPath: '/b', toPath: '/a', source: 'manual' })).toEqual({
      ok: false,
      problem: 'boucle',
    });
    expect(planRedirect(rules(['/a', '/b']), { fromPath: '/a', toPath: '/c', source: 'manual' })).toEqual({
      ok: false,
      problem: 'doublon',
    });
  });

  it('a slug renamed back removes the old redirect and adds the reverse one', () => {
    expect(planRedirect(rules(['/a', '/b']), { fromPath: '/b', toPath: '/a', source: 'slug' })).toEqual({
      ok: true,
      plan: { fromPath: '/b', toPath: '/a', retarget: [], remove: [1], replace: null },
    });
  });

  it('a slug change over an older redirect from the same address replaces it', () => {
    expect(
      planRedirect(rules(['/a', '/z'], ['/y', '/a']), { fromPath: '/a', toPath: '/b', source: 'slug' }),
    ).toEqual({ ok: true, plan: { fromPath: '/a', toPath: '/b', retarget: [2], remove: [], replace: 1 } });
  });

  it('whatever the order of changes, the table never holds a chain or a loop', () => {
    const path = fc.constantFrom('/a', '/b', '/c', '/d', '/e');
    const change = fc.record({
      fromPath: path,
      toPath: path,
      source: fc.constantFrom('manual' as const, 'slug' as const),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 25 }), (changes) => {
        let table: RedirectRule[] = [];
        let nextId = 1;
        for (const c of changes) {
          const r = planRedirect(table, c);
          if (!r.ok) continue;
          const { plan } = r;
          table = table
            .filter((x) => !plan.remove.includes(x.id))
            .map((x) => (plan.retarget.includes(x.id) ? { ...x, toPath: plan.toPath } : x))
            .map((x) => (x.id === plan.replace ? { ...x, toPath: plan.toPath } : x));
          if (plan.replace === null)
            table.push({ id: nextId++, fromPath: plan.fromPath, toPath: plan.toPath });
          // A slug change: its new address is a page again, never an old address.
          if (c.source === 'slug') expect(table.some((x) => x.fromPath === c.toPath)).toBe(false);
          const froms = new Set(table.map((x) => x.fromPath));
          expect(froms.size).toBe(table.length);
          for (const x of table) {
            expect(x.fromPath).not.toBe(x.toPath);
            expect(froms.has(x.toPath), JSON.stringify(table)).toBe(false);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
