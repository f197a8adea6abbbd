import { describe, expect, it } from 'vitest';
import { engineInputSchema, validateEngineInput } from './engine-input.ts';

const valide = {
  zone: 2,
  rent: 450,
  charges: 50,
  furnished: false,
  colocation: false,
  birthDate: '2004-05-10',
  status: 'student',
  livingAlone: true,
  children: 0,
  income: 300,
};

describe('entrée du moteur', () => {
  it('accepte un cas valide et applique les valeurs par défaut', () => {
    const r = validateEngineInput({ ...valide, id: 'x', date: '2025-10' }, '2025-10');
    expect(r).toEqual({
      ok: true,
      data: { ...valide, chambre: false, conventionne: false, boursier: false },
    });
    expect(engineInputSchema('2025-10-01').safeParse(valide).success).toBe(true);
  });

  it('nomme chaque champ en erreur, une fois, sans lever d’exception', () => {
    const r = validateEngineInput(
      { ...valide, rent: -1, income: 1e9, birthDate: '2030-01-01', zone: 7 },
      '2025-10',
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { field: 'zone', message: 'Veuillez choisir une zone APL valide (1, 2 ou 3)' },
      { field: 'rent', message: 'Veuillez entrer un loyer valide (entre 1€ et 10 000€)' },
      {
        field: 'birthDate',
        message: 'Veuillez entrer une date de naissance valide (âge entre 16 et 100 ans)',
      },
      { field: 'income', message: 'Veuillez entrer un revenu valide (entre 0€ et 100 000€)' },
    ]);
  });

  it('refuse proprement ce qui n’est pas un objet', () => {
    for (const bad of [null, 'x', 42, [], undefined]) {
      const r = validateEngineInput(bad, '2025-10');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[0]?.field).toBe('input');
    }
  });

  it('signale les champs manquants ou mal typés', () => {
    const r = validateEngineInput({ ...valide, furnished: 'oui', status: undefined }, '2025-10');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.field)).toEqual(['furnished', 'status']);
  });
});
