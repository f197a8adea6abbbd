/**
 * What the content pages say in euros, always computed by the engine (src/core/apl) for the month of the
 * build: zone ceilings by household, the largest aid per zone, the worked examples of a city page, and the
 * figures editors quote in Markdown with {{tokens}} — legal values, and the aid of the named profiles below.
 * Nothing here types a legal figure or an aid: a revaluation changes the pages at the next build
 * (DECISIONS.md 2 and 6; how to write the tokens: content/editorial/README.md).
 */

import { dateLongue, euros } from '../../core/apl/format.ts';
import {
  baremesDuMois,
  calculateAid,
  type EntreeMoteur,
  type Langue,
  type ResultatAide,
} from '../../core/apl/index.ts';
import { baremesInstalles } from '../../core/apl/parameters/index.ts';
import { aidMonth, parisDay } from '../../core/dates.ts';
import { now as clockNow } from '../clock.ts';
import { datedProblems, isDatedName } from './dated-content.ts';
import type { Zone } from './zones.ts';

/** Month of the aid the build computes with (AAAA-MM). `APL_BUILD_MONTH` pins it (tests, rebuilds ahead). */
export function buildMonth(now: Date = clockNow()): string {
  const pinned = process.env.APL_BUILD_MONTH;
  if (pinned && /^\d{4}-\d{2}$/.test(pinned)) return pinned;
  // Every page asks; Paris days (UTC offsets of whole hours) change on a minute, so one answer per minute is exact.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastMonth?.minute !== minute) lastMonth = { minute, month: aidMonth(parisDay(now)) };
  return lastMonth.month;
}

let lastMonth: { minute: number; month: string } | undefined;

/** A birth date giving `age` in the year of `mois` (the engine only needs the year for its age check). */
function birthDate(mois: string, age: number): string {
  return `${Number(mois.slice(0, 4)) - age}-01-01`;
}

export type Household = { key: string; label: string; livingAlone: boolean; children: number };

/** The households of the zone tables, in the order of the arrêté's table (art. 7). */
export const HOUSEHOLDS: Household[] = [
  { key: 'seul', label: 'Personne seule', livingAlone: true, children: 0 },
  { key: 'couple', label: 'Couple sans enfant', livingAlone: false, children: 0 },
  { key: 'enfant1', label: 'Seul ou en couple, 1 enfant à charge', livingAlone: false, children: 1 },
  { key: 'enfant2', label: 'Seul ou en couple, 2 enfants', livingAlone: false, children: 2 },
  { key: 'enfant3', label: 'Seul ou en couple, 3 enfants', livingAlone: false, children: 3 },
  { key: 'enfant4', label: 'Seul ou en couple, 4 enfants', livingAlone: false, children: 4 },
];

type Case = {
  zone: Zone;
  rent: number;
  livingAlone: boolean;
  children: number;
  status: 'student' | 'employee';
  boursier?: boolean;
  colocation?: boolean;
  furnished?: boolean;
  income?: number;
  age?: number;
  /** A dwelling in Guadeloupe, Martinique, Guyane, La Réunion or Mayotte (engine input `overseas`). */
  overseas?: boolean;
};

/**
 * Runs already made in this build, by case and month: every city page shows the same comparisons (its zone's
 * table and examples, the largest cities), so a build computes each distinct case once. The engine is pure and
 * the results are never modified by the pages, so sharing them changes no figure.
 */
const runs = new Map<string, ResultatAide>();

/**
 * One engine run (memoised); throws when the parameters do not cover the month (the build must then fail loudly).
 * `langue` only changes the words of the result (the scale's label and warning), never a figure.
 */
export function aidFor(c: Case, mois: string, langue: Langue = 'fr'): ResultatAide {
  sameScales();
  const key = `${mois}|${langue === 'fr' ? '' : `${langue}|`}${JSON.stringify(c)}`;
  let result = runs.get(key);
  if (!result) {
    result = computeAid(c, mois, langue);
    runs.set(key, result);
  }
  return result;
}

