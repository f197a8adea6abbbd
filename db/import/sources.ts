/**
 * Readers for the sourced data files in content/data (each folder has a README with source and licence).
 * Every row is validated; a malformed row or a missing file throws a SourceError naming the file and line,
 * so the import stops before writing anything.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';

z.config(z.locales.fr());

/** content/data, or CONTENT_DATA_DIR (tests point it at a copy with a broken file). */
export function contentDataDir(): string {
  return resolve(process.env.CONTENT_DATA_DIR || 'content/data');
}

export class SourceError extends Error {
  constructor(file: string, line: number | null, message: string) {
    super(`${relative(process.cwd(), file)}${line ? `, ligne ${line}` : ''} : ${message}`);
    this.name = 'SourceError';
  }
}

export function dataFile(...parts: string[]): string {
  return resolve(contentDataDir(), ...parts);
}

/** Parses a CSV file into validated rows; the error names the file and the line. */
export function readCsv<S extends z.ZodType>(
  file: string,
  schema: S,
  options: { delimiter?: string } = {},
): Array<z.infer<S>> {
  if (!existsSync(file)) throw new SourceError(file, null, 'fichier introuvable');
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(readFileSync(file), {
      columns: true,
      bom: true,
      delimiter: options.delimiter ?? ',',
      skip_empty_lines: true,
      relax_column_count: false,
      info: true,
    });
  } catch (err) {
    const e = err as { lines?: number; message: string };
    throw new SourceError(file, e.lines ?? null, `CSV illisible (${e.message})`);
  }
  return records.map(({ record, info }) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new SourceError(
        file,
        info.lines,
        `${issue?.path.join('.') || 'ligne'} : ${issue?.message ?? 'invalide'}`,
      );
    }
    return parsed.data;
  });
}

const inseeCode = z.string().regex(/^(\d{5}|2[AB]\d{3})$/, 'code INSEE attendu');
const optionalNumber = z
  .string()
  .transform((s) => s.trim().replace(',', '.'))
  .pipe(
    z.union([
      z.literal('').transform(() => null),
      z
        .string()
        .regex(/^-?\d+(\.\d+)?$/, 'nombre attendu')
        .transform(Number),
    ]),
  );

// ───────────── Communes (COG 2026, @etalab/decoupage-administratif) ─────────────

const cogCommune = z.object({
  code: inseeCode,
  nom: z.string().min(1),
  type: z.string(),
  zone: z.string().optional(),
  departement: z.string().min(2),
  region: z.string().optional(),
  commune: z.string().optional(),
  codesPostaux: z.array(z.string().regex(/^\d{5}$/)).optional(),
  population: z.number().int().nonnegative().optional(),
});
export type CogCommune = z.infer<typeof cogCommune>;

/** Communes (metropolitan France and overseas departments) and municipal arrondissements of the COG 2026. */
export function readCogCommunes(): CogCommune[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  const rows: unknown[] = JSON.parse(readFileSync(file, 'utf8'));
  const out: CogCommune[] = [];
  rows.forEach((row, i) => {
    const parsed = cogCommune.safeParse(row);
    if (!parsed.success) throw new SourceError(file, i + 2, parsed.error.issues[0]?.message ?? 'invalide');
    const c = parsed.data;
    const isCommune = c.type === 'commune-actuelle' && (c.zone === 'metro' || c.zone === 'drom');
    if (isCommune || c.type === 'arrondissement-municipal') out.push(c);
  });
  return out;
}

// ───────────── Centroids ─────────────

export function readCentroids(): Map<string, { lat: number; lon: number }> {
  const rows = readCsv(
    dataFile('communes', 'communes-centres-cog2026.csv'),
    z.object({
      code_insee: inseeCode,
      lat: z.coerce.number().min(-90).max(90),
      lon: z.coerce.number().min(-180).max(180),
    }),
  );
  return new Map(rows.map((r) => [r.code_insee, { lat: r.lat, lon: r.lon }]));
}

