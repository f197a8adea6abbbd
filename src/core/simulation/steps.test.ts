import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baremesDuMois } from '../apl/parameters/index.ts';
import { simulateAmount } from './amount.ts';
import { simulate, stepsIn } from './compute.ts';
import { SAVINGS_THRESHOLD } from './form.ts';
import { resultInLanguage } from './in-language.ts';
import { stepsWithoutAge } from './shared-result.ts';
import {
  type FormData,
  firstIncompleteStep,
  nextStep,
  previousStep,
  STEP_SLUGS,
  stepFields,
  stepNumber,
  toEngineInput,
  unansweredStep,
  validateStep,
} from './steps.ts';

const TODAY = '2026-11-22';
const errorsOf = (slug: Parameters<typeof validateStep>[0], data: unknown) => {
  const r = validateStep(slug, data, TODAY);
  return r.ok ? {} : r.errors;
};

describe('step order (spec §2)', () => {
  it('has the 12 slugs in order, with previous and next', () => {
    expect(STEP_SLUGS).toEqual([
      'email',
      'code-postal',
      'loyer',
      'charges',
      'meuble',
      'colocation',
      'naissance',
      'statut',
      'enfants',
      'situation',
      'revenus',
      'resultats',
    ]);
    expect(stepNumber('loyer')).toBe(3);
    expect(previousStep('email')).toBeNull();
    expect(previousStep('code-postal')).toBe('email');
    expect(nextStep('revenus')).toBe('resultats');
    expect(nextStep('resultats')).toBeNull();
  });
});

describe('validation messages of spec §5', () => {
  it('e-mail', () => {
    expect(errorsOf('email', { email: '' }).email).toBe("L'email est requis");
    expect(errorsOf('email', { email: 'pas-un-email' }).email).toBe("Format d'email invalide");
    expect(errorsOf('email', { email: 'é@exemple.fr' }).email).toBe(
      "L'email contient des caractères non autorisés",
    );
    expect(errorsOf('email', { email: `${'a'.repeat(250)}@x.fr` }).email).toBe("L'email est trop long");
  });

  it('stores the e-mail trimmed and lower-cased', () => {
    const r = validateStep('email', { email: '  Jeanne.Dupont@Exemple.FR ' }, TODAY);
    expect(r).toEqual({ ok: true, data: { email: 'jeanne.dupont@exemple.fr', forWhom: 'moi' } });
  });

  it('postal code', () => {
    expect(errorsOf('code-postal', { postalCode: '', zone: 2 }).postalCode).toBe(
      'Veuillez entrer un code postal',
    );
    expect(errorsOf('code-postal', { postalCode: '6900', zone: 2 }).postalCode).toBe(
      'Veuillez entrer un code postal valide (5 chiffres)',
    );
    expect(errorsOf('code-postal', { postalCode: '69003', zone: 2 })).toEqual({});
  });

  it('rent: above 0 and at most 10 000', () => {
    const message = 'Veuillez entrer un loyer valide (entre 1€ et 10 000€)';
    for (const rent of [0, -5, 10_000.01, Number.NaN, undefined, '450']) {
      expect(errorsOf('loyer', { rent }).rent, String(rent)).toBe(message);
    }
    expect(errorsOf('loyer', { rent: 10_000 })).toEqual({});
    expect(errorsOf('loyer', { rent: 0.5 })).toEqual({});
  });

  it('charges: 0 to 5 000', () => {
    const message = 'Veuillez entrer un montant de charges valide (entre 0€ et 5 000€)';
    expect(errorsOf('charges', { charges: -1 }).charges).toBe(message);
    expect(errorsOf('charges', { charges: 5001 }).charges).toBe(message);
    expect(errorsOf('charges', { charges: 0 })).toEqual({});
  });

  it('birth date: age 16 to 100 by year difference', () => {
    const message = 'Veuillez entrer une date de naissance valide (âge entre 16 et 100 ans)';
    expect(errorsOf('naissance', { birthDate: '2011-01-01' }).birthDate).toBe(message);
    expect(errorsOf('naissance', { birthDate: '2010-12-31' })).toEqual({});
    expect(errorsOf('naissance', { birthDate: '1926-06-01' })).toEqual({});
    expect(errorsOf('naissance', { birthDate: '1925-06-01' }).birthDate).toBe(message);
    expect(errorsOf('naissance', { birthDate: '2030-01-01' }).birthDate).toBe(message);
    expect(errorsOf('naissance', { birthDate: '2004-02-30' }).birthDate).toBe(message);
  });

  it('income: 0 to 100 000', () => {
    const message = 'Veuillez entrer un revenu valide (entre 0€ et 100 000€)';
    expect(errorsOf('revenus', { income: 100_001 }).income).toBe(message);
    expect(errorsOf('revenus', { income: 1e9 }).income).toBe(message);
    expect(errorsOf('revenus', { income: 0 })).toEqual({});
  });

  it('asks whether a student holds a grant (DECISIONS 5)', () => {
    expect(errorsOf('statut', { status: 'student' }).boursier).toBe(
      'Veuillez indiquer si vous êtes boursier (oui ou non)',
    );
    expect(errorsOf('statut', { status: 'student', boursier: true, nationality: 'fr' })).toEqual({});
    expect(errorsOf('statut', { status: 'employee', nationality: 'eu' })).toEqual({});
  });

  it('asks the nationality of everyone, the permit of a non-EU national, and the grant conditions of a student permit without the grant (CCH L. 822-2)', () => {
    expect(errorsOf('statut', { status: 'employee' })).toEqual({
      nationality: 'Veuillez indiquer votre nationalité',
    });
    expect(errorsOf('statut', { status: 'student', boursier: false, nationality: 'other' })).toEqual({
      studentPermit: 'Veuillez indiquer votre titre de séjour',
    });
    const permit = { status: 'student', boursier: false, nationality: 'other', studentPermit: true };
    expect(errorsOf('statut', permit)).toEqual({
      bcsConditions: 'Veuillez indiquer si vous remplissez les conditions de la bourse (oui ou non)',
    });
    expect(errorsOf('statut', { ...permit, bcsConditions: false })).toEqual({});
    // A boursier meets the conditions; a worker on a student permit is asked them too.
    expect(errorsOf('statut', { ...permit, boursier: true })).toEqual({});
    expect(errorsOf('statut', { ...permit, status: 'employee', boursier: undefined })).toHaveProperty(
      'bcsConditions',
    );
    expect(errorsOf('statut', { status: 'employee', nationality: 'xx' })).toHaveProperty('nationality');
  });

  it('asks whether a relative owns a rental, and the parents’ IFI where an attachment is possible', () => {
    const housing = { furnished: false, chambre: false, conventionne: false };
    expect(errorsOf('meuble', housing)).toEqual({
      landlordRelative: 'Veuillez indiquer si le logement appartient à votre famille (oui ou non)',
    });
    expect(errorsOf('meuble', { ...housing, landlordRelative: true })).toEqual({});
    expect(errorsOf('revenus', { income: 0, parentsIfi: 'oui' })).toHaveProperty('parentsIfi');
  });

  it('asks the share of the rent in colocation', () => {
    expect(errorsOf('colocation', { colocation: true }).rentShare).toBe(
      'Veuillez entrer un loyer valide (entre 1€ et 10 000€)',
    );
    expect(errorsOf('colocation', { colocation: true, rentShare: 320 })).toEqual({});
    expect(errorsOf('colocation', { colocation: false })).toEqual({});
  });
});