/** What the engine receives for a case in the month `mois` (the admin's impact preview reads it too). */
export function engineInput(c: Case, mois: string): EntreeMoteur {
  return {
    zone: c.zone,
    rent: c.rent,
    charges: 0,
    furnished: c.furnished ?? false,
    chambre: false,
    colocation: c.colocation ?? false,
    conventionne: false,
    birthDate: birthDate(mois, c.age ?? (c.status === 'student' ? 20 : 30)),
    status: c.status,
    boursier: c.boursier ?? false,
    livingAlone: c.livingAlone,
    children: c.children,
    income: c.income ?? 0,
    ...(c.overseas ? { overseas: true } : {}),
  };
}

function computeAid(c: Case, mois: string, langue: Langue): ResultatAide {
  const r = calculateAid(engineInput(c, mois), { date: mois, langue });
  if (!r.ok) throw new Error(`Calcul impossible pour ${mois} : ${r.errors.map((e) => e.message).join(', ')}`);
  return r.result;
}

const cents = (x: number) => Math.round(x * 100) / 100;

/** « 1 234 € », « 290,34 € »: the core's formatter. */
const eur = (x: number, decimals = 2) => euros(x, decimals);

export type ZoneCeiling = {
  household: Household;
  /** Loyer plafond (hors charges), €/month. */
  plafond: number;
  /** Same household in colocation (75 %). */
  plafondColocation: number;
  /** Charges allowance added to the rent, €/month. */
  forfaitCharges: number;
  /** Largest monthly aid paid: rent at least the ceiling, resources below the allowance R0. */
  aideMaximale: number;
};

export type ZoneTable = { zone: Zone; bareme: ResultatAide['bareme']; rows: ZoneCeiling[] };

const zoneTables = new Map<string, ZoneTable>();

/**
 * The tables and examples kept per month hold for one set of scales: emptied when another set is installed (a
 * draft's impact preview computes both sets in one process, src/lib/server/scale-pages.ts).
 */
let cachedFor: unknown;
function sameScales(): void {
  const installed = baremesInstalles();
  if (installed === cachedFor) return;
  cachedFor = installed;
  zoneTables.clear();
  examplesByZone.clear();
  runs.clear();
}

/** Ceilings and largest aid of each household in a zone, for the month of the build (overseas values if asked). */
export function zoneTable(zone: Zone, mois: string, overseas = false): ZoneTable {
  sameScales();
  const key = `${zone}:${mois}:${overseas}`;
  const cached = zoneTables.get(key);
  if (cached) return cached;
  let bareme: ResultatAide['bareme'] | undefined;
  const rows = HOUSEHOLDS.map((household) => {
    const base = {
      zone,
      livingAlone: household.livingAlone,
      children: household.children,
      status: 'employee' as const,
      overseas,
    };
    const probe = aidFor({ ...base, rent: 1 }, mois);
    const plafond = cents(probe.intermediaires.loyerPlafond);
    const coloc = aidFor({ ...base, rent: 1, colocation: true }, mois);
    const max = aidFor({ ...base, rent: Math.ceil(plafond) }, mois);
    bareme ??= max.bareme;
    return {
      household,
      plafond,
      plafondColocation: cents(coloc.intermediaires.loyerPlafond),
      forfaitCharges: cents(probe.intermediaires.forfaitCharges),
      aideMaximale: max.montantFinal,
    };
  });
  const table = { zone, bareme: bareme as ResultatAide['bareme'], rows };
  zoneTables.set(key, table);
  return table;
}

/** The largest aid for a person living alone in the zone (spec §9 « montant maximum » by zone, computed). */
export function maxAidAlone(zone: Zone, mois: string, overseas = false): number {
  return zoneTable(zone, mois, overseas).rows[0]?.aideMaximale ?? 0;
}

/**
 * Whether the engine computes the overseas aid (its own charges forfait, family rates and R0, DECISIONS 14)
 * when given `overseas: true`, rather than ignoring the field. Until it does, no page prints an amount for an
 * overseas commune: a mainland figure there would be false.
 */
