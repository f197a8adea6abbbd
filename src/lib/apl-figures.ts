/**
 * What the content pages say in euros, always computed by the engine (src/core/apl) for the month of the
 * build: zone ceilings by household, the largest aid per zone, the worked examples of a city page and the
 * figures editors may quote in Markdown with {{tokens}}. Nothing here types a legal figure: a revaluation
 * changes the pages at the next build (DECISIONS.md 2 and 6).
 */

import { dateLongue } from '../core/apl/format.ts';
import { baremesDuMois, calculateAid, type ResultatAide } from '../core/apl/index.ts';
import type { Zone } from './zones.ts';

/** Month of the aid the build computes with (AAAA-MM). `APL_BUILD_MONTH` pins it (tests, rebuilds ahead). */
export function buildMonth(now: Date = new Date()): string {
  const pinned = process.env.APL_BUILD_MONTH;
  if (pinned && /^\d{4}-\d{2}$/.test(pinned)) return pinned;
  return now.toISOString().slice(0, 7);
}

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
};

/** One engine run; throws when the parameters do not cover the month (the build must then fail loudly). */
export function compute(c: Case, mois: string): ResultatAide {
  const r = calculateAid(
    {
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
    },
    { date: mois },
  );
  if (!r.ok) throw new Error(`Calcul impossible pour ${mois} : ${r.errors.map((e) => e.message).join(', ')}`);
  return r.result;
}

const cents = (x: number) => Math.round(x * 100) / 100;

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

