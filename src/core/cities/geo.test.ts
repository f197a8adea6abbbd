import { describe, expect, it } from 'vitest';
import { carMinutes, distanceKm, nearestNeighbours } from './geo.ts';

const lyon = { id: '69123', lat: 45.75485, lon: 4.83638 };
const villeurbanne = { id: '69266', lat: 45.7707, lon: 4.8889 };
const paris = { id: '75056', lat: 48.85661, lon: 2.3428 };
const marseille = { id: '13055', lat: 43.2803, lon: 5.3806 };

describe('distanceKm', () => {
  it('measures Paris–Lyon at about 392 km as the crow flies', () => {
    expect(distanceKm(paris, lyon)).toBeGreaterThan(385);
    expect(distanceKm(paris, lyon)).toBeLessThan(400);
  });
  it('is symmetric and zero on the same point', () => {
    expect(distanceKm(lyon, marseille)).toBeCloseTo(distanceKm(marseille, lyon), 9);
    expect(distanceKm(lyon, lyon)).toBe(0);
  });
});

describe('carMinutes (spec §9: 1.3 min per km)', () => {
  it('rounds distance × 1.3', () => {
    expect(carMinutes(10)).toBe(13);
    expect(carMinutes(4.47)).toBe(6);
  });
});

describe('nearestNeighbours', () => {
  it('returns the k nearest others, nearest first, never the source itself', () => {
    const all = [lyon, villeurbanne, paris, marseille];
    const result = nearestNeighbours([lyon], all, 2).get('69123');
    expect(result?.map((r) => r.id)).toEqual(['69266', '13055']);
    expect(result?.[0]?.distanceKm).toBeCloseTo(distanceKm(lyon, villeurbanne), 9);
  });

  it('agrees with a brute-force search on a random set of points', () => {
    let seed = 42;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const points = Array.from({ length: 400 }, (_, i) => ({
      id: String(i),
      lat: 42 + rand() * 9,
      lon: -4 + rand() * 12,
    }));
    const fast = nearestNeighbours(points, points, 4);
    for (const p of points) {
      const brute = points
        .filter((q) => q.id !== p.id)
        .map((q) => ({ id: q.id, distanceKm: distanceKm(p, q) }))
        .sort((a, b) => a.distanceKm - b.distanceKm || a.id.localeCompare(b.id))
        .slice(0, 4);
      expect(fast.get(p.id)).toEqual(brute);
    }
  });
});