const student: FormData = {
  email: 'etudiant@exemple.fr',
  postalCode: '69003',
  inseeCode: '69383',
  zone: 2,
  rent: 450,
  charges: 50,
  furnished: false,
  chambre: false,
  conventionne: false,
  colocation: false,
  birthDate: '2004-05-10',
  status: 'student',
  boursier: false,
  children: 0,
  livingAlone: true,
  income: 300,
  nationality: 'fr',
  landlordRelative: false,
  parentsIfi: false,
};

describe('from answers to the engine', () => {
  it('uses the share of the rent in colocation and ignores a grant for non-students', () => {
    const input = toEngineInput({
      ...student,
      colocation: true,
      rentShare: 300,
      status: 'employee',
      boursier: true,
    });
    expect(input.rent).toBe(300);
    expect(input.boursier).toBe(false);
  });

  it('gives the engine a residence as a redevance, conventionnée when the visitor does not know', () => {
    const input = toEngineInput({
      ...student,
      housing: 'crous',
      redevance: 271,
      chambre: true,
      rent: 999,
      conventionne: undefined,
    });
    expect(input).toMatchObject({ housing: 'crous', redevance: 271, conventionne: true, colocation: false });
    expect(input.rent).toBeUndefined();
    expect(
      toEngineInput({ ...student, housing: 'foyer', redevance: 400, conventionne: false }).conventionne,
    ).toBe(false);
  });

  it('gives the engine the jobseeker answers only for a jobseeker, and savings only when asked', () => {
    const jobseeker = {
      ...student,
      status: 'unemployed' as const,
      unemploymentStart: '2025-03-01',
      unemploymentIndemnified: false,
      salaryBeforeUnemployment: 1400,
      assets: 45_000,
    };
    expect(toEngineInput(jobseeker)).toMatchObject({
      unemploymentStart: '2025-03-01',
      unemploymentIndemnified: false,
      salaryBeforeUnemployment: 1400,
      assets: 45_000,
    });
    expect(toEngineInput({ ...jobseeker, status: 'employee' }).unemploymentStart).toBeUndefined();
  });

  it('asks each new question where it matters, with the spec style message', () => {
    expect(validateStep('loyer', { housing: 'crous' }, TODAY)).toMatchObject({
      ok: false,
      errors: { redevance: expect.stringContaining('redevance') },
    });
    expect(validateStep('loyer', { housing: 'crous', redevance: 271 }, TODAY).ok).toBe(true);
    expect(validateStep('loyer', { housing: 'ordinary' }, TODAY).ok).toBe(false);
    expect(validateStep('statut', { status: 'unemployed' }, TODAY)).toMatchObject({
      ok: false,
      errors: { unemploymentStart: expect.any(String), unemploymentIndemnified: expect.any(String) },
    });
    expect(
      validateStep(
        'statut',
        { status: 'unemployed', unemploymentStart: '2099-01-01', unemploymentIndemnified: true },
        TODAY,
      ).ok,
    ).toBe(false);
    expect(validateStep('revenus', { income: 800, assets: -3 }, TODAY).ok).toBe(false);
  });

  it('asks about savings from the threshold the scales set', () => {
    expect(baremesDuMois('2026-11')?.valeurs.patrimoine.seuil).toBe(SAVINGS_THRESHOLD);
  });

  it('needs no rent for a residence, and no redevance for a rental', () => {
    expect(
      unansweredStep({ ...student, housing: 'crous', redevance: 271, rent: undefined }, TODAY),
    ).toBeNull();
    expect(unansweredStep({ ...student, housing: 'crous', rent: 450 }, TODAY)).toBe('loyer');
  });

  it('finds the first step to complete', () => {
    expect(firstIncompleteStep({}, TODAY)).toBe('email');
    expect(firstIncompleteStep({ ...student, income: undefined }, TODAY)).toBe('revenus');
    expect(firstIncompleteStep(student, TODAY)).toBeNull();
  });

  it('gives a student alone in Lyon at 450 € the law’s amount (FORMULA.md §7 case A, October 2025 scale)', () => {
    const outcome = simulate(student, '2025-10-15');
    expect(outcome.kind).toBe('result');
    if (outcome.kind !== 'result') return;
    expect(outcome.result.montant).toBeCloseTo(199.88, 2);
    expect(outcome.result.montantFinal).toBe(199);
    expect(outcome.result.isEligible).toBe(true);
    expect(outcome.result.bareme.label).toBe('barèmes au 1er octobre 2025');
  });

  it('reports the missing answers and where to go back', () => {
    const outcome = simulate({ ...student, rent: undefined }, TODAY);
    expect(outcome).toMatchObject({ kind: 'incomplete', firstStep: 'loyer' });
  });
});

