/**
 * The reference cases of the APL engine (tests/fixtures/apl, see its README) and how each one is fed to the
 * engine. One replay for two readers: the engine test (tests/engine/reference-cases.test.ts), which also checks
 * every intermediate value, and the page « Précision du simulateur », which says at build time how close the
 * engine is to the reference engine that produced the cases.
 *
 * - oracle-dev-cases.jsonl and oracle-situations-dev.jsonl: the simulator's own inputs. A zone given wins;
 *   otherwise the postal code gives the commune (the most populated one when the code spans several zones, as
 *   the reference cases were computed), hence the zone and whether the dwelling is in an overseas department;
 *   `room` is the cases' name for `chambre`.
 * - cases.dev.json: OpenFisca-France's YAML tests. Six are fully described by the simulator's fields; the other
 *   nine have resources the simulator does not ask for, so they are replayed with the resources R computed by
 *   OpenFisca, everything else by the engine. No case is left out.
 *
 * The files are read from the project root (the working directory of every build and test, like the store's
 * default path in db/client.ts) and checked with zod; a malformed file fails loudly.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { computeAid } from '../../core/apl/explained.ts';
import { calculateAid } from '../../core/apl/index.ts';
import type { EntreeMoteur, ResultatAide, Zone } from '../../core/apl/types.ts';
import { type CommuneCandidate, resolveZone, type ZoneIndex } from '../../core/zoning/index.ts';

/** Where the fixtures are: tests/fixtures/apl under the project root. */
export const REFERENCE_DIR = resolve('tests', 'fixtures', 'apl');

/** Largest gap accepted on any case (€/month), as the engine test requires. */
export const TOLERANCE = 0.1;

/** A gap below half a cent: the same amount to the cent. */
const CENT = 0.005;

/* ── The files ─────────────────────────────────────────────────────────────────────────────────────────── */

const scalar = z.union([z.number(), z.string(), z.boolean()]);
const values = z.record(z.string(), scalar);

const oracleOutput = z.object({
  aide_logement_montant: z.number(),
  apl: z.number(),
  als: z.number(),
  alf: z.number(),
  intermediate: values,
  mapping: z.optional(
    z.object({
      depcom: z.optional(z.string()),
      postal_zone_ambiguous: z.optional(z.boolean()),
      zone_source: z.optional(z.string()),
    }),
  ),
});

const oracleCase = z.object({
  id: z.string(),
  // Given to the engine as it is (the engine validates it); only what the replay reads is typed here.
  input: z.looseObject({
    date: z.string(),
    zone: z.optional(z.number()),
    postalCode: z.optional(z.string()),
    room: z.optional(z.boolean()),
  }),
  output: oracleOutput,
  engine: z.string(),
});

const situationCase = oracleCase.extend({ output: oracleOutput.extend({ extra: values }) });

const devCase = z.object({
  id: z.string(),
  period: z.string(),
  zone: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  rent: z.number(),
  furnished: z.boolean(),
  colocation: z.boolean(),
  chambre: z.boolean(),
  housing: z.object({ logement_conventionne: z.boolean(), aid_type: z.string() }),
  household: z.object({
    couple: z.boolean(),
    children: z.number(),
    applicant: z.object({ birthdate: z.string() }),
  }),
  status: z.string(),
  status_details: z.object({ handicap: z.optional(z.boolean()) }),
  boursier: z.nullable(z.boolean()),
  resources: z.object({ openfisca_computed: z.object({ aide_logement_base_ressources_R: z.number() }) }),
  source: z.object({ openfisca_france: z.object({ version: z.string(), commit: z.string() }) }),
  expected: z.object({ openfisca_value_at_commit: z.number() }),
  openfisca_intermediates: z.record(z.string(), z.number()),
});

export type OracleCase = z.infer<typeof oracleCase>;
export type SituationCase = z.infer<typeof situationCase>;
export type DevCase = z.infer<typeof devCase>;

/** The three files, in the order the page lists them. */
export const REFERENCE_FILES = {
  oracle: 'oracle-dev-cases.jsonl',
  situations: 'oracle-situations-dev.jsonl',
  dev: 'cases.dev.json',
} as const;

export type ReferenceSource = keyof typeof REFERENCE_FILES;

export type ReferenceCases = { oracle: OracleCase[]; situations: SituationCase[]; dev: DevCase[] };

function jsonLines<T>(file: string, schema: z.ZodType<T>): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => parsed(schema, JSON.parse(line), `${file}, ligne ${i + 1}`));
}

function parsed<T>(schema: z.ZodType<T>, data: unknown, where: string): T {
  const r = schema.safeParse(data);
  if (!r.success) throw new Error(`${where} : ${r.error.issues[0]?.message ?? 'cas illisible'}`);
  return r.data;
}

