/**
 * How the admin writes dates, numbers, amounts, percentages, sizes and durations: French, Paris time
 * (« 23 nov. 2026 à 14 h 05 », « 1 234 », « 333,14 € », « 12,5 % », « 1,2 Mo », « 3,4 s »). Every screen
 * shows a value through one of these, never raw.
 */

import { dateLongue, euros } from '../../../../src/core/apl/format.ts';
import { TIME_ZONE } from '../../../../src/core/dates.ts';

const integer = new Intl.NumberFormat('fr-FR');
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

function dateTimeParts(month: 'short' | 'long') {
  const fmt = new Intl.DateTimeFormat('fr-FR', {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month,
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (at: Date) => {
    const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, x.value]));
    const day = p.day === '1' ? '1er' : p.day;
    return `${day} ${p.month} ${p.year} à ${p.hour} h ${p.minute}`;
  };
}
const shortDateTime = dateTimeParts('short');
const longDateTime = dateTimeParts('long');

const instant = (v: string | number | Date) => (v instanceof Date ? v : new Date(v));
const valid = (v: string | number | Date | null | undefined): v is string | number | Date =>
  v != null && v !== '' && !Number.isNaN(instant(v).getTime());

/** « 23 nov. 2026 à 14 h 05 » (Paris time): tables and lists. */
export const fmtDateTime = (v: string | number | Date | null | undefined) =>
  valid(v) ? shortDateTime(instant(v)) : '—';
/** « 23 novembre 2026 à 14 h 05 » (Paris time): a single instant in a sentence. */
export const fmtDateTimeLong = (v: string | number | Date | null | undefined) =>
  valid(v) ? longDateTime(instant(v)) : '—';
/** « 1er octobre 2025 », as the public pages write dates (src/core/apl/format.ts). */
export const fmtDate = (iso: string | null | undefined) => (iso ? dateLongue(iso.slice(0, 10)) : '—');
/** « 34 912 ». */
export const fmtInt = (n: number | null | undefined) => (n == null ? '—' : integer.format(n));
/** « 2,35 »: a decimal number, at most two decimals. */
export const fmtNumber = (n: number | null | undefined) => (n == null ? '—' : twoDecimals.format(n));
/** « 187 € », « 333,14 € »: the core's euro format, cents only when there are some. */
export const fmtEuros = (n: number | null | undefined) =>
  n == null ? '—' : euros(n, Number.isInteger(Math.round(n * 100) / 100) ? 0 : 2);
/** « 12,5 % » from a percentage (12.5), at most one decimal. */
export const fmtPercent = (n: number | null | undefined) => (n == null ? '—' : percent.format(n / 100));
/** « 12,5 % » from a ratio (0.125). */
export const fmtRatio = (r: number | null | undefined) => (r == null ? '—' : percent.format(r));

const UNITS = ['Ko', 'Mo', 'Go', 'To'];
/** « 512 o », « 1,2 Mo »: binary multiples, with the French units. */
export function fmtBytes(n: number | null | undefined): string {
  if (n == null) return '—';
  if (Math.abs(n) < 1024) return `${integer.format(n)} o`;
  let v = n / 1024;
  let unit = 0;
  while (Math.abs(v) >= 1024 && unit < UNITS.length - 1) {
    v /= 1024;
    unit++;
  }
  return `${oneDecimal.format(v)} ${UNITS[unit]}`;
}
const two = (n: number) => String(n).padStart(2, '0');
/** « 3,4 s », « 2 min 05 s », « 3 h 07 min », « 2 j 5 h ». */
export function fmtDuration(ms: number | null | undefined): string {
  if (ms == null) return '—';
  if (ms < 60_000) return `${oneDecimal.format(ms / 1000)} s`;
  const s = Math.round(ms / 1000);
  if (s < 3600) return `${Math.floor(s / 60)} min ${two(s % 60)} s`;
  const m = Math.floor(s / 60);
  if (m < 24 * 60) return `${Math.floor(m / 60)} h ${two(m % 60)} min`;
  return `${Math.floor(m / 1440)} j ${Math.floor((m % 1440) / 60)} h`;
}
