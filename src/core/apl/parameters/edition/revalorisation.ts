/**
 * Revalorisation uniforme du 1er octobre : un taux (évolution de l'indice de référence des loyers, IRL)
 * appliqué aux montants que la loi indexe, arrondis au centime comme les valeurs publiées par arrêté.
 *
 * CCH L. 823-4 : le barème de l'article L. 823-1 est révisé chaque année au 1er octobre ; la révision tient
 * compte de l'évolution de l'IRL (loi n° 89-462 du 6 juillet 1989, art. 17-1, I) — en pratique celle du
 * 2e trimestre, sur un an, publiée par l'Insee en juillet (+ 3,26 % pour 2024, + 1,04 % pour 2025). Les
 * montants révisés sont publiés par arrêté (arrêtés du 27/09/2024 et du 05/09/2025 modifiant l'arrêté du
 * 27 septembre 2019) ; ce sont les séries dont la date de revalorisation est le 1er octobre dans les données
 * (`r: '10-01'`). Les taux (TF, TL, taux de P0), les coefficients, R0 et les forfaits étudiants (1er janvier,
 * prix) et la RLS (ses propres arrêtés) n'en font pas partie.
 *
 * Arrondi : au centime le plus proche du montant précédent multiplié par (1 + taux / 100), le taux étant
 * celui publié (deux décimales). Vérifié sur les valeurs publiées : 54 montants sur 54 au 1er octobre 2024,
 * 53 sur 54 au 1er octobre 2025 (l'arrêté publie 53,01 € pour la majoration par personne à charge du
 * plafond de zone 3, le calcul donne 53,02 €) — voir revalorisation.test.ts.
 */
import type { Baremes, CleBareme } from '../types.ts';
import { brouillon, type ResultatBrouillon, type ValeursBaremes, valeursAu } from './brouillon.ts';

/** Les séries indexées sur l'IRL au 1er octobre, et pour chacune les champs qui ne le sont pas. */
export const SERIES_IRL = {
  /** Loyers plafonds (arrêté du 27/09/2019, art. 7). */
  loyersPlafonds: [],
  /** Forfait de charges, colocation comprise (art. 9 et 16). */
  forfaitCharges: [],
  /** Participation minimale P0 : le minimum en euros, pas le taux de 8,5 % (art. 13). */
  participationMinimale: ['taux'],
  /** Logements-foyers : plafond de l'équivalence de loyer et de charges E (art. 27). */
  equivalenceLoyerFoyer: [],
  /** Logements-foyers : forfait de charges de l'AL (art. 40). */
  forfaitChargesFoyer: [],
  /** Logements-foyers : équivalence de loyer L de l'AL (art. 43). */
  equivalenceLoyerAl: [],
  /** Outre-mer : forfait de charges (art. 46, 2°). */
  forfaitChargesOutreMer: [],
} as const satisfies Partial<Record<CleBareme, ReadonlyArray<string>>>;

export type CleIrl = keyof typeof SERIES_IRL;

/** Arrondi au centime le plus proche (le bruit des flottants écarté avant l'arrondi). */
export function arrondiCentime(x: number): number {
  return Math.round(Number((x * 100).toPrecision(12))) / 100;
}

/** Chaque montant d'une valeur multiplié par `coefficient` et arrondi au centime, sauf les champs `exclus`. */
function multiplier(v: unknown, coefficient: number, exclus: ReadonlyArray<string>): unknown {
  if (typeof v === 'number') return arrondiCentime(v * coefficient);
  if (v === null || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = exclus.includes(k) ? x : multiplier(x, coefficient, []);
  return out;
}

/**
 * Les valeurs des séries indexées sur l'IRL revalorisées de `tauxPourcent` % (1,04 pour + 1,04 %) ; les
 * autres séries ne figurent pas dans le résultat (à compléter à la main si un arrêté les change aussi).
 */
export function revaloriser(valeurs: ValeursBaremes, tauxPourcent: number): ValeursBaremes {
  const coefficient = 1 + tauxPourcent / 100;
  const out: Record<string, unknown> = {};
  for (const [cle, exclus] of Object.entries(SERIES_IRL)) {
    const v = valeurs[cle as CleIrl];
    if (v !== undefined) out[cle] = multiplier(v, coefficient, exclus);
  }
  return out as ValeursBaremes;
}

/** Le brouillon d'une revalorisation uniforme au `date` (AAAA-MM-JJ), à partir des valeurs alors en vigueur. */
export function brouillonRevalorisation(
  precedente: Baremes,
  date: string,
  tauxPourcent: number,
): ResultatBrouillon {
  return brouillon(precedente, date, revaloriser(valeursAu(precedente, date), tauxPourcent));
}
