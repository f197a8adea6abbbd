/**
 * Everything a city page shows that is computed rather than read: titles by tier, the worked examples and
 * the rent thresholds (engine, month of the build), the market labels, the comparison panels and the
 * fallback FAQ. Keeps src/pages/[city].astro a thin template.
 */
import type { CityPageData } from '../../../db/queries/site.ts';
import { euros } from '../../core/apl/format.ts';
import { communeLabel } from '../../core/cities/names.ts';
import { safeWebUrl } from '../../core/validation/url.ts';
import { formatInteger, formatKm } from '../shared/format.ts';
import {
  engineComputesOverseas,
  maxAidAlone,
  type WorkedExample,
  workedExamples,
  zoneTable,
} from './apl-figures.ts';
import { type CityTier, type CityTitles, cityTier, cityTitles } from './city-seo.ts';
import { isZone, type Zone } from './zones.ts';

/** Spec §9 tension index labels: ≤ 3 Détendu, ≤ 6 Modéré, ≤ 8 Tendu, above Très tendu, none Non évalué. */
export function tensionLabel(index: number | null | undefined): string {
  if (index == null || !Number.isFinite(index)) return 'Non évalué';
  if (index <= 3) return 'Détendu';
  if (index <= 6) return 'Modéré';
  if (index <= 8) return 'Tendu';
  return 'Très tendu';
}

/** « Zone tendue » (décret 2013-392 modifié, 1er tableau) as a tenant experiences it. */
export function zoneTendueLabel(tlvTable: number | null): { tendue: boolean; text: string } {
  if (tlvTable === 1)
    return {
      tendue: true,
      text: "Oui : préavis d'un mois pour quitter un logement vide, et hausse de loyer encadrée à la relocation.",
    };
  if (tlvTable === 2)
    return {
      tendue: false,
      text: 'Non au sens du bail (la commune figure au second tableau du décret, pour la taxe sur les logements vacants).',
    };
  return { tendue: false, text: 'Non.' };
}

export const ABC_LABELS: Record<string, string> = {
  Abis: 'Abis : marché du logement très tendu',
  A: 'A : marché tendu',
  B1: 'B1 : marché assez tendu',
  B2: 'B2 : marché intermédiaire',
  C: 'C : marché détendu',
};

export type CityRent = {
  slug: string;
  cityName: string;
  zoneApl: number | null;
  averageRent: number | null;
  averageRentYear: number | null;
  averageRentSource: string | null;
  rentM2Apartment: number | null;
  population: number | null;
  /** Department code: an overseas commune's amounts follow the overseas values (`territoryOf`). */
  department?: string;
};

/**
 * What the 2022 rent figure is, said wherever it is shown: an average of advertised rents per m² over all the
 * apartments of the commune, charges included (content/data/loyers/README.md) — not the rent of a studio.
 */
export const RENT_M2_SOURCE =
  'loyer d’annonce moyen au m², appartements, charges comprises, annonces du 3e trimestre 2022 — Carte des loyers, ministère du Logement / ANIL';

export type Comparison = {
  slug: string;
  cityName: string;
  zone: Zone;
  plafondSeul: number;
  plafondCouple: number;
  rentM2Apartment: number | null;
  example: WorkedExample;
};

/**
 * Where a commune's aid is computed. `drom`: Guadeloupe, Martinique, Guyane, La Réunion, Mayotte, whose aid has
 * its own values (DECISIONS 14) — computed with the engine's `overseas` input once the engine does, else no
 * amount at all. `com`: the other overseas collectivities (Saint-Pierre-et-Miquelon 975, Saint-Barthélemy 977,
 * Saint-Martin 978…), for which the site computes nothing.
 */
export type Territory = 'mainland' | 'drom' | 'com';

export const DROM: Record<string, string> = {
  '971': 'Guadeloupe',
  '972': 'Martinique',
  '973': 'Guyane',
  '974': 'La Réunion',
  '976': 'Mayotte',
};

/** « en Guadeloupe », « à La Réunion », « à Mayotte ». */
const DROM_IN: Record<string, string> = {
  '971': 'en Guadeloupe',
  '972': 'en Martinique',
  '973': 'en Guyane',
  '974': 'à La Réunion',
  '976': 'à Mayotte',
};

export function territoryOf(department: string): Territory {
  if (department in DROM) return 'drom';
  return department.startsWith('97') || department.startsWith('98') ? 'com' : 'mainland';
}

