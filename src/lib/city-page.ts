/**
 * Everything a city page shows that is computed rather than read: titles by tier, the worked examples and
 * the rent thresholds (engine, month of the build), the market labels, the comparison panels and the
 * fallback FAQ. Keeps src/pages/[city].astro a thin template.
 */
import type { CityPageData } from '../../db/queries/site.ts';
import { euros } from '../core/apl/format.ts';
import { safeWebUrl } from '../core/validation/url.ts';
import { maxAidAlone, type WorkedExample, workedExamples, zoneTable } from './apl-figures.ts';
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

export type CityView = {
  tier: CityTier;
  titles: CityTitles;
  zone: Zone | null;
  examples: WorkedExample[];
  bareme: { label: string; warning?: string } | null;
  maxAid: number | null;
  comparisons: Comparison[];
  faq: Array<{ question: string; answer: string }>;
};

function comparison(c: CityRent, mois: string): Comparison | null {
  if (!isZone(c.zoneApl)) return null;
  const zone = c.zoneApl;
  const example = workedExamples(zone, mois)[0];
  const rows = zoneTable(zone, mois).rows;
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

export function cityView(data: CityPageData, candidates: CityRent[], mois: string): CityView {
  const { page, city } = data;
  const zone = isZone(page.zoneApl) ? page.zoneApl : null;
  const tier = cityTier({
    name: page.cityName,
    population: city.population,
    students: page.populationEtudiante,
  });
  const titles = cityTitles(tier, page.cityName, zone, city.department);
  if (!zone) {
    return {
      tier,
      titles,
      zone,
      examples: [],
      bareme: null,
      maxAid: null,
      comparisons: [],
      faq: [],
    };
  }
  const examples = workedExamples(zone, mois);
  const first = examples[0];
  const comparisons = candidates
    .filter((c) => c.slug !== page.slug)
    .map((c) => comparison(c, mois))
    .filter((c): c is Comparison => c !== null);
  const name = page.cityName;
  const faq =
    page.faq && page.faq.length >= 3
      ? page.faq.slice(0, 3)
      : first
        ? [
            {
              question: `Quelle est la zone APL de ${name} ?`,
              answer: `${name} est en zone ${zone}. Pour une personne seule, le loyer plafond retenu par la CAF y est de ${eur(zoneTable(zone, mois).rows[0]?.plafond ?? 0, 2)} hors charges par mois (${first.result.bareme.label}).`,
            },
            {
              question: `Combien d'APL pour un étudiant à ${name} ?`,
              answer: `Un étudiant seul de moins de 28 ans, non boursier, dont le loyer hors charges atteint le plafond de ${eur(first.plafond, 2)}, peut recevoir ${eur(first.result.montantFinal)} par mois, et ${eur(examples[1]?.result.montantFinal ?? 0)} s'il est boursier (${first.result.bareme.label}). Le simulateur calcule votre cas.`,
            },
            {
              question: `Au-delà de quel loyer l'APL n'augmente-t-elle plus à ${name} ?`,
              answer: `Pour une personne seule, au-delà de ${eur(first.plafond, 2)} de loyer hors charges : c'est le loyer plafond de la zone ${zone}. L'aide commence à baisser au-delà de ${eur(first.seuilDegressivite, 2)} et s'arrête au-delà de ${eur(first.seuilSuppression, 2)}.`,
            },
          ]
        : [];
  return {
    tier,
    titles,
    zone,
    examples,
    bareme: first ? first.result.bareme : null,
    maxAid: maxAidAlone(zone, mois),
    comparisons,
    faq,
  };
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
