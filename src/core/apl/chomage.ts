/**
 * Demandeur d'emploi dont on connaît le début du chômage : ce que la période de référence contient, et les
 * deux règles qui dépendent de l'ancienneté du chômage au mois M de l'aide.
 *
 * - Période de référence M − 13 à M − 2 (CCH R. 822-3) : le salaire d'avant le chômage pour les mois qui
 *   précèdent le mois du début, l'allocation chômage (ARE) à partir de ce mois, si elle est versée.
 * - Abattement de 30 % sur les revenus d'activité quand le chômage a commencé avant le premier jour de
 *   M − 2, c'est-à-dire qu'il dure depuis au moins deux mois au mois de l'aide (CCH R. 822-14).
 * - Neutralisation des revenus d'activité et de chômage quand, depuis la même date, le demandeur d'emploi ne
 *   perçoit pas d'allocation (CCH R. 822-15, 1°).
 *
 * La comparaison porte sur la date exacte de début (strictement avant le 1er jour de M − 2), comme OpenFisca.
 */
import { decalerMois } from './format.ts';

export type Chomage = {
  /** Date de début du chômage (AAAA-MM-JJ). */
  readonly debut: string;
  /** Perçoit l'allocation chômage. */
  readonly indemnise: boolean;
  /** Salaire mensuel net imposable avant le chômage. */
  readonly salaireAvant: number;
  /** Allocation chômage mensuelle imposable (ARE). */
  readonly allocation: number;
};

export type PeriodeChomage = Chomage & {
  /** Mois de la période de référence avant le mois du début du chômage (salaire). */
  readonly moisAvant: number;
  /** Mois de la période de référence à partir du mois du début (allocation, si versée). */
  readonly moisApres: number;
  /** Allocation perçue le mois de l'aide. */
  readonly allocationDuMois: number;
  /** Abattement de 30 % sur les revenus d'activité (R. 822-14). */
  readonly abattement: boolean;
  /** Revenus d'activité et de chômage comptés pour zéro (R. 822-15). */
  readonly neutralisation: boolean;
};

const indexMois = (mois: string) => Number(mois.slice(0, 4)) * 12 + Number(mois.slice(5, 7)) - 1;

/** Découpe la période de référence du mois `mois` (AAAA-MM) et dit quelles règles s'appliquent. */
export function periodeChomage(mois: string, c: Chomage): PeriodeChomage {
  const m = indexMois(mois);
  const debut = indexMois(c.debut);
  const moisAvant = Math.min(12, Math.max(0, debut - (m - 13)));
  const chomeurDuMois = debut <= m;
  const allocationDuMois = chomeurDuMois && c.indemnise ? c.allocation : 0;
  const depuisDeuxMois = chomeurDuMois && c.debut < `${decalerMois(mois, -2)}-01`;
  return {
    ...c,
    moisAvant,
    moisApres: 12 - moisAvant,
    allocationDuMois,
    abattement: depuisDeuxMois,
    neutralisation: depuisDeuxMois && allocationDuMois === 0,
  };
}
