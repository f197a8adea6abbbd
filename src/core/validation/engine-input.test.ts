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

describe('entrée du moteur : résidences, chômage, épargne, outre-mer', () => {
  const residence = {
    zone: 2,
    housing: 'crous',
    redevance: 365,
    birthDate: '2004-05-10',
    status: 'student',
    livingAlone: true,
    children: 0,
    income: 0,
  };

  it('accepte une résidence sans loyer et la dit conventionnée par défaut', () => {
    const r = validateEngineInput({ ...residence, rent: 0 }, '2025-10');
    expect(r).toEqual({
      ok: true,
      data: {
        ...residence,
        furnished: false,
        chambre: false,
        colocation: false,
        conventionne: true,
        boursier: false,
      },
    });
    expect(engineInputSchema('2025-10-01').safeParse(residence).success).toBe(true);
  });

  it('demande la redevance d’une résidence, le loyer d’un logement ordinaire', () => {
    const sansRedevance = validateEngineInput({ ...residence, redevance: undefined }, '2025-10');
    expect(sansRedevance).toMatchObject({
      ok: false,
      errors: [
        {
          field: 'redevance',
          message: 'Veuillez entrer une redevance mensuelle valide (entre 1€ et 10 000€)',
        },
      ],
    });
    const ordinaire = validateEngineInput({ ...valide, housing: 'ordinary', rent: undefined }, '2025-10');
    expect(ordinaire).toMatchObject({ ok: false, errors: [{ field: 'rent' }] });
    expect(validateEngineInput({ ...valide, housing: 'hôtel' }, '2025-10')).toMatchObject({
      ok: false,
      errors: [{ field: 'housing' }],
    });
  });

  it('garde les champs du chômage, de l’épargne et de l’outre-mer, sans valeur par défaut', () => {
    const extra = {
      unemploymentStart: '2025-03-15',
      unemploymentIndemnified: false,
      salaryBeforeUnemployment: 1400,
      assets: 45_000,
      overseas: true,
      renovated: false,
    };
    const r = validateEngineInput({ ...residence, ...extra, status: 'unemployed' }, '2025-10');
    expect(r.ok && r.data).toMatchObject(extra);
    const ordinaire = validateEngineInput(valide, '2025-10');
    expect(ordinaire.ok && 'assets' in ordinaire.data).toBe(false);
  });

  it('refuse un début de chômage invalide ou postérieur au mois de l’aide', () => {
    expect(validateEngineInput({ ...valide, unemploymentStart: '2025-02-30' }, '2025-10')).toMatchObject({
      ok: false,
      errors: [
        {
          field: 'unemploymentStart',
          message: 'Veuillez entrer une date de début de chômage valide (AAAA-MM-JJ)',
        },
      ],
    });
    expect(validateEngineInput({ ...valide, unemploymentStart: '2025-11-01' }, '2025-10')).toMatchObject({
      ok: false,
      errors: [
        {
          field: 'unemploymentStart',
          message: "La date de début du chômage ne peut pas être postérieure au mois de l'aide",
        },
      ],
    });
    expect(validateEngineInput({ ...valide, unemploymentStart: '2025-10-31' }, '2025-10').ok).toBe(true);
    expect(validateEngineInput({ ...valide, assets: -1, overseas: 'oui' }, '2025-10')).toMatchObject({
      ok: false,
      errors: [{ field: 'assets' }, { field: 'overseas' }],
    });
  });

  it('couple : le conjoint est validé champ par champ, et son revenu fait partie du total', () => {
    const couple = { ...valide, livingAlone: false, income: 1500 };
    const partner = { status: 'employee', income: 500 };
    expect(validateEngineInput({ ...couple, partner }, '2025-10').ok).toBe(true);
    expect(
      validateEngineInput({ ...couple, partner: { status: 'chomeur', income: -1 } }, '2025-10'),
    ).toMatchObject({
      ok: false,
      errors: [
        { field: 'partner.status', message: expect.stringContaining('votre conjoint(e)') },
        { field: 'partner.income', message: expect.stringContaining('votre conjoint(e)') },
      ],
    });
    expect(
      validateEngineInput({ ...couple, partner: { ...partner, income: 2000 } }, '2025-10'),
    ).toMatchObject({
      ok: false,
      errors: [
        {
          field: 'partner.income',
          message: 'Les revenus de votre conjoint(e) ne peuvent pas dépasser ceux du foyer',
        },
      ],
    });
    expect(
      validateEngineInput({ ...couple, partner: { ...partner, birthDate: '2020-01-01' } }, '2025-10'),
    ).toMatchObject({ ok: false, errors: [{ field: 'partner.birthDate' }] });
  });
});