// ───────────── Rents (Carte des loyers 2022) ─────────────

export const RENT_SOURCE = {
  year: 2022,
  label: 'Carte des loyers 2022 (ministère du Logement / ANIL), loyers d’annonce charges comprises',
};

export function readRents(): Map<string, { apartment: number | null; house: number | null }> {
  const rows = readCsv(
    dataFile('loyers', 'carte-des-loyers-2022-commune.csv'),
    z.object({
      code_insee_cog2026: z.union([inseeCode, z.literal('')]),
      loyer_m2_appartement: optionalNumber,
      loyer_m2_maison: optionalNumber,
    }),
  );
  const map = new Map<string, { apartment: number | null; house: number | null }>();
  for (const r of rows) {
    if (!r.code_insee_cog2026 || map.has(r.code_insee_cog2026)) continue;
    map.set(r.code_insee_cog2026, { apartment: r.loyer_m2_appartement, house: r.loyer_m2_maison });
  }
  return map;
}

// ───────────── Zonage A/B/C (July 2024) ─────────────

export function readAbcZones(): Map<string, string> {
  const rows = readCsv(
    dataFile('zonage-abc', 'zonage-abc-juillet-2024.csv'),
    z.object({
      CODGEO: inseeCode,
      'Zone en vigueur depuis le 5 juillet 2024': z.enum(['Abis', 'A', 'B1', 'B2', 'C']),
    }),
    { delimiter: ';' },
  );
  return new Map(rows.map((r) => [r.CODGEO, r['Zone en vigueur depuis le 5 juillet 2024']]));
}

// ───────────── Zones tendues (TLV, décret 2023-822) ─────────────

export function readTlvTables(): Map<string, 1 | 2> {
  const rows = readCsv(
    dataFile('zones-tendues-tlv', 'tlv-communes-decret-2023-822.csv'),
    z.object({ code_insee_cog2026: inseeCode, tableau: z.enum(['1', '2']) }),
  );
  const map = new Map<string, 1 | 2>();
  for (const r of rows) {
    const table = r.tableau === '1' ? 1 : 2;
    // A merged commune keeps the strongest classification of its former communes.
    const prev = map.get(r.code_insee_cog2026);
    map.set(r.code_insee_cog2026, prev === 1 ? 1 : table);
  }
  return map;
}

// ───────────── Higher education (MESR) ─────────────

export type HigherEducationRow = {
  id: string;
  name: string;
  acronym: string | null;
  kind: string;
  sector: string | null;
  inseeCode: string;
  address: string | null;
  postalCode: string | null;
  website: string | null;
  students: number | null;
  lat: number | null;
  lon: number | null;
};

export function readHigherEducation(): HigherEducationRow[] {
  const rows = readCsv(
    dataFile('enseignement-superieur', 'fr-esr-principaux-etablissements-enseignement-superieur.csv'),
    z.object({
      'identifiant interne': z.string().min(1),
      libellé: z.string().min(1),
      sigle: z.string(),
      "type d'établissement": z.string().min(1),
      "secteur d'établissement": z.string(),
      'Code commune': z.union([inseeCode, z.literal('')]),
      Adresse: z.string(),
      'Code postal': z.string(),
      'site internet': z.string(),
      géolocalisation: z.string(),
      "Effectifs d'étudiants inscrits 2022-23": optionalNumber,
    }),
    { delimiter: ';' },
  );
  // Establishments without a commune code (seat abroad or unknown) cannot be placed on a city page.
  return rows
    .filter((r) => r['Code commune'] !== '')
    .map((r) => {
      const point = r.géolocalisation.split(',').map((x) => Number(x.trim()));
      const [lat, lon] = point.length === 2 && point.every(Number.isFinite) ? point : [null, null];
      return {
        id: r['identifiant interne'],
        name: r.libellé,
        acronym: r.sigle || null,
        kind: r["type d'établissement"],
        sector: r["secteur d'établissement"] || null,
        inseeCode: r['Code commune'],
        address: r.Adresse || null,
        postalCode: r['Code postal'] || null,
        website: r['site internet'] || null,
        students: r["Effectifs d'étudiants inscrits 2022-23"],
        lat: lat ?? null,
        lon: lon ?? null,
      };
    });
}

