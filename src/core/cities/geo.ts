/** Great-circle distances between communes (haversine on the mean Earth radius). */
const EARTH_RADIUS_KM = 6371.0088;
/** Spec §9: car time estimate = distance × 1.3 minutes. */
export const CAR_MINUTES_PER_KM = 1.3;

export type Point = { lat: number; lon: number };

const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function carMinutes(km: number): number {
  return Math.round(km * CAR_MINUTES_PER_KM);
}

export type Located = Point & { id: string };

/**
 * The k nearest targets of each source, by great-circle distance (ties broken by id for stability).
 * Grid bucketing keeps it near-linear for ~2,300 pages × 35,000 communes.
 */
export function nearestNeighbours(
  sources: readonly Located[],
  targets: readonly Located[],
  k: number,
): Map<string, Array<{ id: string; distanceKm: number }>> {
  const CELL = 0.5; // degrees
  const grid = new Map<string, Located[]>();
  const key = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;
  for (const t of targets) {
    const cellKey = key(t.lat, t.lon);
    const cell = grid.get(cellKey) ?? [];
    cell.push(t);
    grid.set(cellKey, cell);
  }
  const result = new Map<string, Array<{ id: string; distanceKm: number }>>();
  for (const s of sources) {
    const ci = Math.floor(s.lat / CELL);
    const cj = Math.floor(s.lon / CELL);
    let found: Array<{ id: string; distanceKm: number }> = [];
    // Grow the search ring until k neighbours are found and the ring is wider than the k-th distance.
    for (let ring = 1; ring < 400; ring++) {
      found = [];
      for (let i = ci - ring; i <= ci + ring; i++) {
        for (let j = cj - ring; j <= cj + ring; j++) {
          for (const t of grid.get(`${i}:${j}`) ?? []) {
            if (t.id !== s.id) found.push({ id: t.id, distanceKm: distanceKm(s, t) });
          }
        }
      }
      found.sort((a, b) => a.distanceKm - b.distanceKm || a.id.localeCompare(b.id));
      // One cell of latitude is ≈ 55 km; a ring of r cells guarantees coverage of (r × 0.5° × 111 km × cos(lat)).
      const guaranteedKm = ring * CELL * 111 * Math.cos(rad(Math.min(Math.abs(s.lat) + ring * CELL, 89)));
      const kth = found[k - 1];
      if (found.length >= k && kth && kth.distanceKm <= guaranteedKm) break;
      if (found.length >= targets.length - 1) break;
    }
    result.set(s.id, found.slice(0, k));
  }
  return result;
}
