import { describe, expect, it } from 'vitest';
import {
  fmtBytes,
  fmtDate,
  fmtDateTime,
  fmtDateTimeLong,
  fmtDuration,
  fmtEuros,
  fmtInt,
  fmtNumber,
  fmtPercent,
  fmtRatio,
} from './format.ts';

/** Intl and the core write French spaces as no-break spaces (U+00A0, U+202F): compared here as plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('French units of the admin', () => {
  it('writes amounts in euros with a comma, cents only when there are some', () => {
    expect(plain(fmtEuros(333.14))).toBe('333,14 €');
    expect(plain(fmtEuros(187))).toBe('187 €');
    expect(plain(fmtEuros(1234.5))).toBe('1 234,50 €');
    expect(plain(fmtEuros(0.1 + 0.2))).toBe('0,30 €');
    expect(fmtEuros(null)).toBe('—');
  });

  it('writes percentages with a comma and a space before %', () => {
    expect(plain(fmtPercent(12.5))).toBe('12,5 %');
    expect(plain(fmtPercent(100))).toBe('100 %');
    expect(plain(fmtPercent(2.345))).toBe('2,3 %');
    expect(plain(fmtRatio(0.125))).toBe('12,5 %');
    expect(fmtPercent(undefined)).toBe('—');
  });

  it('writes sizes in o, Ko, Mo, Go', () => {
    expect(plain(fmtBytes(512))).toBe('512 o');
    expect(plain(fmtBytes(1_258_291))).toBe('1,2 Mo');
    expect(plain(fmtBytes(5 * 1024 * 1024))).toBe('5 Mo');
    expect(plain(fmtBytes(2048))).toBe('2 Ko');
    expect(plain(fmtBytes(3.5 * 1024 ** 3))).toBe('3,5 Go');
    expect(fmtBytes(null)).toBe('—');
  });

  it('writes whole and decimal numbers with French separators', () => {
    expect(plain(fmtInt(34912))).toBe('34 912');
    expect(plain(fmtNumber(2.345))).toBe('2,35');
    expect(fmtInt(null)).toBe('—');
  });

  it('writes instants in Paris time: « 23 nov. 2026 à 14 h 05 »', () => {
    expect(fmtDateTime('2026-11-23T13:05:00Z')).toBe('23 nov. 2026 à 14 h 05');
    expect(fmtDateTimeLong('2026-11-23T13:05:00Z')).toBe('23 novembre 2026 à 14 h 05');
    // Summer time: UTC+2; the first of the month is « 1er ».
    expect(fmtDateTime('2026-07-01T07:00:00Z')).toBe('1er juil. 2026 à 09 h 00');
    expect(fmtDateTime(Date.UTC(2026, 0, 5, 23, 30))).toBe('6 janv. 2026 à 00 h 30');
    expect(fmtDateTime(null)).toBe('—');
    expect(fmtDateTime('pas une date')).toBe('—');
  });

  it('writes days and durations', () => {
    expect(fmtDate('2025-10-01')).toBe('1er octobre 2025');
    expect(plain(fmtDuration(3400))).toBe('3,4 s');
    expect(plain(fmtDuration(125_000))).toBe('2 min 05 s');
    expect(fmtDuration(3 * 3600_000 + 7 * 60_000)).toBe('3 h 07 min');
    expect(fmtDuration((2 * 24 + 5) * 3600_000)).toBe('2 j 5 h');
    expect(fmtDuration(null)).toBe('—');
  });
});