// ───────────── CROUS residences (CNOUS, end 2022) ─────────────

export type CrousRow = {
  id: string;
  name: string;
  address: string | null;
  postalCode: string | null;
  rentMin: number | null;
  rentMax: number | null;
  bookingUrl: string | null;
  website: string | null;
  lat: number;
  lon: number;
};

/**
 * The rent range published in the free text (« Tarif * de 333 € à 537 € », « Loyer : 277€ »,
 * « LOYER MENSUEL : T1 – 305 € / T1bis – 346 € »): every amount of 100–1,200 € in the sentence that
 * follows the first « tarif » or « loyer » mentioning euros. Null when none is found.
 */
export function parseCrousRent(infos: string): [number, number] | null {
  const text = infos.replace(/\u00a0/g, ' ');
  const keyword = /(tarifs?|loyers?)\b/gi;
  const amount = String.raw`(\d{2,4}(?:[.,]\d{1,2})?)`;
  const range = new RegExp(String.raw`${amount}\s*(?:€\s*)?à\s*${amount}\s*€`, 'g');
  const single = new RegExp(String.raw`${amount}\s*€`, 'g');
  for (let m = keyword.exec(text); m; m = keyword.exec(text)) {
    // The table that follows the keyword, up to the short-stay or update notes.
    const window =
      text.slice(m.index, m.index + 350).split(/D’autres tarifs|nuitée|Mis à jour|wifirst/i)[0] ?? '';
    const found = [...window.matchAll(range)].flatMap((a) => [a[1], a[2]]);
    found.push(...[...window.matchAll(single)].map((a) => a[1]));
    const amounts = found
      .map((a) => Number((a ?? '').replace(',', '.')))
      .filter((n) => n >= 100 && n <= 1200);
    if (amounts.length > 0) return [Math.min(...amounts), Math.max(...amounts)];
  }
  return null;
}

export function readCrousResidences(): CrousRow[] {
  const rows = readCsv(
    dataFile('crous', 'fr_crous_logement_france_entiere.csv'),
    z.object({
      id: z.string().min(1),
      title: z.string().min(1),
      address: z.string(),
      infos: z.string(),
      interneturl: z.string(),
      bookingurl: z.string(),
      geocalisation: z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'coordonnées « lat,lon » attendues'),
    }),
    { delimiter: ';' },
  );
  return rows.map((r) => {
    const [lat, lon] = r.geocalisation.split(',').map(Number) as [number, number];
    const rent = parseCrousRent(r.infos);
    const address = r.address.replace(/\s+/g, ' ').trim();
    return {
      id: r.id,
      name: r.title.trim(),
      address: address || null,
      postalCode: /\b(\d{5})\b/.exec(address)?.[1] ?? null,
      rentMin: rent?.[0] ?? null,
      rentMax: rent?.[1] ?? null,
      bookingUrl: r.bookingurl || null,
      website: r.interneturl || null,
      lat,
      lon,
    };
  });
}

// ───────────── APL zoning (arrêté du 17 mars 1978 modifié; OpenFisca 2011 file mapped to COG 2026) ─────────────

export function readAplZones(): Map<string, 1 | 2 | 3 | null> {
  const rows = readCsv(
    dataFile('zonage-apl', 'zone-apl-cog2026.csv'),
    z.object({ code_insee: inseeCode, zone_apl: z.enum(['1', '2', '3', '']) }),
  );
  return new Map(rows.map((r) => [r.code_insee, r.zone_apl ? (Number(r.zone_apl) as 1 | 2 | 3) : null]));
}