export function engineComputesOverseas(mois: string): boolean {
  const known = overseasSupport.get(mois);
  if (known !== undefined) return known;
  const probe: Case = {
    zone: 2,
    rent: 400,
    livingAlone: false,
    children: 1,
    status: 'employee',
    income: 1000,
  };
  const mainland = aidFor(probe, mois);
  let overseas: ResultatAide;
  try {
    overseas = aidFor({ ...probe, overseas: true }, mois);
  } catch {
    // The engine knows the field but has no overseas values for this month: nothing to print either.
    overseasSupport.set(mois, false);
    return false;
  }
  const supported =
    overseas.montant !== mainland.montant ||
    overseas.intermediaires.forfaitCharges !== mainland.intermediaires.forfaitCharges ||
    overseas.intermediaires.abattementR0 !== mainland.intermediaires.abattementR0;
  overseasSupport.set(mois, supported);
  return supported;
}

const overseasSupport = new Map<string, boolean>();

// ───────────────────────── Named profiles ─────────────────────────

/**
 * A household an editor can quote by name in Markdown (`{{aide:etudiant-zone2}}`): every input the engine
 * needs, defined once here, so a sentence of the content and the test that checks it read the same case.
 */
export type Profile = {
  /** What the profile is, in French, as the README and the editor's token list show it. */
  description: string;
  zone: Zone;
  /**
   * Monthly rent excluding charges, or `'plafond'`: the ceiling of this household in the month of the build,
   * rounded up to the euro, so that « loyer au plafond » keeps its meaning after every revaluation.
   */
  rent: number | 'plafond';
  status: 'student' | 'employee';
  /** Age in the year of the aid (20 for a student, 30 otherwise, when not given). */
  age?: number;
  boursier?: boolean;
  /** Monthly net taxable income, assumed the same over the twelve months the CAF looks at. */
  income?: number;
  couple?: boolean;
  children?: number;
  colocation?: boolean;
  furnished?: boolean;
  overseas?: boolean;
};

/**
 * The named profiles of the editorial content. A name says who (`etudiant`, `etudiant-boursier`,
 * `salarie-1000` for 1 000 € net taxable a month), the dwelling when it is not an empty flat (`meuble`,
 * `colocation`), the zone, and the rent when it is not the ceiling (`-450`).
 */