export type CityView = {
  tier: CityTier;
  /** The commune's name, with its department when another city page bears the same (names.ts). */
  label: string;
  titles: CityTitles;
  zone: Zone | null;
  territory: Territory;
  /** Amounts are computed for this commune (mainland, or overseas with the engine's overseas values). */
  computed: boolean;
  examples: WorkedExample[];
  bareme: { label: string; warning?: string } | null;
  maxAid: number | null;
  /** Ceilings of a person alone, a couple and one dependant, when amounts are computed. */
  ceilings: { seul: number; couple: number; enfant: number } | null;
  comparisons: Comparison[];
  faq: Array<{ question: string; answer: string }>;
  /** Introduction written from the commune's own data (DECISIONS 16), one string per paragraph. */
  introduction: string[];
};

/** The amounts of a commune, when the site can compute them: `overseas` says which values. */
function amountsFor(territory: Territory, computesOverseas: boolean): { overseas: boolean } | null {
  if (territory === 'mainland') return { overseas: false };
  if (territory === 'drom' && computesOverseas) return { overseas: true };
  return null;
}

function comparison(c: CityRent, mois: string, computesOverseas: boolean): Comparison | null {
  if (!isZone(c.zoneApl)) return null;
  const amounts = amountsFor(territoryOf(c.department ?? ''), computesOverseas);
  if (!amounts) return null;
  const zone = c.zoneApl;
  const example = workedExamples(zone, mois, amounts.overseas)[0];
  const rows = zoneTable(zone, mois, amounts.overseas).rows;
  if (!example || !rows[0] || !rows[1]) return null;
  return {
    slug: c.slug,
    cityName: c.cityName,
    zone,
    plafondSeul: rows[0].plafond,
    plafondCouple: rows[1].plafond,
    rentM2Apartment: c.rentM2Apartment,
    example,
  };
}

const eur = (x: number, decimals = 0) => euros(x, decimals);
const integer = formatInteger;
const km = formatKm;
/** « A », « A et B », « A, B et C ». */
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;

/**
 * The introduction of a city page, from the commune's sourced data only: population (INSEE), zone (arrêté du
 * 17 mars 1978), ceilings and example amounts (engine), higher education (MESR), CROUS residences (CNOUS) and
 * the nearby cities that have a page (the 2022 advertised rents have their own section). A fact the data lacks is
 * left out; a commune with none of them gets no introduction.
 */
export function cityIntroduction(data: CityPageData, view: Omit<CityView, 'introduction'>): string[] {
  const { page, city, higherEducation, crous, nearby } = data;
  const name = page.cityName;
  const paragraphs: string[] = [];
  const first = view.examples[0];
  const boursier = view.examples.find((e) => e.key === 'boursier');

  const who =
    city.population != null
      ? `${name} compte ${integer(city.population)} habitants (population municipale 2023, INSEE).`
      : '';
  if (view.zone) {
    const zone = `Pour les aides au logement, la commune est classée en zone ${view.zone} par l'arrêté du 17 mars 1978 modifié.`;
    const ceilings = view.ceilings
      ? ` La CAF y retient le loyer hors charges jusqu'à ${eur(view.ceilings.seul, 2)} pour une personne seule, ${eur(view.ceilings.couple, 2)} pour un couple et ${eur(view.ceilings.enfant, 2)} avec une personne à charge (${view.bareme?.label}).`
      : '';
    paragraphs.push([who, zone].filter(Boolean).join(' ') + ceilings);
  } else if (who) {
    paragraphs.push(who);
  }

  if (view.territory === 'drom') {
    const where = DROM_IN[city.department] ?? 'outre-mer';
    paragraphs.push(
      view.computed
        ? `${where.charAt(0).toUpperCase()}${where.slice(1)}, l'aide au logement suit ses propres barèmes (forfait de charges, taux et abattement sur les ressources) : les montants de cette page sont calculés avec ces valeurs. Pour un locataire du parc ordinaire, l'aide y prend la forme de l'allocation de logement (ALS ou ALF).`
        : `${where.charAt(0).toUpperCase()}${where.slice(1)}, l'aide au logement suit ses propres barèmes (forfait de charges, taux et abattement sur les ressources) : les montants calculés pour la métropole ne s'y appliquent pas, et cette page n'en donne pas. Pour un locataire du parc ordinaire, l'aide y prend la forme de l'allocation de logement (ALS ou ALF).`,
    );
  } else if (view.territory === 'com') {
    paragraphs.push(
      "L'aide au logement y suit des règles propres : cette page ne donne pas de montant. Renseignez-vous auprès de la caisse d'allocations familiales compétente.",
    );
  }

  if (first && boursier) {
    paragraphs.push(
      `Un étudiant seul de moins de 28 ans, non boursier, dont le loyer hors charges atteint le plafond peut y recevoir ${eur(first.result.montantFinal)} par mois, et ${eur(boursier.result.montantFinal)} s'il est boursier ; au-delà du plafond, un loyer plus élevé ne donne pas plus d'aide.`,
    );
  }

  const schools = higherEducation.map((h) => h.name);
  const study: string[] = [];
  if (schools.length > 0) {
    const shown = schools.slice(0, 3);
    study.push(
      schools.length === 1
        ? `Parmi les principaux établissements d'enseignement supérieur que recense le ministère, un a son siège dans la commune : ${shown[0]}.`
        : `Parmi les principaux établissements d'enseignement supérieur que recense le ministère, ${integer(schools.length)} ont leur siège dans la commune${schools.length > shown.length ? ', dont' : ' :'} ${list(shown)}.`,
    );
  }
  if (crous.length > 0) {
    study.push(
      crous.length === 1
        ? 'La liste des résidences CROUS publiée par le CNOUS (fin 2022) en compte une.'
        : `La liste des résidences CROUS publiée par le CNOUS (fin 2022) en compte ${integer(crous.length)}.`,
    );
  }
  if (study.length > 0) paragraphs.push(study.join(' '));

  const around = nearby.slice(0, 3).map((n) => `${n.cityName} (${km(n.distanceKm)})`);
  if (around.length > 0) {
    paragraphs.push(
      `${around.length === 1 ? 'Ville proche qui a sa page' : 'Villes proches qui ont leur page'} sur ce site : ${list(around)}, à vol d'oiseau.`,
    );
  }
  return paragraphs;
}

