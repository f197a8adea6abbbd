/**
 * Couples in the simulator (issue 29): the partner's status on « situation », each one's income on « revenus »,
 * the same zod schemas in the island and the API, and the engine's `partner` — while a session saved before
 * (a couple without the partner's answers) still computes, `income` being the household's total.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages.ts';
import { simulate } from './compute.ts';
import {
  type FormData,
  householdIncome,
  partnerOf,
  toEngineInput,
  unansweredStep,
  validateStep,
} from './steps.ts';

const TODAY = '2026-11-22';
const errorsOf = (slug: Parameters<typeof validateStep>[0], data: unknown) => {
  const r = validateStep(slug, data, TODAY);
  return r.ok ? {} : r.errors;
};

const couple: FormData = {
  email: 'couple@exemple.fr',
  postalCode: '69003',
  inseeCode: '69383',
  zone: 2,
  rent: 600,
  charges: 80,
  furnished: false,
  chambre: false,
  conventionne: false,
  colocation: false,
  birthDate: '2005-03-10',
  status: 'student',
  boursier: false,
  children: 0,
  livingAlone: false,
  partnerStatus: 'student',
  income: 0,
  partnerIncome: 0,
  nationality: 'fr',
  landlordRelative: false,
  parentsIfi: false,
};

/** The resources R the engine retained (the « Ressources prises en compte » step, annual). */
const ressourcesOf = (form: FormData) =>
  resultOf(form).steps.find((e) => e.title === 'Ressources prises en compte')?.value;

const resultOf = (form: FormData) => {
  const o = simulate(form, TODAY);
  if (o.kind !== 'result') throw new Error(`pas de résultat : ${JSON.stringify(o)}`);
  return o.result;
};

describe('the partner’s questions', () => {
  it('asks the partner’s status in a couple, with the spec-style message', () => {
    expect(errorsOf('situation', { livingAlone: false, partnerStatus: '' })).toEqual({
      partnerStatus: MESSAGES.statutConjoint,
    });
    expect(errorsOf('situation', { livingAlone: false, partnerStatus: 'employee' })).toEqual({});
    // A session saved before the question: a couple without the partner's status is still valid.
    expect(errorsOf('situation', { livingAlone: false })).toEqual({});
  });

  it('asks a jobseeking partner the same details as the applicant', () => {
    expect(errorsOf('situation', { livingAlone: false, partnerStatus: 'unemployed' })).toEqual({
      partnerUnemploymentStart: MESSAGES.debutChomage,
      partnerUnemploymentIndemnified: MESSAGES.chomageIndemniseConjoint,
    });
    expect(
      errorsOf('situation', {
        livingAlone: false,
        partnerStatus: 'unemployed',
        partnerUnemploymentStart: '2027-01-01',
        partnerUnemploymentIndemnified: true,
      }),
    ).toEqual({ partnerUnemploymentStart: MESSAGES.debutChomage });
  });

  it('checks the partner’s income apart from the applicant’s', () => {
    expect(errorsOf('revenus', { income: 900, partnerIncome: -1 })).toEqual({
      partnerIncome: MESSAGES.revenuConjoint,
    });
    expect(errorsOf('revenus', { income: 900, partnerIncome: Number.NaN })).toEqual({
      partnerIncome: MESSAGES.revenuConjoint,
    });
    expect(unansweredStep({ ...couple, partnerIncome: undefined }, TODAY)).toBe('revenus');
    expect(unansweredStep(couple, TODAY)).toBeNull();
  });
});

describe('from a couple’s answers to the engine', () => {
  it('gives the household’s total as `income` and each one’s own in `partner`', () => {
    const input = toEngineInput({ ...couple, status: 'employee', income: 1000, partnerIncome: 500 });
    expect(input.income).toBe(1500);
    expect(input.partner).toEqual({ status: 'student', boursier: false, income: 500 });
  });

  it('gives the household’s income (the e-mail’s « Revenus ») as the two together, or the total saved before', () => {
    expect(householdIncome({ ...couple, income: 900, partnerIncome: 600 })).toBe(1500);
    const { partnerStatus: _s, ...avant } = couple;
    expect(householdIncome({ ...avant, income: 1500, partnerIncome: 600 })).toBe(1500);
    expect(householdIncome({ ...couple, livingAlone: true, income: 900, partnerIncome: 600 })).toBe(900);
  });

  it('reads a session saved before the partner’s questions as before (`income` is the total)', () => {
    const { partnerStatus: _s, partnerIncome: _i, ...avant } = couple;
    const input = toEngineInput({ ...avant, income: 1500 });
    expect(input.income).toBe(1500);
    expect(input.partner).toBeUndefined();
    expect(resultOf({ ...avant, status: 'employee', income: 1500 }).montant).toBeGreaterThanOrEqual(0);
  });

  it('a couple of two students gets the students’ forfait amount', () => {
    const r = resultOf(couple);
    expect(ressourcesOf(couple)).toBe(8600);
    expect(r.steps.some((e) => e.description.includes('forfait'))).toBe(true);
    // The forfait, whatever the partner earns.
    expect(resultOf({ ...couple, partnerIncome: 1200 }).montant).toBe(r.montant);
    expect(r.montant).toBeGreaterThan(0);
  });

  it('a partner jobseeker without benefit for two months neutralises both incomes (CCH R. 822-15)', () => {
    const form: FormData = {
      ...couple,
      birthDate: '1991-12-13',
      status: 'employee',
      income: 1224,
      partnerStatus: 'unemployed',
      partnerUnemploymentStart: '2025-04-09',
      partnerUnemploymentIndemnified: false,
      partnerIncome: 0,
    };
    expect(partnerOf(form)).toMatchObject({
      unemploymentStart: '2025-04-09',
      unemploymentIndemnified: false,
    });
    expect(ressourcesOf(form)).toBe(0);
    const { partnerStatus: _s, partnerIncome: _i, ...avant } = form;
    expect(ressourcesOf(avant)).toBeGreaterThan(0);
  });
});