export const PROFILES = {
  'etudiant-zone1': {
    description: 'étudiant seul de 20 ans, non boursier, zone 1, loyer au plafond',
    zone: 1,
    rent: 'plafond',
    status: 'student',
  },
  'etudiant-zone2': {
    description: 'étudiant seul de 20 ans, non boursier, zone 2, loyer au plafond',
    zone: 2,
    rent: 'plafond',
    status: 'student',
  },
  'etudiant-zone3': {
    description: 'étudiant seul de 20 ans, non boursier, zone 3, loyer au plafond',
    zone: 3,
    rent: 'plafond',
    status: 'student',
  },
  'etudiant-boursier-zone1': {
    description: 'étudiant seul de 20 ans, boursier sur critères sociaux, zone 1, loyer au plafond',
    zone: 1,
    rent: 'plafond',
    status: 'student',
    boursier: true,
  },
  'etudiant-boursier-zone2': {
    description: 'étudiant seul de 20 ans, boursier sur critères sociaux, zone 2, loyer au plafond',
    zone: 2,
    rent: 'plafond',
    status: 'student',
    boursier: true,
  },
  'etudiant-boursier-zone3': {
    description: 'étudiant seul de 20 ans, boursier sur critères sociaux, zone 3, loyer au plafond',
    zone: 3,
    rent: 'plafond',
    status: 'student',
    boursier: true,
  },
  'etudiant-zone1-600': {
    description: 'étudiant seul de 20 ans, non boursier, studio non meublé à 600 € en zone 1',
    zone: 1,
    rent: 600,
    status: 'student',
  },
  'etudiant-zone2-450': {
    description: 'étudiant seul de 20 ans, non boursier, studio non meublé à 450 € en zone 2',
    zone: 2,
    rent: 450,
    status: 'student',
  },
  'etudiant-zone2-600': {
    description: 'étudiant seul de 20 ans, non boursier, logement non meublé à 600 € en zone 2',
    zone: 2,
    rent: 600,
    status: 'student',
  },
  'etudiant-boursier-zone2-450': {
    description: 'étudiant seul de 20 ans, boursier, studio non meublé à 450 € en zone 2',
    zone: 2,
    rent: 450,
    status: 'student',
    boursier: true,
  },
  'etudiant-zone3-380': {
    description: 'étudiant seul de 20 ans, non boursier, studio non meublé à 380 € en zone 3',
    zone: 3,
    rent: 380,
    status: 'student',
  },
  'etudiant-boursier-zone3-380': {
    description: 'étudiant seul de 20 ans, boursier, studio non meublé à 380 € en zone 3',
    zone: 3,
    rent: 380,
    status: 'student',
    boursier: true,
  },
  'etudiant-meuble-zone3-420': {
    description: 'étudiant seul de 20 ans, non boursier, studio meublé à 420 € en zone 3',
    zone: 3,
    rent: 420,
    status: 'student',
    furnished: true,
  },
  'etudiant-meuble-zone2-450': {
    description: 'étudiant seul de 20 ans, non boursier, studio meublé à 450 € en zone 2',
    zone: 2,
    rent: 450,
    status: 'student',
    furnished: true,
  },
  'etudiant-meuble-zone2-360': {
    description: 'étudiant seul de 20 ans, non boursier, studio meublé à 360 € en zone 2',
    zone: 2,
    rent: 360,
    status: 'student',
    furnished: true,
  },
  'etudiant-colocation-zone2-350': {
    description: 'étudiant de 20 ans, non boursier, part de 350 € dans une colocation en zone 2',
    zone: 2,
    rent: 350,
    status: 'student',
    colocation: true,
  },
  'salarie-1000-zone2': {
    description: 'salarié seul de 30 ans, 1 000 € net imposable par mois, zone 2, loyer au plafond',
    zone: 2,
    rent: 'plafond',
    status: 'employee',
    income: 1000,
  },
  'salarie-1000-zone2-450': {
    description: 'salarié seul de 30 ans, 1 000 € net imposable par mois, logement à 450 € en zone 2',
    zone: 2,
    rent: 450,
    status: 'employee',
    income: 1000,
  },
  'salarie-1300-zone2': {
    description: 'salarié seul de 30 ans, 1 300 € net imposable par mois, zone 2, loyer au plafond',
    zone: 2,
    rent: 'plafond',
    status: 'employee',
    income: 1300,
  },
} as const satisfies Record<string, Profile>;

export type ProfileName = keyof typeof PROFILES;

export type ProfileRun = {
  /** The rent the engine was given (the ceiling rounded up for a `'plafond'` profile). */
  rent: number;
  result: ResultatAide;
};

function caseOf(p: Profile, rent: number): Case {
  return {
    zone: p.zone,
    rent,
    livingAlone: !p.couple,
    children: p.children ?? 0,
    status: p.status,
    boursier: p.boursier,
    colocation: p.colocation,
    furnished: p.furnished,
    income: p.income,
    age: p.age,
    overseas: p.overseas,
  };
}

/** What the engine receives for a profile paying `rent` in the month `mois`. */
export const profileInput = (p: Profile, rent: number, mois: string): EntreeMoteur =>
  engineInput(caseOf(p, rent), mois);

/** The engine's answer for a profile in the month `mois`. */
export function runProfile(p: Profile, mois: string): ProfileRun {
  let rent: number;
  if (p.rent === 'plafond') {
    // A furnished rent counts for two thirds: « au plafond » would not say which rent. Name one instead.
    if (p.furnished) throw new Error(`Profil « ${p.description} » : un meublé prend un loyer chiffré`);
    rent = Math.ceil(aidFor(caseOf(p, 1), mois).intermediaires.loyerPlafond);
  } else {
    rent = p.rent;
  }
  return { rent, result: aidFor(caseOf(p, rent), mois) };
}

