/** How we name the three APL zones to visitors (arrêté du 17 mars 1978 modifié). */
export const ZONES = [1, 2, 3] as const;
export type Zone = (typeof ZONES)[number];

export const ZONE_LABELS: Record<Zone, { short: string; long: string }> = {
  1: {
    short: 'Paris et agglomération',
    long: 'Paris, la petite couronne et les communes de l’agglomération parisienne où les loyers sont les plus élevés',
  },
  2: {
    short: 'Grandes agglomérations',
    long: 'les agglomérations de plus de 100 000 habitants, les villes nouvelles et le reste de l’Île-de-France, la Corse et les départements d’outre-mer',
  },
  3: {
    short: 'Reste du territoire',
    long: 'toutes les autres communes',
  },
};

export function isZone(n: unknown): n is Zone {
  return n === 1 || n === 2 || n === 3;
}

/** The short label inside a sentence: « grandes agglomérations », but « Paris et agglomération ». */
export function zoneShortInSentence(zone: Zone): string {
  const s = ZONE_LABELS[zone].short;
  return zone === 1 ? s : s.charAt(0).toLowerCase() + s.slice(1);
}