type Faq = Array<{ question: string; answer: string }>;

/**
 * The FAQ an editor wrote, shown whole and in order (the API caps it at 10 questions and refuses blank ones);
 * null when there is none, so the page shows its default questions. Any number of questions is a valid
 * FAQPage, so one or two are published as they are. A blank pair stored before the API checked it is skipped.
 */
export function editorQuestions(faq: Faq | null | undefined): Faq | null {
  const filled = (faq ?? []).filter((f) => f.question.trim() !== '' && f.answer.trim() !== '');
  return filled.length > 0 ? filled : null;
}

/** The default FAQ of an overseas page: its zone, which aid, and where to get an amount (no mainland figure). */
function overseasFaq(name: string, zone: Zone, where: string): Faq {
  return [
    {
      question: `Quelle est la zone APL de ${name} ?`,
      answer: `${name} est classée en zone ${zone} par l'arrêté du 17 mars 1978 modifié. ${where.charAt(0).toUpperCase()}${where.slice(1)}, l'aide au logement suit ses propres barèmes : les montants calculés pour la métropole ne s'y appliquent pas.`,
    },
    {
      question: `Quelle aide au logement pour un locataire à ${name} ?`,
      answer: `Dans le parc locatif ordinaire, l'aide prend la forme de l'allocation de logement : l'ALS, ou l'ALF notamment avec une personne à charge. La demande se fait en ligne sur caf.fr.`,
    },
    {
      question: `Comment connaître le montant de mon aide à ${name} ?`,
      answer: `Le simulateur officiel de la CAF, sur caf.fr, applique les barèmes de l'outre-mer ; seule la CAF fixe le montant de votre aide.`,
    },
  ];
}