/** Monthly net taxable salary (whole euros) up to which a year of it stays within the student forfait. */
export function salaryWithinStudentForfait(mois: string): number {
  const b = baremesDuMois(mois);
  if (!b) throw new Error(`Aucun barème pour ${mois}`);
  const forfait = b.valeurs.ressourcesEtudiants.forfait;
  // The engine's own resources of an employee (10 % deduction, rounding up to 100 €): largest salary ≤ forfait.
  const resources = (income: number) =>
    aidFor({ zone: 2, rent: 1, livingAlone: true, children: 0, status: 'employee', income }, mois)
      .intermediaires.ressources;
  let low = 0;
  let high = Math.ceil(forfait / 6); // twice a twelfth: well above, whatever the deduction
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (resources(mid) <= forfait) low = mid;
    else high = mid;
  }
  return low;
}

// ───────────────────────── Worked examples of a city page ─────────────────────────

/** Monthly net taxable salary of the young couple of the city examples (one salary, no other income). */
const COUPLE_INCOME = 1200;

export type WorkedExample = {
  key: 'etudiant' | 'boursier' | 'couple' | 'colocation';
  title: string;
  situation: string;
  /** Rent (hors charges) the example is computed for: the household's ceiling, rounded up to the euro. */
  rent: number;
  result: ResultatAide;
  /** Rent (hors charges) above which more rent brings no more aid. */
  plafond: number;
  /** Rent above which the aid decreases, and above which it stops (high-rent degressivity). */
  seuilDegressivite: number;
  seuilSuppression: number;
};

/**
 * Worked examples of a city page. Each is computed at its household's ceiling: the aid is then the same for
 * any rent up to the degressivity threshold, so the example holds for most rents of the city without
 * inventing one (the advertised rents per m² of the Carte des loyers are not the rent of a given dwelling).
 */
const examplesByZone = new Map<string, WorkedExample[]>();

export function workedExamples(zone: Zone, mois: string, overseas = false): WorkedExample[] {
  // Every city page of a zone (and every comparison panel) shows the same examples: computed once per build.
  sameScales();
  const key = `${zone}:${mois}:${overseas}`;
  const cached = examplesByZone.get(key);
  if (cached) return cached;
  const examples = computeWorkedExamples(zone, mois, overseas);
  examplesByZone.set(key, examples);
  return examples;
}

function computeWorkedExamples(zone: Zone, mois: string, overseas: boolean): WorkedExample[] {
  const cases: Array<{ key: WorkedExample['key']; title: string; situation: string; profile: Profile }> = [
    {
      key: 'etudiant',
      title: 'Étudiant seul, non boursier',
      situation: '20 ans, seul dans un logement non meublé',
      profile: { description: 'étudiant', zone, rent: 'plafond', status: 'student', overseas },
    },
    {
      key: 'boursier',
      title: 'Étudiant seul, boursier',
      situation: '20 ans, boursier sur critères sociaux, seul dans un logement non meublé',
      profile: {
        description: 'boursier',
        zone,
        rent: 'plafond',
        status: 'student',
        boursier: true,
        overseas,
      },
    },
    {
      key: 'couple',
      title: 'Couple de jeunes actifs',
      situation: `couple sans enfant, un seul salaire de ${eur(COUPLE_INCOME, 0)} net imposable par mois, logement non meublé`,
      profile: {
        description: 'couple',
        zone,
        rent: 'plafond',
        status: 'employee',
        couple: true,
        income: COUPLE_INCOME,
        age: 26,
        overseas,
      },
    },
    {
      key: 'colocation',
      title: 'Étudiant en colocation',
      situation: '20 ans, non boursier, sa part du loyer d’une colocation',
      profile: {
        description: 'colocation',
        zone,
        rent: 'plafond',
        status: 'student',
        colocation: true,
        overseas,
      },
    },
  ];
  return cases.map(({ profile, ...c }) => {
    const { rent, result } = runProfile(profile, mois);
    return {
      ...c,
      rent,
      result,
      plafond: cents(result.intermediaires.loyerPlafond),
      seuilDegressivite: cents(result.intermediaires.plafondDegressivite),
      seuilSuppression: cents(result.intermediaires.plafondSuppression),
    };
  });
}