/** Ceilings and largest aid of each household in a zone, for the month of the build. */
export function zoneTable(zone: Zone, mois: string): ZoneTable {
  const key = `${zone}:${mois}`;
  const cached = zoneTables.get(key);
  if (cached) return cached;
  let bareme: ResultatAide['bareme'] | undefined;
  const rows = HOUSEHOLDS.map((household) => {
    const base = {
      zone,
      livingAlone: household.livingAlone,
      children: household.children,
      status: 'employee' as const,
    };
    const probe = compute({ ...base, rent: 1 }, mois);
    const plafond = cents(probe.intermediaires.loyerPlafond);
    const coloc = compute({ ...base, rent: 1, colocation: true }, mois);
    const max = compute({ ...base, rent: Math.ceil(plafond) }, mois);
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
export function maxAidAlone(zone: Zone, mois: string): number {
  return zoneTable(zone, mois).rows[0]?.aideMaximale ?? 0;
}

export type WorkedExample = {
  key: 'etudiant' | 'boursier' | 'couple' | 'colocation';
  title: string;
  situation: string;
  rent: number;
  result: ResultatAide;
  /** Rent (hors charges) above which more rent brings no more aid. */
  plafond: number;
  /** Rent above which the aid decreases, and above which it stops (high-rent degressivity). */
  seuilDegressivite: number;
  seuilSuppression: number;
};

export type RentBasis = {
  /** Studio rent used for a person alone, €/month. */
  studio: number;
  /** How that rent was obtained, said under the examples. */
  source: string;
  /** €/m² used to scale the other dwellings, or null when the studio rent is an editor figure. */
  perM2: number | null;
};

/** Surfaces of the example dwellings (m²). */
export const SURFACES = { studio: 25, t2: 40, coloc: 30 } as const;

/** Worked examples of a city page, for its zone and its local rent level. */
export function workedExamples(zone: Zone, basis: RentBasis, mois: string): WorkedExample[] {
  const scaled = (m2: number) =>
    Math.max(1, Math.round(basis.perM2 != null ? basis.perM2 * m2 : (basis.studio * m2) / SURFACES.studio));
  const cases: Array<
    Omit<WorkedExample, 'result' | 'plafond' | 'seuilDegressivite' | 'seuilSuppression'> & { input: Case }
  > = [
    {
      key: 'etudiant',
      title: 'Étudiant seul en studio, non boursier',
      situation: `20 ans, seul dans un studio de ${SURFACES.studio} m² non meublé`,
      rent: basis.studio,
      input: { zone, rent: basis.studio, livingAlone: true, children: 0, status: 'student' },
    },
    {
      key: 'boursier',
      title: 'Étudiant seul en studio, boursier',
      situation: `20 ans, boursier sur critères sociaux, même studio de ${SURFACES.studio} m²`,
      rent: basis.studio,
      input: { zone, rent: basis.studio, livingAlone: true, children: 0, status: 'student', boursier: true },
    },
    {
      key: 'couple',
      title: 'Couple de jeunes actifs',
      situation: `couple sans enfant dans un T2 de ${SURFACES.t2} m², un seul salaire de 1 200 € net imposable par mois`,
      rent: scaled(SURFACES.t2),
      input: {
        zone,
        rent: scaled(SURFACES.t2),
        livingAlone: false,
        children: 0,
        status: 'employee',
        income: 1200,
        age: 26,
      },
    },
    {
      key: 'colocation',
      title: 'Étudiant en colocation',
      situation: `20 ans, non boursier, sa part d'une colocation (${SURFACES.coloc} m² par colocataire)`,
      rent: scaled(SURFACES.coloc),
      input: {
        zone,
        rent: scaled(SURFACES.coloc),
        livingAlone: true,
        children: 0,
        status: 'student',
        colocation: true,
      },
    },
  ];
  return cases.map(({ input, ...c }) => {
    const result = compute(input, mois);
    return {
      ...c,
      result,
      plafond: cents(result.intermediaires.loyerPlafond),
      seuilDegressivite: cents(result.intermediaires.plafondDegressivite),
      seuilSuppression: cents(result.intermediaires.plafondSuppression),
    };
  });
}

/** The studio rent of a city page: the editor's average rent, else 25 m² at the 2022 advertised rent. */
export function rentBasis(page: {
  averageRent: number | null;
  averageRentYear: number | null;
  averageRentSource: string | null;
  rentM2Apartment: number | null;
  zone: Zone;
  mois: string;
}): RentBasis {
  if (page.averageRent != null && page.averageRent > 0) {
    const origin = [page.averageRentSource, page.averageRentYear].filter(Boolean).join(', ');
    return {
      studio: Math.round(page.averageRent),
      perM2: page.rentM2Apartment,
      source: `loyer moyen indiqué pour la ville${origin ? ` (${origin})` : ''}`,
    };
  }
  if (page.rentM2Apartment != null) {
    return {
      studio: Math.round(page.rentM2Apartment * SURFACES.studio),
      perM2: page.rentM2Apartment,
      source:
        `${SURFACES.studio} m² au loyer d'annonce moyen de 2022 (Carte des loyers, charges comprises), ` +
        'retenu ici comme loyer hors charges : une estimation prudente',
    };
  }
  // No rent data: a rent at the ceiling gives the largest aid the zone allows.
  const plafond = Math.ceil(zoneTable(page.zone, page.mois).rows[0]?.plafond ?? 300);
  return {
    studio: plafond,
    perM2: null,
    source: 'aucun loyer publié pour cette commune : loyer égal au plafond de la zone',
  };
}

/**
 * Figures an editor may quote in Markdown as {{name}}, computed for the month of the build.
 * Unknown names are left as written (a unit test checks that the launch content uses only these).
 */
export function legalFigures(mois: string): Record<string, string> {
  const b = baremesDuMois(mois);
  if (!b) throw new Error(`Aucun barème pour ${mois}`);
  const v = b.valeurs;
  const eur = (x: number, decimals = 2) =>
    `${x.toLocaleString('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })} €`;
  const figures: Record<string, string> = {
    forfaitEtudiant: eur(v.ressourcesEtudiants.forfait, 0),
    forfaitEtudiantBoursier: eur(v.ressourcesEtudiants.forfait - v.ressourcesEtudiants.minorationBoursier, 0),
    forfaitEtudiantDepuis: dateLongue(b.depuis.ressourcesEtudiants),
    ageMaxEtudiant: String(v.ressourcesEtudiants.ageMaximum),
    forfaitCharges: eur(v.forfaitCharges.isoleOuCouple),
    forfaitChargesParEnfant: eur(v.forfaitCharges.parPac),
    forfaitChargesColocation: eur(v.forfaitCharges.colocationIsole),
    seuilVersement: eur(v.seuilVersement.al, 0),
    minoration: eur(v.minorationForfaitaire, 0),
    participationMinimale: eur(v.participationMinimale.minimum),
    plafondsDepuis: dateLongue(b.depuis.loyersPlafonds),
    abattementR0Seul: eur(v.abattementR0.isole, 0),
    abattementR0Couple: eur(v.abattementR0.couple, 0),
  };
  for (const zone of [1, 2, 3] as const) {
    const p = v.loyersPlafonds[zone];
    figures[`plafondSeulZone${zone}`] = eur(p.personneSeule);
    figures[`plafondCoupleZone${zone}`] = eur(p.couple);
    figures[`plafondEnfantZone${zone}`] = eur(p.unePac);
    figures[`plafondColocationZone${zone}`] = eur(zoneTable(zone, mois).rows[0]?.plafondColocation ?? 0);
    figures[`aideMaxSeulZone${zone}`] = eur(maxAidAlone(zone, mois), 0);
  }
  return figures;
}

/** Replaces {{name}} with the figure; unknown names stay as written. */
export function withFigures(text: string, figures: Record<string, string>): string {
  return text.replace(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g, (all, name: string) => figures[name] ?? all);
}

/** Names of the {{tokens}} a text uses. */
export function figureNames(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g)].map((m) => m[1] as string);
}
