/**
 * The site's simulator pre-filled from a city page (issue 29): a city page's slug in `?ville=` on the French or
 * English steps becomes the commune's INSEE code — the only form the island resolves — keeping the other
 * parameters; an unknown city is dropped; a code, or no city, is served as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (path: string) => t.app.request(path, { redirect: 'manual' });

describe("the site's simulator with a city page's slug", () => {
  it('turns the slug into the INSEE code, in French and in English, keeping the other parameters', async () => {
    const fr = await get('/v2/simulateur/email?ville=apl-lyon&cityName=Lyon&zoneAPL=2');
    expect(fr.status).toBe(302);
    expect(fr.headers.get('Location')).toBe('/v2/simulateur/email?ville=69123&cityName=Lyon&zoneAPL=2');
    const en = await get('/en/simulator/code-postal?ville=lyon');
    expect(en.status).toBe(302);
    expect(en.headers.get('Location')).toBe('/en/simulator/code-postal?ville=69123');
    // A homonym's page names its own commune: Saint-Denis of Seine-Saint-Denis, not that of La Réunion.
    const homonym = await get('/v2/simulateur/email?ville=apl-saint-denis-93');
    expect(homonym.headers.get('Location')).toBe('/v2/simulateur/email?ville=93066');
  });

  it('drops an unknown city or anything else than a slug, and leaves a code alone', async () => {
    const unknown = await get('/v2/simulateur/email?ville=apl-nulle-part-sur-mer&userType=student');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('Location')).toBe('/v2/simulateur/email?userType=student');
    const junk = await get('/v2/simulateur/email?ville=%3Cscript%3E');
    expect(junk.headers.get('Location')).toBe('/v2/simulateur/email');
    for (const path of ['/v2/simulateur/email?ville=69123', '/v2/simulateur/email', '/en/simulator/email']) {
      expect((await get(path)).status, path).not.toBe(302);
    }
    // An unknown step stays « Étape non trouvée », city or not.
    expect((await get('/v2/simulateur/nulle-part?ville=apl-lyon')).status).toBe(404);
  });
});