/** The kinds of figure a profile gives in Markdown: `{{<kind>:<profile>}}`. */
export const PROFILE_FIGURES = {
  aide: 'aide mensuelle versée (euros entiers, comme la CAF)',
  loyer: 'loyer hors charges du profil (le plafond arrondi à l’euro supérieur pour un profil « au plafond »)',
  loyerCompte: 'loyer que la CAF compte avant le plafond (les deux tiers pour un meublé)',
  plafond: 'loyer plafond du profil',
  revenu: 'revenu mensuel net imposable du profil',
  ressources: 'ressources annuelles retenues par la CAF',
  degressivite: 'loyer au-delà duquel l’aide diminue',
  suppression: 'loyer au-delà duquel l’aide est supprimée',
} as const;

export type ProfileFigure = keyof typeof PROFILE_FIGURES;

/** The figures of one profile, by kind. */
export function profileFigures(run: ProfileRun, profile: Profile): Record<ProfileFigure, string> {
  const i = run.result.intermediaires;
  return {
    aide: eur(run.result.montantFinal, 0),
    loyer: eur(run.rent, 0),
    loyerCompte: eur(i.loyerReel, 0),
    plafond: eur(i.loyerPlafond),
    revenu: eur(profile.income ?? 0, 0),
    ressources: eur(i.ressources, 0),
    degressivite: eur(i.plafondDegressivite),
    suppression: eur(i.plafondSuppression),
  };
}

/**
 * Figures an editor may quote in Markdown, computed for the month of the build: legal values as `{{name}}`,
 * the scale as `{{bareme}}`, and the figures of a named profile as `{{kind:profile}}` (`{{aide:etudiant-zone2}}`).
 * Unknown names are left as written (a unit test checks that the launch content uses only these).
 */
export function legalFigures(mois: string): Record<string, string> {
  const b = baremesDuMois(mois);
  if (!b) throw new Error(`Aucun barème pour ${mois}`);
  const v = b.valeurs;
  const figures: Record<string, string> = {
    forfaitEtudiant: eur(v.ressourcesEtudiants.forfait, 0),
    forfaitEtudiantBoursier: eur(v.ressourcesEtudiants.forfait - v.ressourcesEtudiants.minorationBoursier, 0),
    forfaitEtudiantDepuis: dateLongue(b.depuis.ressourcesEtudiants),
    forfaitEtudiantFoyer: eur(v.ressourcesEtudiants.forfaitFoyer, 0),
    forfaitEtudiantFoyerBoursier: eur(
      v.ressourcesEtudiants.forfaitFoyer - v.ressourcesEtudiants.minorationBoursierFoyer,
      0,
    ),
    ageMaxEtudiant: String(v.ressourcesEtudiants.ageMaximum),
    salaireSousForfaitEtudiant: eur(salaryWithinStudentForfait(mois), 0),
    forfaitCharges: eur(v.forfaitCharges.isoleOuCouple),
    forfaitChargesParEnfant: eur(v.forfaitCharges.parPac),
    forfaitChargesColocation: eur(v.forfaitCharges.colocationIsole),
    seuilVersement: eur(v.seuilVersement.al, 0),
    seuilPatrimoine: eur(v.patrimoine.seuil, 0),
    minoration: eur(v.minorationForfaitaire, 0),
    participationMinimale: eur(v.participationMinimale.minimum),
    plafondsDepuis: dateLongue(b.depuis.loyersPlafonds),
    abattementR0Seul: eur(v.abattementR0.isole, 0),
    abattementR0Couple: eur(v.abattementR0.couple, 0),
    // The year of the build: SEO titles say it without freezing it (src/core/validation/seo-text.ts).
    annee: mois.slice(0, 4),
  };
  for (const zone of [1, 2, 3] as const) {
    const p = v.loyersPlafonds[zone];
    figures[`plafondSeulZone${zone}`] = eur(p.personneSeule);
    figures[`plafondCoupleZone${zone}`] = eur(p.couple);
    figures[`plafondEnfantZone${zone}`] = eur(p.unePac);
    figures[`plafondColocationZone${zone}`] = eur(zoneTable(zone, mois).rows[0]?.plafondColocation ?? 0);
    figures[`aideMaxSeulZone${zone}`] = eur(maxAidAlone(zone, mois), 0);
  }
  for (const [name, profile] of Object.entries(PROFILES) as Array<[ProfileName, Profile]>) {
    for (const [kind, value] of Object.entries(profileFigures(runProfile(profile, mois), profile)))
      figures[`${kind}:${name}`] = value;
  }
  figures.bareme = buildScale(mois).label;
  return figures;
}

