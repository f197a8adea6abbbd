import { describe, expect, it } from 'vitest';
import { num, obj, refsOf } from './source.ts';

describe('lectures sûres de la source', () => {
  it('exigent un nombre, un objet', () => {
    expect(num(3, 'x')).toBe(3);
    expect(() => num('3', 'x')).toThrow('Valeur numérique attendue pour x');
    expect(obj({ a: 1 }, 'x')).toEqual({ a: 1 });
    expect(() => obj([1], 'x')).toThrow('Objet attendu pour x');
    expect(() => obj(null, 'x')).toThrow('Objet attendu pour x');
  });

  it('traduisent les références, le lien tenant lieu de titre absent', () => {
    expect(refsOf([{ title: 'Arrêté', href: 'https://a.fr', note: 'n' }, { href: 'https://b.fr' }])).toEqual([
      { titre: 'Arrêté', url: 'https://a.fr', note: 'n' },
      { titre: 'Texte publié au Journal officiel : https://b.fr', url: 'https://b.fr' },
    ]);
    expect(refsOf(undefined)).toEqual([]);
  });
});
