import { describe, expect, it } from 'vitest';
import { feuilles, memesValeurs } from './valeurs.ts';

describe('memesValeurs', () => {
  it('compare feuille à feuille', () => {
    expect(memesValeurs({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(memesValeurs({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(memesValeurs({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(memesValeurs([1], { 0: 1 })).toBe(false);
    expect(memesValeurs(1, null)).toBe(false);
  });
});

describe('feuilles', () => {
  it('donne chaque nombre avec son chemin', () => {
    expect(feuilles({ a: 1, b: { c: [2, { d: 3 }] }, e: 'x' }, 'v')).toEqual([
      ['v.a', 1],
      ['v.b.c.0', 2],
      ['v.b.c.1.d', 3],
    ]);
    expect(feuilles(4)).toEqual([['', 4]]);
  });
});
