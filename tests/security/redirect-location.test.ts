/** sameSiteLocation on any input: a single-slash path of this host, query kept, ordinary paths unchanged. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameSiteLocation } from '../../api/redirect.ts';

const SITE = 'https://www.apl-simulateur.fr';

describe('sameSiteLocation', () => {
  it('keeps ordinary paths and queries as they are', () => {
    expect(sameSiteLocation('/apl-lyon')).toBe('/apl-lyon');
    expect(sameSiteLocation('/v2/simulateur/loyer', '?ville=lyon&x=1')).toBe(
      '/v2/simulateur/loyer?ville=lyon&x=1',
    );
    expect(sameSiteLocation('/guide/calcul-montant-apl', '')).toBe('/guide/calcul-montant-apl');
    expect(sameSiteLocation('')).toBe('/');
  });

  it.each([
    ['//evil.example', '/evil.example'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/\n/evil.example', '/evil.example'],
    ['/\r\n/\\evil.example', '/evil.example'],
    ['/.//evil.example', '/evil.example'],
    ['/./\\evil.example', '/evil.example'],
    ['/a/..//evil.example', '/evil.example'],
    ['https://evil.example', '/https://evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%j → %j', (path, location) => {
    expect(sameSiteLocation(path)).toBe(location);
  });

  it('whatever the path and query, the Location resolves to this host', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.string({ maxLength: 30 }),
        (path, query) => {
          const location = sameSiteLocation(path, `?${query}`);
          expect(new URL(location, SITE).host).toBe('www.apl-simulateur.fr');
          expect(location).toMatch(/^\/(?![/\\])/);
          expect(location).not.toMatch(/[\s\p{Cc}]/u);
          expect(location.split('?')[0]).not.toContain('\\');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