/** Reads and checks the three files of `dir`. */
export function readReferenceCases(dir: string = REFERENCE_DIR): ReferenceCases {
  const devFile = join(dir, REFERENCE_FILES.dev);
  return {
    oracle: jsonLines(join(dir, REFERENCE_FILES.oracle), oracleCase),
    situations: jsonLines(join(dir, REFERENCE_FILES.situations), situationCase),
    dev: parsed(z.array(devCase), JSON.parse(readFileSync(devFile, 'utf8')), devFile),
  };
}

/** The postal codes of the cases: the only communes the replay needs from the zoning (db/queries/communes.ts). */
export function referencePostalCodes(cases: ReferenceCases): string[] {
  const codes = [...cases.oracle, ...cases.situations].map((c) => c.input.postalCode);
  return [...new Set(codes.filter((c): c is string => c !== undefined))].sort();
}

/* ── Feeding a case to the engine ──────────────────────────────────────────────────────────────────────── */

/** Where a case's dwelling is, as the engine is told. */
export type Lieu = {
  zone: Zone;
  /** In an overseas department (engine input `overseas`). */
  overseas: boolean;
  /** The commune the postal code gave (null for a zone given directly). */
  commune: CommuneCandidate | null;
  /** The postal code spans several zones: the most populated commune was taken. */
  ambiguous: boolean;
};

export type Replay =
  | { ok: true; result: ResultatAide; lieu: Lieu | null; reference: number; gap: number }
  | { ok: false; message: string; reference: number };

/** The zone of a case: given, or from its postal code (the most populated commune, as the reference cases). */
export function lieuOf(index: ZoneIndex, input: OracleCase['input']): Lieu | string {
  const r = resolveZone(index, input);
  if (r.kind === 'error') return r.message;
  if (r.kind === 'ambiguous') {
    return {
      zone: r.defaultCommune.zone as Zone,
      overseas: r.overseas,
      commune: r.defaultCommune,
      ambiguous: true,
    };
  }
  return { zone: r.zone, overseas: r.overseas, commune: r.commune, ambiguous: false };
}

const outcome = (r: ReturnType<typeof calculateAid>, reference: number, lieu: Lieu | null): Replay =>
  r.ok
    ? { ok: true, result: r.result, lieu, reference, gap: Math.abs(r.result.montant - reference) }
    : { ok: false, message: r.errors.map((e) => e.message).join(' ; '), reference };

/** What the engine is told of a case of oracle-dev-cases.jsonl or oracle-situations-dev.jsonl: its zone placed. */
export function oracleInput(c: OracleCase, index: ZoneIndex): { input: unknown; lieu: Lieu } | string {
  const { room, ...input } = c.input;
  const lieu = lieuOf(index, input);
  if (typeof lieu === 'string') return lieu;
  return {
    input: {
      ...input,
      zone: lieu.zone,
      ...(room === undefined ? {} : { chambre: room }),
      ...(lieu.overseas ? { overseas: true } : {}),
    },
    lieu,
  };
}

/** One case of oracle-dev-cases.jsonl or oracle-situations-dev.jsonl through the engine. */
export function replayOracleCase(c: OracleCase, index: ZoneIndex): Replay {
  const reference = c.output.aide_logement_montant;
  const placed = oracleInput(c, index);
  if (typeof placed === 'string') return { ok: false, message: placed, reference };
  return outcome(calculateAid(placed.input, { date: c.input.date }), reference, placed.lieu);
}

/** Cases of cases.dev.json fully described by the simulator's fields: status and monthly income. */
export const DEV_CASES_COMPLETE: Readonly<
  Record<string, { status: EntreeMoteur['status']; income: number }>
> = {
  'of-aides_logement_etudiant-0-2021-02': { status: 'student', income: 583.33 },
  'of-aides_logement_reforme_janvier_2021-0-2021-01': { status: 'rsa', income: 0 },
  'of-aides_logement_reforme_janvier_2021-10-2021-01': { status: 'student', income: 150 },
  'of-Z_chomeur_célibataire_d1-0-2024-01': { status: 'rsa', income: 0 },
  'of-ass_01_personne_seule-0-2024-10': { status: 'unemployed', income: 0 },
  'of-rsa_02_seuil_rsa_chomeur-0-2024-01': { status: 'rsa', income: 0 },
};

