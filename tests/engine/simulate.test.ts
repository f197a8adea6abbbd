/** La commande de calcul en lot : une ligne en sortie par ligne en entrée, jamais d'arrêt sur une mauvaise ligne. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulerLigne } from '../../scripts/simulate.ts';

const root = join(import.meta.dirname, '..', '..');
const cas = {
  id: 'c1',
  date: '2025-11',
  rent: 450,
  charges: 30,
  furnished: false,
  colocation: false,
  birthDate: '2004-05-10',
  status: 'student',
  livingAlone: true,
  children: 0,
  income: 0,
  zone: 2,
};

describe('simulate', () => {
  it('calcule un cas avec zone, code postal ou code INSEE', () => {
    expect(simulerLigne(JSON.stringify(cas))).toMatchObject({
      id: 'c1',
      montant: 199.88,
      montantFinal: 199,
      isEligible: true,
      zone: 2,
      aidType: 'ALS',
      bareme: '2025-10-01',
      baremeLabel: 'barèmes au 1er octobre 2025',
      refusCode: null,
    });
    const parCodePostal = simulerLigne(JSON.stringify({ ...cas, zone: undefined, postalCode: '75011' }));
    expect(parCodePostal).toMatchObject({ zone: 1, commune: { insee: '75056', name: 'Paris' } });
    expect(simulerLigne(JSON.stringify({ ...cas, zone: undefined, depcom: '69123' }))).toMatchObject({
      zone: 2,
    });
    // Code postal à cheval sur deux zones : commune la plus peuplée, et signalement.
    expect(simulerLigne(JSON.stringify({ ...cas, zone: undefined, postalCode: '01170' }))).toMatchObject({
      zoneAmbiguous: true,
      commune: { name: 'Gex' },
    });
    const r = simulerLigne(JSON.stringify(cas)) as { steps: unknown[] };
    expect(r.steps.length).toBeGreaterThan(10);
  });

  it('accepte une ligne complète des cas de référence ({ id, input, output })', () => {
    expect(simulerLigne(JSON.stringify({ id: 'x', input: cas, output: {} }))).toMatchObject({
      id: 'x',
      montant: 199.88,
    });
  });

  it('répond { id, error } en français à une ligne qu’il ne peut pas calculer', () => {
    expect(simulerLigne('{pas du json')).toEqual({
      id: null,
      error: 'Ligne illisible : ce n’est pas un objet JSON valide.',
    });
    expect(simulerLigne('[1,2]')).toMatchObject({
      id: null,
      error: expect.stringContaining('Ligne illisible'),
    });
    expect(simulerLigne(JSON.stringify({ ...cas, zone: undefined, postalCode: '00000' }))).toEqual({
      id: 'c1',
      error: 'Code postal inconnu : 00000. Vérifiez-le ou indiquez votre commune.',
    });
    expect(simulerLigne(JSON.stringify({ ...cas, rent: -3, income: 1e9 }))).toEqual({
      id: 'c1',
      error:
        'Veuillez entrer un loyer valide (entre 1€ et 10 000€) ; Veuillez entrer un revenu valide (entre 0€ et 100 000€)',
    });
    expect(simulerLigne(JSON.stringify({ ...cas, date: '2022-05' }))).toEqual({
      id: 'c1',
      error: 'Aucune version active des barèmes trouvée',
    });
    expect(simulerLigne(JSON.stringify({ ...cas, date: undefined }))).toMatchObject({
      id: 'c1',
      error: expect.any(String),
    });
  });

  it('accepte les résidences, `room` pour `chambre`, le chômage daté et l’épargne', () => {
    const crous = {
      id: 'r1',
      date: '2026-11',
      housing: 'crous',
      redevance: 499,
      birthDate: '2005-05-13',
      status: 'student',
      livingAlone: true,
      children: 0,
      income: 614,
      room: true,
      conventionne: false,
      zone: 2,
    };
    // dev-crous-013 : 91,46 € (référence) ; chambre non réhabilitée : autre équivalence de loyer.
    expect(simulerLigne(JSON.stringify(crous))).toMatchObject({ id: 'r1', montant: 91.46, aidType: 'ALS' });
    expect(simulerLigne(JSON.stringify({ ...crous, renovated: false }))).toMatchObject({ montant: 29.96 });
    expect(simulerLigne(JSON.stringify({ ...crous, conventionne: undefined }))).toMatchObject({
      aidType: 'APL',
    });
    expect(
      simulerLigne(
        JSON.stringify({
          ...cas,
          date: '2025-03',
          rent: 682,
          status: 'unemployed',
          livingAlone: false,
          income: 795,
          unemploymentStart: '2024-12-28',
          unemploymentIndemnified: true,
          salaryBeforeUnemployment: 2269,
          zone: 3,
        }),
      ),
    ).toMatchObject({ montant: 59.32 });
    expect(
      simulerLigne(JSON.stringify({ ...cas, status: 'employee', income: 1000, assets: 30_001 })),
    ).toMatchObject({
      montant: 100.06,
    });
  });

  it('calcule l’outre-mer par code postal et refuse les collectivités d’outre-mer', () => {
    const dom = { ...cas, date: '2025-03', rent: 502, status: 'other', income: 387, zone: undefined };
    expect(simulerLigne(JSON.stringify({ ...dom, postalCode: '97136' }))).toMatchObject({
      montant: 282.04,
      zone: 2,
      overseas: true,
      commune: { insee: '97130' },
    });
    expect(simulerLigne(JSON.stringify({ ...dom, postalCode: '97133' }))).toEqual({
      id: 'c1',
      error:
        "Saint-Barthélemy (collectivité d'outre-mer) n'a pas de zone APL dans le zonage officiel : ce simulateur ne peut pas y calculer l'aide.",
    });
  });

  it('traite un flux ligne à ligne sans s’arrêter sur une ligne illisible', () => {
    const input = [
      JSON.stringify(cas),
      'n’importe quoi',
      '',
      JSON.stringify({ ...cas, id: 'c2', rent: 600 }),
    ].join('\n');
    const p = spawnSync(process.execPath, [join(root, 'scripts/simulate.ts')], {
      input,
      encoding: 'utf8',
      cwd: root,
    });
    expect(p.status).toBe(0);
    const lines = p.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(['c1', null, 'c2']);
    expect(lines[1].error).toBeTypeOf('string');
    expect(lines[2].montant).toBeGreaterThan(0);
  });
});
