import { describe, expect, it } from 'vitest';
import { computeAidAmount } from '../apl/calculate.ts';
import { engineInputOf, type FormData } from './form.ts';
import {
  amountFor,
  nearestOpenings,
  rentOf,
  WHAT_IF_MAX,
  withChange,
  withRepresentativeAge,
  zeroIncome,
  zeroRent,
} from './what-if.ts';

const DAY = '2026-01-15';
const MONTH = '2026-01';

/** A young worker in Lyon (zone 2): the student forfait would hide the income. */
const worker: FormData = {
  email: 'jeune@exemple.fr',
  postalCode: '69003',
  inseeCode: '69383',
  zone: 2,
  rent: 450,
  charges: 50,
  furnished: false,
  chambre: false,
  conventionne: false,
  colocation: false,
  birthDate: '2001-05-10',
  status: 'employee',
  children: 0,
  livingAlone: true,
  income: 1100,
  nationality: 'fr',
  landlordRelative: false,
  parentsIfi: false,
};

const engine = (form: FormData) => {
  const r = computeAidAmount(engineInputOf(form), MONTH);
  if (!r.ok) throw new Error(r.code);
  return r.result.montantFinal;
};

describe('what-if', () => {
  it('gives the engine’s amount for a changed rent, income or flat-share', () => {
    expect(amountFor(worker, DAY)).toBe(engine(worker));
    expect(amountFor(worker, DAY)).toBeGreaterThan(0);
    const lower = withChange(worker, { income: 600 });
    expect(amountFor(lower, DAY)).toBe(engine({ ...worker, income: 600 }));
    expect(amountFor(lower, DAY)).toBeGreaterThan(amountFor(worker, DAY));
    const shared = withChange(worker, { colocation: true });
    expect(shared).toMatchObject({ colocation: true, rentShare: 450 });
    expect(amountFor(shared, DAY)).toBe(engine({ ...worker, colocation: true, rentShare: 450 }));
    // The flat-share's lower ceiling lowers the aid for the same rent paid.
    expect(amountFor(shared, DAY)).toBeLessThan(amountFor(worker, DAY));
    expect(rentOf(withChange(shared, { rent: 380 }))).toBe(380);
  });

  it('finds the income from which the aid stops, exactly', () => {
    const limit = zeroIncome(worker, DAY);
    expect(limit).not.toBeNull();
    expect(engine({ ...worker, income: limit as number })).toBe(0);
    expect(engine({ ...worker, income: (limit as number) - 1 })).toBeGreaterThan(0);
  });

  it('finds the rent from which the aid stops (degressivity of high rents)', () => {
    const limit = zeroRent(worker, DAY);
    expect(limit).not.toBeNull();
    expect(limit as number).toBeLessThan(WHAT_IF_MAX);
    expect(engine({ ...worker, rent: limit as number })).toBe(0);
    expect(engine({ ...worker, rent: (limit as number) - 1 })).toBeGreaterThan(0);
  });

  it('says nothing changes with the income of a student under 28 (flat-rate resources)', () => {
    const student: FormData = { ...worker, status: 'student', boursier: false, birthDate: '2005-03-01' };
    expect(amountFor(student, DAY)).toBeGreaterThan(0);
    expect(zeroIncome(student, DAY)).toBeNull();
  });

  it('names the nearest income and rent that would open a right for a zero result', () => {
    const tooRich = { ...worker, income: 2400 };
    expect(amountFor(tooRich, DAY)).toBe(0);
    const openings = nearestOpenings(tooRich, DAY);
    const byIncome = openings.find((o) => o.field === 'income');
    expect(byIncome).toBeDefined();
    expect(engine({ ...tooRich, income: byIncome?.max as number })).toBe(byIncome?.amount);
    expect(byIncome?.amount).toBeGreaterThan(0);
    expect(engine({ ...tooRich, income: (byIncome?.max as number) + 1 })).toBe(0);

    const tooDear = { ...worker, rent: (zeroRent(worker, DAY) as number) + 200 };
    const byRent = nearestOpenings(tooDear, DAY).find((o) => o.field === 'rent');
    expect(byRent).toBeDefined();
    expect(engine({ ...tooDear, rent: byRent?.max as number })).toBeGreaterThan(0);
    expect(engine({ ...tooDear, rent: (byRent?.max as number) + 1 })).toBe(0);
    expect(nearestOpenings(worker, DAY)).toEqual([]);
  });

  it('on a shared link, finds an age that gives the shared amount again, without the birth date', () => {
    const { email: _e, birthDate: _b, ...recap } = worker;
    const form = withRepresentativeAge(recap, DAY, engine(worker));
    expect(form).not.toBeNull();
    expect(amountFor(form as FormData, DAY)).toBe(engine(worker));
    expect(withRepresentativeAge(recap, DAY, engine(worker) + 7)).toBeNull();
  });
});