/**
 * The scale the content of the build is computed with: the latest effective date among the values the zone
 * tables and the named profiles use (« barèmes au 1er octobre 2025 »), with the engine's warning when a
 * periodic revaluation is due and not yet in the data; in the words of `langue` (the figures are the same).
 */
export function buildScale(mois: string, langue: Langue = 'fr'): ResultatAide['bareme'] {
  const scales = scaleCases(mois).map((c) => aidFor(c, mois, langue).bareme);
  const latest = scales.reduce((a, b) => (b.effectiveFrom > a.effectiveFrom ? b : a));
  const warning = scales.find((b) => b.warning)?.warning;
  return warning ? { ...latest, warning } : { effectiveFrom: latest.effectiveFrom, label: latest.label };
}

/** The cases behind the content's figures: the largest aid of zone 1 (its table's scale) and every profile. */
function scaleCases(mois: string): Case[] {
  const ceiling = zoneTable(1, mois).rows[0]?.plafond ?? 0;
  // Written as zoneTable writes it, so that the French run is the one already made (same memo key).
  const seul = { zone: 1, livingAlone: true, children: 0, status: 'employee', overseas: false } as const;
  return [
    { ...seul, rent: Math.ceil(ceiling) },
    ...(Object.values(PROFILES) as Profile[]).map((p) => caseOf(p, runProfile(p, mois).rent)),
  ];
}

/** `{{name}}` or `{{kind:profile}}`, spaces allowed inside the braces. */
const TOKEN = /\{\{\s*([A-Za-z0-9]+(?::[a-z0-9-]+)?)\s*\}\}/g;

/** Replaces {{name}} with the figure; unknown names stay as written. */
export function withFigures(text: string, figures: Record<string, string>): string {
  return text.replace(TOKEN, (all, name: string) => figures[name] ?? all);
}

/**
 * Names of the {{tokens}} a text uses, and the dated markers it leaves as written (ill-formed, unmatched or
 * nested: `depuis:2027-13`, `/avant`…), which the editor's preview lists with the unknown names. A well-formed
 * dated block is not a figure: its markers are not named.
 */
export function figureNames(text: string): string[] {
  const figures = [...text.matchAll(TOKEN)]
    .filter((m) => !isDatedName(m[1] as string))
    .map((m) => ({ index: m.index, name: m[1] as string }));
  return [...figures, ...datedProblems(text)].sort((a, b) => a.index - b.index).map((f) => f.name);
}

/**
 * A plain text cut where its aid figures (`{{aide:…}}`) fall, figures replaced: a page can then highlight the
 * amounts of a sentence without building HTML from a string.
 */
export function figureSegments(
  text: string,
  figures: Record<string, string>,
): Array<{ text: string; aid: boolean }> {
  const out: Array<{ text: string; aid: boolean }> = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const name = m[1] as string;
    const value = figures[name];
    if (value === undefined || !name.startsWith('aide:')) continue;
    if (m.index > last) out.push({ text: withFigures(text.slice(last, m.index), figures), aid: false });
    out.push({ text: value, aid: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: withFigures(text.slice(last), figures), aid: false });
  return out;
}
