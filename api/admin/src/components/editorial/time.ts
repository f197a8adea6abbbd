/**
 * Instants as editors read and type them, in Paris time: « 23 novembre 2026 à 14 h 05 », « 14 h 05 », and
 * the value of a date-time input (Paris wall time) turned into an ISO 8601 instant with its offset.
 */
import { TIME_ZONE } from '../../../../../src/core/dates.ts';

const partsOf = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

const numeric = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function pick(fmt: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(fmt.formatToParts(at).map((p) => [p.type, p.value]));
}

/** « 14 h 05 » (Paris), with no-break spaces so that a line never splits the time. */
export function fmtClock(iso: string | number | Date): string {
  const p = pick(partsOf, new Date(iso));
  return `${p.hour}\u00a0h\u00a0${p.minute}`;
}

/** « 23 novembre 2026 à 14 h 05 » (Paris); « 1er » for the first day of a month. */
export function fmtWhen(iso: string | number | Date | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '—';
  const p = pick(partsOf, new Date(iso));
  const day = p.day === '1' ? '1er' : p.day;
  return `${day} ${p.month} ${p.year} à ${p.hour}\u00a0h\u00a0${p.minute}`;
}

/** Minutes east of UTC of Paris at the instant `at` (60 in winter, 120 in summer). */
function parisOffsetMinutes(at: Date): number {
  const p = pick(numeric, at);
  const n = (k: string) => Number(p[k]);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `2026-11-23T14:05` typed as Paris time → `2026-11-23T14:05:00+01:00`; null when unreadable. A time that
 * does not exist (the spring gap) falls on the offset in force just before it.
 */
export function parisLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset an hour before, checked at the instant it gives; in the spring gap, the one of that instant.
  const guess = parisOffsetMinutes(new Date(wall - 60 * 60_000));
  const offset = parisOffsetMinutes(new Date(wall - guess * 60_000));
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local}:00${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The value of a date-time input showing the instant `at` in Paris time (`2026-11-23T14:05`). */
export function isoToParisLocal(at: Date): string {
  const p = pick(numeric, at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
