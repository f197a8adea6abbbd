/**
 * How we name the three APL zones to visitors (arrêté du 17 mars 1978 modifié). Each description is checked
 * against the zoning the site ships (content/data/zonage-apl): zone 1 is Paris, every commune of the petite
 * couronne and part of the grande couronne — Provins, Nemours or Coulommiers are in zone 2 —, zone 2 holds the
 * large agglomerations, the rest of Île-de-France, Corsica and the overseas departments.
 */

import type { Zone } from '../../core/apl/types.ts';
import { ZONES } from '../../core/zoning/index.ts';

export type { Zone };
export { ZONES };

export const ZONE_LABELS: Record<Zone, { short: string; long: string }> = {
  1: {
    short: 'Paris, petite couronne et une partie de la grande couronne',
    long:
      'Paris, toutes les communes des Hauts-de-Seine, de la Seine-Saint-Denis et du Val-de-Marne, et une partie des ' +
      'communes de Seine-et-Marne, des Yvelines, de l’Essonne et du Val-d’Oise, énumérées par l’arrêté',
  },
  2: {
    short: 'Grandes agglomérations, reste de l’Île-de-France, Corse et outre-mer',
    long:
      'les grandes agglomérations (Lyon, Marseille, Lille, Toulouse, Bordeaux, Nice, Nantes, Strasbourg…), les ' +
      'communes d’Île-de-France qui ne sont pas en zone 1, toute la Corse et les départements d’outre-mer',
  },
  3: {
    short: 'Reste du territoire',
    long: 'toutes les autres communes',
  },
};

export function isZone(n: unknown): n is Zone {
  return n === 1 || n === 2 || n === 3;
}

/** The short label inside a sentence: « grandes agglomérations… », but « Paris, petite couronne… ». */
export function zoneShortInSentence(zone: Zone): string {
  const s = ZONE_LABELS[zone].short;
  return zone === 1 ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

/** Names of the departments a zone page details (Île-de-France, Corse, outre-mer). */
export const DEPARTMENT_NAMES: Record<string, string> = {
  '75': 'Paris',
  '77': 'Seine-et-Marne',
  '78': 'Yvelines',
  '91': 'Essonne',
  '92': 'Hauts-de-Seine',
  '93': 'Seine-Saint-Denis',
  '94': 'Val-de-Marne',
  '95': 'Val-d’Oise',
  '2A': 'Corse-du-Sud',
  '2B': 'Haute-Corse',
  '971': 'Guadeloupe',
  '972': 'Martinique',
  '973': 'Guyane',
  '974': 'La Réunion',
  '976': 'Mayotte',
};
