/**
 * La veille des barèmes pour le tableau de bord (issue 27) : les revalorisations attendues (1er octobre, 1er janvier)
 * et encore absentes des barèmes en vigueur, séparées en « attendues, non saisies » (date passée) et « à venir »
 * (dans les trois mois). Pure : le jour est un argument, les attendues viennent de `revalorisationsAttendues`.
 */
import { daysAfter } from '../../dates.ts';
import type { CleBareme } from './types.ts';

export type Attendue = { readonly date: string; readonly series: readonly CleBareme[] };

export type Veille = { readonly enRetard: readonly Attendue[]; readonly aVenir: readonly Attendue[] };

/** Jours d'avance avec lesquels une revalorisation à venir est signalée. */
export const HORIZON_JOURS = 92;

/** Les revalorisations attendues au jour `jour` (AAAA-MM-JJ) : en retard (date atteinte) ou à venir (horizon). */
export function veilleDesBaremes(jour: string, attendues: readonly Attendue[]): Veille {
  const horizon = daysAfter(jour, HORIZON_JOURS);
  return {
    enRetard: attendues.filter((a) => a.date <= jour),
    aVenir: attendues.filter((a) => a.date > jour && a.date <= horizon),
  };
}
