/**
 * « Et si… ? » on the results page: the same engine, run again in the browser with one answer changed (the
 * rent, the income, the flat-share), and the thresholds where the aid stops or starts. No validation library
 * and no clock: the day of the simulation is an argument, like everywhere in the core.
 */
import { computeAidAmount } from '../apl/calculate.ts';
import { aidMonth } from '../dates.ts';
import { candidateAnswers, engineInputOf, type FormData, isResidence, unansweredStep } from './form.ts';

/** What the visitor can move. `rent` is the rent without charges they pay (their share in a flat-share, the redevance in a residence). */
export type WhatIfChange = { rent?: number; income?: number; colocation?: boolean };

/** Above this, a monthly rent or income is outside what the sliders and the searches explore. */
export const WHAT_IF_MAX = 5_000;

/** The rent the engine takes for these answers (the share in a flat-share, the redevance in a residence). */
export function rentOf(form: FormData): number {
  if (isResidence(form)) return form.redevance ?? 0;
  return (form.colocation ? form.rentShare : form.rent) ?? 0;
}

/** The answers with a change applied. */
export function withChange(form: FormData, change: WhatIfChange): FormData {
  const next: FormData = { ...form };
  if (change.colocation !== undefined && !isResidence(form)) {
    const rent = rentOf(form);
    next.colocation = change.colocation;
    next.rent = rent;
    next.rentShare = change.colocation ? rent : undefined;
  }
  if (change.rent !== undefined) {
    if (isResidence(next)) next.redevance = change.rent;
    else if (next.colocation) next.rentShare = change.rent;
    else next.rent = change.rent;
  }
  if (change.income !== undefined) next.income = change.income;
  return next;
}

/**
 * The monthly amount paid for these answers (0 when the engine refuses or cannot compute). `form` must be
 * complete except, on a shared link, the e-mail (the engine does not use it).
 */
export function amountFor(form: FormData, day: string): number {
  const missing = unansweredStep({ email: '@', ...form }, day);
  if (missing) return 0;
  try {
    const computed = computeAidAmount(engineInputOf(form), aidMonth(day));
    return computed.ok ? computed.result.montantFinal : 0;
  } catch {
    return 0;
  }
}

/** Smallest integer x in [lo, hi] with test(x), given test(hi) and that test holds on a final segment. */
function firstTrue(lo: number, hi: number, test: (x: number) => boolean): number {
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = Math.floor((a + b) / 2);
    if (test(mid)) b = mid;
    else a = mid + 1;
  }
  return b;
}

/**
 * The income (per month) from which the aid falls to zero, the other answers unchanged; null when it is
 * already zero, or still paid at WHAT_IF_MAX (a student's flat-rate resources, for example, do not move).
 */
export function zeroIncome(form: FormData, day: string): number | null {
  const at = (income: number) => amountFor(withChange(form, { income }), day);
  const income = form.income ?? 0;
  if (at(income) === 0 || at(WHAT_IF_MAX) > 0) return null;
  return firstTrue(Math.ceil(income), WHAT_IF_MAX, (x) => at(x) === 0);
}

/**
 * The rent from which the aid falls to zero (the degressivity of high rents), the other answers unchanged;
 * null when it is already zero or no such rent exists below WHAT_IF_MAX.
 */
export function zeroRent(form: FormData, day: string): number | null {
  const at = (rent: number) => amountFor(withChange(form, { rent }), day);
  const rent = rentOf(form);
  if (at(rent) === 0 || at(WHAT_IF_MAX) > 0) return null;
  return firstTrue(Math.ceil(rent), WHAT_IF_MAX, (x) => at(x) === 0);
}

/** A change that would open a right to the aid, with the amount it would give. */
export type Opening = { field: 'rent' | 'income'; max: number; amount: number };

/**
 * For a zero result: the nearest rent and the nearest income (the highest values below the answered ones)
 * for which the aid would be paid, the other answers unchanged. Empty when neither change opens a right.
 */
export function nearestOpenings(form: FormData, day: string): Opening[] {
  if (amountFor(form, day) > 0) return [];
  const openings: Opening[] = [];
  const income = Math.floor(form.income ?? 0);
  const byIncome = (x: number) => amountFor(withChange(form, { income: x }), day);
  if (income > 0 && byIncome(0) > 0) {
    // The aid falls as income rises: the last income still paid is just below the first one that is not.
    const max = firstTrue(0, income, (x) => byIncome(x) === 0) - 1;
    openings.push({ field: 'income', max, amount: byIncome(max) });
  }
  const rent = Math.floor(rentOf(form));
  const byRent = (x: number) => amountFor(withChange(form, { rent: x }), day);
  // The aid rises with the rent up to the ceiling, then falls to zero for high rents: find a paid rent below
  // the answered one, then the highest paid rent between it and the answered one.
  const paid = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]
    .map((k) => Math.floor(rent * k))
    .find((x) => byRent(x) > 0);
  if (paid !== undefined) {
    const max = firstTrue(paid, rent, (x) => byRent(x) === 0) - 1;
    openings.push({ field: 'rent', max, amount: byRent(max) });
  }
  return openings;
}

/**
 * On a shared link the birth date is never sent: the browser tries representative ages (candidateAnswers)
 * and keeps the first that gives the shared amount again. Null when none does: the what-if is then not offered.
 */
export function withRepresentativeAge(recap: FormData, day: string, shownAmount: number): FormData | null {
  return candidateAnswers(recap, day).find((form) => amountFor(form, day) === shownAmount) ?? null;
}
