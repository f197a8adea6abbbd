import { describe, expect, it } from 'vitest';
import { calculateAid, effectiveDates } from './index.ts';

const cas = {
  zone: 1,
  rent: 600,
  charges: 40,
  furnished: true,
  colocation: false,
  birthDate: '2003-02-01',
  status: 'student',
  boursier: true,
  livingAlone: true,
  children: 0,
  income: 200,
};

describe('calculateAid', () => {
  it('calcule pour un mois AAAA-MM ou une date AAAA-MM-JJ', () => {
    const a = calculateAid(cas, { date: '2025-11' });
    const b = calculateAid(cas, { date: '2025-11-17' });
    expect(a.ok && b.ok && a.result.montant === b.result.montant).toBe(true);
    if (a.ok) expect(a.result.zone).toBe(1);
  });

  it('renvoie les erreurs de validation en français, champ par champ', () => {
    const r = calculateAid(
      { ...cas, rent: -1, income: 1e9, birthDate: '2031-01-01', children: 'deux' },
      { date: '2025-11' },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('VALIDATION');
    expect(r.errors.map((e) => e.field)).toEqual(['rent', 'birthDate', 'children', 'income']);
    expect(r.errors[0]?.message).toBe('Veuillez entrer un loyer valide (entre 1€ et 10 000€)');
  });

  it('refuse un mois mal écrit', () => {
    const r = calculateAid(cas, { date: 'novembre' });
    expect(r).toMatchObject({ ok: false, code: 'VALIDATION', errors: [{ field: 'date' }] });
  });

  it('signale l’absence de barème', () => {
    expect(calculateAid(cas, { date: '2022-06' })).toMatchObject({
      ok: false,
      code: 'BAREME_INACTIF',
      errors: [{ message: 'Aucune version active des barèmes trouvée' }],
    });
  });

  it('ne laisse jamais échapper d’exception', () => {
    const bizarre: unknown[] = [
      null,
      undefined,
      'x',
      [],
      { rent: Symbol('x') },
      { ...cas, zone: { toString: null } },
    ];
    for (const input of bizarre) {
      expect(() => calculateAid(input, { date: '2025-11' })).not.toThrow();
      expect(calculateAid(input, { date: '2025-11' }).ok).toBe(false);
    }
    expect(calculateAid(cas, undefined as unknown as { date: string }).ok).toBe(false);
  });

  it('expose les dates d’effet pour planifier les reconstructions', () => {
    expect(effectiveDates()).toContain('2025-10-01');
  });
});
