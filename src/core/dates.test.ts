import { describe, expect, it } from 'vitest';
import { aidMonth, monthsBefore, nextDay, parisDay, parisMidnight, utcDay } from './dates.ts';

describe('dates in Europe/Paris', () => {
  it('takes the day in Paris, whatever the time zone of the machine', () => {
    // 23:30 UTC on 30 September 2026 is already 1 October in Paris (UTC+2): the new scale applies.
    expect(parisDay(new Date('2026-09-30T23:30:00Z'))).toBe('2026-10-01');
    expect(parisDay(new Date('2026-09-30T21:59:59Z'))).toBe('2026-09-30');
    // Winter time: UTC+1.
    expect(parisDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(parisDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
  });

  it('gives the aid month and neighbouring days', () => {
    expect(aidMonth('2026-10-01')).toBe('2026-10');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(monthsBefore('2026-11-23', 13)).toBe('2025-10-01');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-01');
  });

  it('finds the instant an effective date starts in Paris, summer and winter', () => {
    expect(parisMidnight('2026-10-01').toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(parisMidnight('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    // The day clocks change (25 October 2026: 03:00 → 02:00): midnight is still UTC+2.
    expect(parisMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('utcDay', () => {
  it('is the UTC day of an instant, not the Paris one', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris; the counters' windows are UTC days.
    expect(utcDay(Date.UTC(2026, 11, 31, 23, 30))).toBe('2026-12-31');
    expect(parisDay(new Date(Date.UTC(2026, 11, 31, 23, 30)))).toBe('2027-01-01');
  });
});