/** The default FAQ of a computed page: its ceiling, a student's amount, and where the aid stops growing. */
function computedFaq(
  name: string,
  zone: Zone,
  table: ReturnType<typeof zoneTable>,
  examples: ReturnType<typeof workedExamples>,
): Faq {
  const [first, boursier] = examples;
  if (!first) return [];
  return [
    {
      question: `Quelle est la zone APL de ${name} ?`,
      answer: `${name} est en zone ${zone}. Pour une personne seule, le loyer plafond retenu par la CAF y est de ${eur(table.rows[0]?.plafond ?? 0, 2)} hors charges par mois (${first.result.bareme.label}).`,
    },
    {
      question: `Combien d'APL pour un étudiant à ${name} ?`,
      answer: `Un étudiant seul de moins de 28 ans, non boursier, dont le loyer hors charges atteint le plafond de ${eur(first.plafond, 2)}, peut recevoir ${eur(first.result.montantFinal)} par mois, et ${eur(boursier?.result.montantFinal ?? 0)} s'il est boursier (${first.result.bareme.label}). Le simulateur calcule votre cas.`,
    },
    {
      question: `Au-delà de quel loyer l'APL n'augmente-t-elle plus à ${name} ?`,
      answer: `Pour une personne seule, au-delà de ${eur(first.plafond, 2)} de loyer hors charges : c'est le loyer plafond de la zone ${zone}. L'aide commence à baisser au-delà de ${eur(first.seuilDegressivite, 2)} et s'arrête au-delà de ${eur(first.seuilSuppression, 2)}.`,
    },
  ];
}

/**
 * Everything computed for a city page. `computesOverseas` says whether the engine computes the overseas aid
 * (`engineComputesOverseas`); when it does not, an overseas page shows no amount at all.
 */
export function cityView(
  data: CityPageData,
  candidates: CityRent[],
  mois: string,
  computesOverseas = engineComputesOverseas(mois),
  /** The names several city pages bear (names.ts `homonymKeys`): those are named with their department. */
  homonyms: ReadonlySet<string> = new Set(),
): CityView {
  const { page, city } = data;
  const label = communeLabel({ name: page.cityName, department: city.department }, homonyms);
  const zone = isZone(page.zoneApl) ? page.zoneApl : null;
  const territory = territoryOf(city.department);
  const amounts = zone ? amountsFor(territory, computesOverseas) : null;
  const tier = cityTier({
    name: page.cityName,
    population: city.population,
    students: page.populationEtudiante,
  });
  const titles = cityTitles(tier, label, zone, city.department, amounts !== null);
  const name = page.cityName;
  const editorFaq = editorQuestions(page.faq);

  if (!zone || !amounts) {
    const where = DROM_IN[city.department];
    const faq = editorFaq ?? (zone && where ? overseasFaq(name, zone, where) : []);
    const base = {
      tier,
      label,
      titles,
      zone,
      territory,
      computed: false,
      examples: [],
      bareme: null,
      maxAid: null,
      ceilings: null,
      comparisons: [],
      faq,
    };
    return { ...base, introduction: cityIntroduction(data, base) };
  }

  const examples = workedExamples(zone, mois, amounts.overseas);
  const table = zoneTable(zone, mois, amounts.overseas);
  const first = examples[0];
  const departments = new Map(candidates.map((c) => [c.slug, c.department ?? '']));
  const comparisons = candidates
    .filter((c) => c.slug !== page.slug)
    .map((c) => comparison(c, mois, computesOverseas))
    .filter((c): c is Comparison => c !== null)
    .map((c) => ({
      ...c,
      cityName: communeLabel({ name: c.cityName, department: departments.get(c.slug) ?? '' }, homonyms),
    }));
  const faq = editorFaq ?? (first ? computedFaq(name, zone, table, examples) : []);
  const [seul, couple, enfant] = table.rows;
  const base = {
    tier,
    label,
    titles,
    zone,
    territory,
    computed: true,
    examples,
    bareme: first ? first.result.bareme : null,
    maxAid: maxAidAlone(zone, mois, amounts.overseas),
    ceilings:
      seul && couple && enfant
        ? { seul: seul.plafond, couple: couple.plafond, enfant: enfant.plafond }
        : null,
    comparisons,
    faq,
  };
  return { ...base, introduction: cityIntroduction(data, base) };
}

export type CafContactView = {
  name: string;
  address?: string | null;
  phone?: string | null;
  hours?: string | null;
  /** The site of the CAF, only when it is an http(s) address (src/core/validation/url.ts). */
  url: string | null;
};

/**
 * The « Contacter la CAF » block: the contact an editor entered for the city, else the department's CAF.
 * A stored address that is not an http(s) URL (`javascript:`, `data:`, `//host`…) is left out, not linked.
 */
export function cafContactView(
  edited: CityPageData['page']['cafContact'],
  office: CityPageData['caf'],
  department: string,
): CafContactView | null {
  const contact =
    edited && Object.values(edited).some(Boolean) ? { name: `CAF ${department}`, ...edited } : office;
  return contact ? { ...contact, url: safeWebUrl(contact.url) } : null;
}
