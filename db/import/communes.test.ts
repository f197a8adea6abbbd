import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { importCommunes } from './communes.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-import-'));
let db: Db;

/** A digest of every imported table: equal digests mean the second run changed nothing. */
function digest(database: Db): string {
  const hash = createHash('sha256');
  for (const table of [
    'french_cities',
    'city_pages',
    'city_proximity_links',
    'higher_education_sites',
    'crous_residences',
  ]) {
    for (const row of database.$client.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()) {
      hash.update(JSON.stringify(row));
    }
  }
  return hash.digest('hex');
}

const one = <T>(sql: string, ...params: unknown[]) => db.$client.prepare(sql).get(...params) as T;

beforeAll(() => {
  db = openDb(join(dir, 'apl.db'));
  applyMigrations(db);
  importCommunes(db);
}, 60_000);

afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('commune import', () => {
  it('stores every commune and municipal arrondissement of France', () => {
    const { n, arm } = one<{ n: number; arm: number }>(
      "SELECT count(*) AS n, sum(type = 'ARM') AS arm FROM french_cities",
    );
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
  ])('%s %s is in APL zone %i', (insee, name, zone) => {
    const row = one<{ name: string; zone_apl: number }>(
      'SELECT name, zone_apl FROM french_cities WHERE insee_code = ?',
      insee,
    );
    expect(row).toMatchObject({ name, zone_apl: zone });
  });

  it('gives arrondissements their parent commune and its zone', () => {
    const row = one<{ parent_insee: string; zone_apl: number; postal_codes: string }>(
      "SELECT parent_insee, zone_apl, postal_codes FROM french_cities WHERE insee_code = '69381'",
    );
    expect(row).toMatchObject({ parent_insee: '69123', zone_apl: 2 });
    expect(JSON.parse(row.postal_codes)).toEqual(['69001']);
  });

  it('creates a page for communes of 5,000+ inhabitants and for student towns, with spec slugs', () => {
    const pages = one<{ n: number }>('SELECT count(*) AS n FROM city_pages').n;
    expect(pages).toBeGreaterThan(2_200);
    expect(pages).toBeLessThan(2_500);
    expect(one<{ slug: string }>("SELECT slug FROM city_pages WHERE insee_code = '42218'").slug).toBe(
      'apl-saint-etienne',
    );
    // No commune under the threshold without a student site gets a page.
    const small = one<{ n: number }>(
      `SELECT count(*) AS n FROM city_pages p JOIN french_cities c USING (insee_code)
       WHERE c.population < 5000
         AND c.insee_code NOT IN (SELECT insee_code FROM higher_education_sites)
         AND c.insee_code NOT IN (SELECT insee_code FROM crous_residences)`,
    ).n;
    expect(small).toBe(0);
  });

  it('makes homonyms unique by department', () => {
    const slugs = db.$client
      .prepare("SELECT slug FROM city_pages WHERE city_name = 'Saint-Denis' ORDER BY slug")
      .pluck()
      .all();
    expect(slugs).toEqual(['apl-saint-denis', 'apl-saint-denis-93']);
    const dupes = one<{ n: number }>('SELECT count(*) - count(DISTINCT slug) AS n FROM city_pages').n;
    expect(dupes).toBe(0);
  });

  it('links every located page to its 4 nearest pages', () => {
    const nearLyon = db.$client
      .prepare(
        `SELECT p.city_name FROM city_proximity_links l JOIN city_pages p ON p.insee_code = l.target_city_insee
         WHERE l.source_city_insee = '69123' ORDER BY l.distance_km`,
      )
      .pluck()
      .all();
    expect(nearLyon).toHaveLength(4);
    expect(nearLyon).toContain('Villeurbanne');
    const withoutFour = one<{ n: number }>(
      `SELECT count(*) AS n FROM city_pages p JOIN french_cities c USING (insee_code)
       WHERE c.lat IS NOT NULL AND (SELECT count(*) FROM city_proximity_links WHERE source_city_insee = p.insee_code) <> 4`,
    ).n;
    expect(withoutFour).toBe(0);
  });

  it('attaches CROUS residences and higher-education sites to their commune', () => {
    const crousLyon = one<{ n: number }>(
      "SELECT count(*) AS n FROM crous_residences WHERE insee_code IN (SELECT insee_code FROM french_cities WHERE insee_code = '69123' OR parent_insee = '69123')",
    ).n;
    expect(crousLyon).toBeGreaterThan(5);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM crous_residences').n).toBe(788);
  });

  it('is idempotent: a second run changes nothing', () => {
    const before = digest(db);
    const report = importCommunes(db);
    expect(report.newCityPages).toBe(0);
    expect(digest(db)).toBe(before);
  }, 60_000);

  it('never overwrites what an editor wrote', () => {
    db.$client
      .prepare("UPDATE city_pages SET content = '<p>Texte de la rédaction</p>' WHERE slug = 'apl-lyon'")
      .run();
    importCommunes(db);
    expect(one<{ content: string }>("SELECT content FROM city_pages WHERE slug = 'apl-lyon'").content).toBe(
      '<p>Texte de la rédaction</p>',
    );
  }, 60_000);

  it('refuses a malformed file, naming the file and line, and leaves the database untouched', () => {
    const copy = join(dir, 'content-data');
    cpSync('content/data', copy, { recursive: true });
    const file = join(copy, 'communes', 'communes-centres-cog2026.csv');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1200] = '01999,Nulle-Part,COM,pas-un-nombre,4.9,1';
    writeFileSync(file, lines.join('\n'));
    const before = digest(db);
    process.env.CONTENT_DATA_DIR = copy;
    try {
      expect(() => importCommunes(db)).toThrow(/communes-centres-cog2026\.csv, ligne 1201 : lat/);
      rmSync(join(copy, 'loyers', 'carte-des-loyers-2022-commune.csv'));
      writeFileSync(file, readFileSync('content/data/communes/communes-centres-cog2026.csv'));
      expect(() => importCommunes(db)).toThrow(/carte-des-loyers-2022-commune\.csv : fichier introuvable/);
    } finally {
      delete process.env.CONTENT_DATA_DIR;
    }
    expect(digest(db)).toBe(before);
  }, 60_000);
});
