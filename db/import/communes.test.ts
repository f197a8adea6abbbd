import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { closeDb, type Db, openDb } from '../client.ts';
import { countWhere, first, rawRows } from '../dialect.ts';
import { applyMigrations } from '../migrate.ts';
import {
  cityPages,
  cityProximityLinks,
  crousResidences,
  frenchCities,
  higherEducationSites,
} from '../tables.ts';
import { importCommunes } from './communes.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-import-'));
let store: TestStore;
let db: Db;

/** A digest of every imported table: equal digests mean the second run changed nothing. */
async function digest(database: Db): Promise<string> {
  const hash = createHash('sha256');
  const ordered = [
    database.select().from(frenchCities).orderBy(asc(frenchCities.inseeCode)),
    database.select().from(cityPages).orderBy(asc(cityPages.id)),
    database
      .select()
      .from(cityProximityLinks)
      .orderBy(asc(cityProximityLinks.sourceCityInsee), asc(cityProximityLinks.targetCityInsee)),
    database.select().from(higherEducationSites).orderBy(asc(higherEducationSites.id)),
    database.select().from(crousResidences).orderBy(asc(crousResidences.id)),
  ];
  for (const query of ordered) for (const row of await query) hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

/** A count of raw SQL (PostgreSQL returns count(*) as text). */
const countOf = async (query: SQL) => Number((await rawRows<{ n: number | string }>(db, query))[0]?.n);

beforeAll(async () => {
  store = await testStore(dir, { prepared: false });
  db = openDb(store.target);
  await applyMigrations(db);
  await importCommunes(db);
}, 120_000);

afterAll(async () => {
  await closeDb(db);
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('commune import', () => {
  it('stores every commune and municipal arrondissement of France', async () => {
    const { n, arm } = (await first(
      db.select({ n: count(), arm: countWhere(eq(frenchCities.type, 'ARM')) }).from(frenchCities),
    )) as { n: number; arm: number };
    expect(n).toBeGreaterThan(34_800);
    expect(n).toBeLessThan(35_100);
    expect(arm).toBe(45);
  });

  it.each([
    ['69123', 'Lyon', 2],
    ['13055', 'Marseille', 2],
    ['78646', 'Versailles', 1],
    ['95127', 'Cergy', 1],
    ['75056', 'Paris', 1],
    ['42218', 'Saint-Étienne', 2],
  ])('%s %s is in APL zone %i', async (insee, name, zone) => {
    const row = await first(
      db
        .select({ name: frenchCities.name, zone_apl: frenchCities.zoneApl })
        .from(frenchCities)
        .where(eq(frenchCities.inseeCode, insee as string)),
    );
    expect(row).toMatchObject({ name, zone_apl: zone });
  });

  it('gives arrondissements their parent commune and its zone', async () => {
    const row = await first(
      db
        .select({
          parent_insee: frenchCities.parentInsee,
          zone_apl: frenchCities.zoneApl,
          postal_codes: frenchCities.postalCodes,
        })
        .from(frenchCities)
        .where(eq(frenchCities.inseeCode, '69381')),
    );
    expect(row).toMatchObject({ parent_insee: '69123', zone_apl: 2 });
    expect(row?.postal_codes).toEqual(['69001']);
  });

  it('creates a page for communes of 5,000+ inhabitants and for student towns, with spec slugs', async () => {
    const pages = (await first(db.select({ n: count() }).from(cityPages)))?.n;
    expect(pages).toBeGreaterThan(2_200);
    expect(pages).toBeLessThan(2_500);
    expect(
      (
        await first(
          db.select({ slug: cityPages.slug }).from(cityPages).where(eq(cityPages.inseeCode, '42218')),
        )
      )?.slug,
    ).toBe('apl-saint-etienne');
    // No commune under the threshold without a student site gets a page.
    const small = await countOf(
      sql`SELECT count(*) AS n FROM city_pages p JOIN french_cities c USING (insee_code)
       WHERE c.population < 5000
         AND c.insee_code NOT IN (SELECT insee_code FROM higher_education_sites)
         AND c.insee_code NOT IN (SELECT insee_code FROM crous_residences)`,
    );
    expect(small).toBe(0);
  });

  it('makes homonyms unique by department', async () => {
    const slugs = (
      await db
        .select({ slug: cityPages.slug })
        .from(cityPages)
        .where(eq(cityPages.cityName, 'Saint-Denis'))
        .orderBy(asc(cityPages.slug))
    ).map((r) => r.slug);
    expect(slugs).toEqual(['apl-saint-denis', 'apl-saint-denis-93']);
    const dupes = await countOf(sql`SELECT count(*) - count(DISTINCT slug) AS n FROM city_pages`);
    expect(dupes).toBe(0);
  });

  it('links every located page to its 4 nearest pages', async () => {
    const nearLyon = (
      await db
        .select({ cityName: cityPages.cityName })
        .from(cityProximityLinks)
        .innerJoin(cityPages, eq(cityPages.inseeCode, cityProximityLinks.targetCityInsee))
        .where(eq(cityProximityLinks.sourceCityInsee, '69123'))
        .orderBy(asc(cityProximityLinks.distanceKm))
    ).map((r) => r.cityName);
    expect(nearLyon).toHaveLength(4);
    expect(nearLyon).toContain('Villeurbanne');
    const withoutFour = await countOf(
      sql`SELECT count(*) AS n FROM city_pages p JOIN french_cities c USING (insee_code)
       WHERE c.lat IS NOT NULL AND (SELECT count(*) FROM city_proximity_links WHERE source_city_insee = p.insee_code) <> 4`,
    );
    expect(withoutFour).toBe(0);
  });

  it('attaches CROUS residences and higher-education sites to their commune', async () => {
    const crousLyon = await countOf(
      sql`SELECT count(*) AS n FROM crous_residences WHERE insee_code IN (SELECT insee_code FROM french_cities WHERE insee_code = '69123' OR parent_insee = '69123')`,
    );
    expect(crousLyon).toBeGreaterThan(5);
    expect((await first(db.select({ n: count() }).from(crousResidences)))?.n).toBe(788);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await digest(db);
    const report = await importCommunes(db);
    expect(report.newCityPages).toBe(0);
    expect(await digest(db)).toBe(before);
  }, 60_000);

  it('never overwrites what an editor wrote', async () => {
    await db
      .update(cityPages)
      .set({ content: '<p>Texte de la rédaction</p>' })
      .where(eq(cityPages.slug, 'apl-lyon'));
    await importCommunes(db);
    expect(
      (
        await first(
          db.select({ content: cityPages.content }).from(cityPages).where(eq(cityPages.slug, 'apl-lyon')),
        )
      )?.content,
    ).toBe('<p>Texte de la rédaction</p>');
  }, 60_000);

  it('refuses a malformed file, naming the file and line, and leaves the database untouched', async () => {
    const copy = join(dir, 'content-data');
    cpSync('content/data', copy, { recursive: true });
    const file = join(copy, 'communes', 'communes-centres-cog2026.csv');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1200] = '01999,Nulle-Part,COM,pas-un-nombre,4.9,1';
    writeFileSync(file, lines.join('\n'));
    const before = await digest(db);
    process.env.CONTENT_DATA_DIR = copy;
    try {
      await expect(importCommunes(db)).rejects.toThrow(/communes-centres-cog2026\.csv, ligne 1201 : lat/);
      rmSync(join(copy, 'loyers', 'carte-des-loyers-2022-commune.csv'));
      writeFileSync(file, readFileSync('content/data/communes/communes-centres-cog2026.csv'));
      await expect(importCommunes(db)).rejects.toThrow(
        /carte-des-loyers-2022-commune\.csv : fichier introuvable/,
      );
    } finally {
      delete process.env.CONTENT_DATA_DIR;
    }
    expect(await digest(db)).toBe(before);
  }, 60_000);
});