describe('the amount alone (results page, no validation library)', () => {
  it('gives the same amount as the full, validated calculation, without the explained steps', () => {
    for (const form of [
      student,
      { ...student, status: 'employee' as const, income: 1400, children: 2, livingAlone: false },
      { ...student, colocation: true, rentShare: 320, furnished: true },
      { ...student, conventionne: true, zone: 1 as const },
    ]) {
      const full = simulate(form, TODAY);
      const amount = simulateAmount(form, TODAY);
      if (full.kind !== 'result' || amount.kind !== 'result') throw new Error('résultat attendu');
      expect(amount.result.montant).toBe(full.result.montant);
      expect(amount.result.montantFinal).toBe(full.result.montantFinal);
      expect(amount.result.refusReason).toBe(full.result.refusReason);
      expect(amount.result.steps).toEqual([]);
      expect(full.result.steps.length).toBeGreaterThan(5);
    }
  });

  it('words the result in English on an English page, a shared one included, never changing it', () => {
    // Rent far above the cut-off ceiling: an aid of zero, with its reason.
    const tooDear = { ...student, rent: 2500 };
    const fr = simulateAmount(tooDear, TODAY);
    const en = simulateAmount(tooDear, TODAY, 'en');
    if (fr.kind !== 'result' || en.kind !== 'result') throw new Error('résultat attendu');
    expect(fr.result.refusReason).toMatch(/^Loyer trop élevé/);
    expect(en.result.refusReason).toMatch(/^Rent too high: your rent \(€2,500\)/);
    expect(en.result.bareme.label).toMatch(/^scales as of 1 October 20\d\d$/);
    expect({ ...en.result, refusReason: null, bareme: null }).toEqual({
      ...fr.result,
      refusReason: null,
      bareme: null,
    });

    // A shared link: the server's French result, worded again from its recap.
    const server = simulate(tooDear, TODAY);
    if (server.kind !== 'result') throw new Error('résultat attendu');
    const shared = resultInLanguage(server.result, tooDear, 'en');
    expect(shared).toMatchObject({ refusReason: en.result.refusReason, bareme: en.result.bareme });
    expect(shared.montantFinal).toBe(server.result.montantFinal);
    expect(resultInLanguage(server.result, tooDear, 'fr')).toBe(server.result);
    // A recap that no longer gives the stored result (another amount): the stored words are kept.
    expect(resultInLanguage(server.result, { ...tooDear, rent: 300 }, 'en')).toBe(server.result);
  });

  it('writes a shared result’s words and steps in English from its recap, which has no birth date', () => {
    // An employee of 30 earning enough for the income to leave no aid: a figure-laden reason.
    const worker = { ...student, status: 'employee' as const, birthDate: '1996-03-01', income: 2600 };
    const server = simulate(worker, TODAY);
    if (server.kind !== 'result') throw new Error('résultat attendu');
    expect(server.result.refusCode).toBe('RESSOURCES_TROP_ELEVEES');
    const { birthDate: _, email: __, ...recap } = worker;
    const shared = resultInLanguage(server.result, recap, 'en');
    expect(shared.refusReason).toMatch(/^Income too high for this rent: .* €[\d,]+ a year/);
    // The reason's figures are those of the stored French one (the representative age gives the same words).
    const figures = (text: string | null) =>
      (text ?? '').match(/\d[\d\s,.]*\d|\d/g)?.map((f) => f.replace(/[\s,.]/g, ''));
    expect(figures(shared.refusReason)).toEqual(figures(server.result.refusReason));

    const english = stepsIn(server.result, recap, 'en');
    expect(english?.map((s) => s.value)).toEqual(server.result.steps.map((s) => s.value));
    expect(english?.[0]?.title).toBe('Rent taken into account');
    // Steps that are not what the recap gives (altered): none are written, the page keeps the stored ones.
    const altered = {
      ...server.result,
      steps: server.result.steps.map((s) => ({ ...s, value: s.value + 1 })),
    };
    expect(stepsIn(altered, recap, 'en')).toBeNull();
  });

  it('writes in English the steps of a shared student result, which come without the age (issue 26)', () => {
    const server = simulate(student, TODAY);
    if (server.kind !== 'result') throw new Error('résultat attendu');
    expect(server.result.steps.some((s) => s.details?.startsWith('Âge retenu'))).toBe(true);
    // What the shared link's API gives: the steps without the age sentence, the recap without the birth date.
    const shared = {
      ...server.result,
      steps: stepsWithoutAge(server.result.steps, server.result.calculatedFor),
    };
    expect(JSON.stringify(shared.steps)).not.toMatch(/Âge retenu/);
    const { birthDate: _, email: __, ...recap } = student;
    const english = stepsIn(shared, recap, 'en');
    expect(english?.[0]?.title).toBe('Rent taken into account');
    expect(english?.map((s) => s.value)).toEqual(shared.steps.map((s) => s.value));
    // The representative age the browser tried is not printed as the visitor's.
    expect(JSON.stringify(english)).not.toMatch(/Age on 1/);
  });

  it('sends the visitor back to the first unanswered step', () => {
    expect(simulateAmount({ ...student, charges: undefined }, TODAY)).toMatchObject({
      kind: 'incomplete',
      firstStep: 'charges',
    });
    expect(simulateAmount({ ...student, status: 'student', boursier: undefined }, TODAY)).toMatchObject({
      firstStep: 'statut',
    });
    expect(simulateAmount({}, TODAY)).toMatchObject({ firstStep: 'email' });
  });
});

describe('the light « answered » test agrees with the steps’ schemas', () => {
  const complete: FormData[] = [
    student,
    { ...student, housing: 'crous', redevance: 271, chambre: true, conventionne: true, rent: undefined },
    {
      ...student,
      status: 'unemployed',
      unemploymentStart: '2026-03-01',
      unemploymentIndemnified: false,
      salaryBeforeUnemployment: 1500,
      income: 0,
      assets: 40_000,
    },
  ];
  const fields = [...new Set(STEP_SLUGS.flatMap((s) => [...stepFields(s)]))];

  it('for any answers missing, whatever the housing and the situation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...complete),
        fc.subarray(fields),
        fc.constantFrom<FormData['housing']>('ordinary', 'crous', 'foyer', undefined),
        (base, removed, housing) => {
          const form: Record<string, unknown> = { ...base, housing };
          for (const f of removed) delete form[f];
          const light = unansweredStep(form as FormData, TODAY) === null;
          const full = firstIncompleteStep(form as FormData, TODAY) === null;
          expect(light, JSON.stringify(form)).toBe(full);
        },
      ),
      { numRuns: 400 },
    );
  });
});
