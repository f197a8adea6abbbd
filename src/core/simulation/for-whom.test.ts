/** « Pour qui faites-vous cette simulation ? » travels with the e-mail, changes words only, and defaults to « moi ». */
import { describe, expect, it } from 'vitest';
import { simulateAmount } from './amount.ts';
import { type FormData, firstIncompleteStep, forWhomOf, stepFields, validateStep } from './steps.ts';

const DAY = '2026-11-27';

const child: FormData = {
  email: 'parent@exemple.fr',
  postalCode: '69007',
  zone: 2,
  housing: 'ordinary',
  rent: 480,
  charges: 40,
  furnished: true,
  chambre: false,
  conventionne: false,
  landlordRelative: false,
  colocation: false,
  birthDate: '2006-03-15',
  status: 'student',
  boursier: false,
  nationality: 'fr',
  children: 0,
  livingAlone: true,
  income: 0,
  parentsIfi: false,
};

describe('« Pour qui faites-vous cette simulation ? »', () => {
  it('is an answer of the e-mail step, « moi » when the visitor leaves it as it is', () => {
    expect(stepFields('email')).toContain('forWhom');
    const check = validateStep('email', { email: 'parent@exemple.fr' }, DAY);
    expect(check).toEqual({ ok: true, data: { email: 'parent@exemple.fr', forWhom: 'moi' } });
    for (const forWhom of ['moi', 'enfant', 'proche'] as const) {
      const given = validateStep('email', { email: 'parent@exemple.fr', forWhom }, DAY);
      expect(given.ok && given.data.forWhom).toBe(forWhom);
    }
  });

  it('refuses any other value, with its own message', () => {
    const check = validateStep('email', { email: 'parent@exemple.fr', forWhom: 'voisin' }, DAY);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.forWhom).toMatch(/pour qui est la simulation/);
  });

  it('lets a session saved before the question resume and compute as before (« moi »)', () => {
    expect('forWhom' in child).toBe(false);
    expect(firstIncompleteStep(child, DAY)).toBeNull();
    expect(forWhomOf(child)).toBe('moi');
  });

  it('changes nothing in the amount', () => {
    const mine = simulateAmount(child, DAY);
    expect(mine.kind).not.toBe('incomplete');
    expect(mine).toEqual(simulateAmount({ ...child, forWhom: 'enfant' }, DAY));
    expect(mine).toEqual(simulateAmount({ ...child, forWhom: 'proche' }, DAY));
  });
});