/** One case of cases.dev.json through the engine (with OpenFisca's resources R when the simulator lacks them). */
export function replayDevCase(c: DevCase): Replay {
  const complete = DEV_CASES_COMPLETE[c.id];
  const entree: EntreeMoteur = {
    zone: c.zone,
    rent: c.rent,
    furnished: c.furnished,
    chambre: c.chambre,
    colocation: c.colocation,
    conventionne: c.housing.logement_conventionne,
    birthDate: c.household.applicant.birthdate,
    status: complete?.status ?? 'employee',
    boursier: c.boursier === true,
    livingAlone: !c.household.couple,
    children: c.household.children,
    income: complete?.income ?? 0,
  };
  const r = complete
    ? calculateAid(entree, { date: c.period })
    : computeAid(entree, c.period, {
        ressourcesAnnuelles: c.resources.openfisca_computed.aide_logement_base_ressources_R,
        exemptionDegressivite: c.status_details.handicap === true,
      });
  return outcome(r, c.expected.openfisca_value_at_commit, null);
}

/* ── How close the engine is ───────────────────────────────────────────────────────────────────────────── */

export type ReferenceEngine = { name: string; version: string; commit: string };

export type SourceSummary = {
  source: ReferenceSource;
  file: string;
  cases: number;
  /** Same amount to the cent. */
  exact: number;
  /** Within TOLERANCE. */
  withinTolerance: number;
  /** Cases the engine could not compute (counted as misses, never dropped). */
  failed: number;
  /** Largest gap in euros (0 when every case is exact). */
  maxGap: number;
  /** First and last month of the cases (AAAA-MM). */
  months: { from: string; to: string };
  engines: ReferenceEngine[];
};

export type ReferenceSummary = { sources: SourceSummary[]; total: Omit<SourceSummary, 'source' | 'file'> };

const ENGINE = /^(OpenFisca-France) (\S+) \(git ([0-9a-f]+)\)/;

function engineOf(label: string): ReferenceEngine {
  const m = ENGINE.exec(label);
  if (!m) throw new Error(`moteur de référence illisible : ${label}`);
  return { name: m[1] as string, version: m[2] as string, commit: m[3] as string };
}

function uniqueEngines(engines: ReferenceEngine[]): ReferenceEngine[] {
  const byKey = new Map(engines.map((e) => [`${e.name} ${e.version} ${e.commit.slice(0, 11)}`, e]));
  return [...byKey.values()].map((e) => ({ ...e, commit: e.commit.slice(0, 11) }));
}

function summarize(
  source: ReferenceSource,
  replays: Replay[],
  months: string[],
  engines: ReferenceEngine[],
): SourceSummary {
  let exact = 0;
  let withinTolerance = 0;
  let failed = 0;
  let maxGap = 0;
  for (const r of replays) {
    if (!r.ok) {
      failed++;
      continue;
    }
    if (r.gap < CENT) exact++;
    if (r.gap <= TOLERANCE) withinTolerance++;
    if (r.gap > maxGap) maxGap = r.gap;
  }
  const sorted = [...months].sort();
  return {
    source,
    file: REFERENCE_FILES[source],
    cases: replays.length,
    exact,
    withinTolerance,
    failed,
    maxGap,
    months: { from: sorted[0] ?? '', to: sorted.at(-1) ?? '' },
    engines: uniqueEngines(engines),
  };
}

/** Every case through the engine, summed up by file and in all. */
export function replayReferenceCases(cases: ReferenceCases, index: ZoneIndex): ReferenceSummary {
  const sources = [
    summarize(
      'oracle',
      cases.oracle.map((c) => replayOracleCase(c, index)),
      cases.oracle.map((c) => c.input.date),
      cases.oracle.map((c) => engineOf(c.engine)),
    ),
    summarize(
      'situations',
      cases.situations.map((c) => replayOracleCase(c, index)),
      cases.situations.map((c) => c.input.date),
      cases.situations.map((c) => engineOf(c.engine)),
    ),
    summarize(
      'dev',
      cases.dev.map(replayDevCase),
      cases.dev.map((c) => c.period),
      cases.dev.map((c) => ({ name: 'OpenFisca-France', ...c.source.openfisca_france })),
    ),
  ];
  const sum = (k: 'cases' | 'exact' | 'withinTolerance' | 'failed') => sources.reduce((s, x) => s + x[k], 0);
  const months = sources.flatMap((s) => [s.months.from, s.months.to]).sort();
  return {
    sources,
    total: {
      cases: sum('cases'),
      exact: sum('exact'),
      withinTolerance: sum('withinTolerance'),
      failed: sum('failed'),
      maxGap: Math.max(...sources.map((s) => s.maxGap)),
      months: { from: months[0] ?? '', to: months.at(-1) ?? '' },
      engines: uniqueEngines(sources.flatMap((s) => s.engines)),
    },
  };
}
