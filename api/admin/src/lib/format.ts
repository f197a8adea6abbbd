/** How the admin writes dates, numbers, sizes and durations (French, Paris time). */
import { dateLongue, euros } from '../../../../src/core/apl/format.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const integer = new Intl.NumberFormat('fr-FR');

export const fmtDateTime = (iso: string | number | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '—';
/** « 1er octobre 2025 », as the public pages write dates (src/core/apl/format.ts). */
export const fmtDate = (iso: string | null | undefined) => (iso ? dateLongue(iso.slice(0, 10)) : '—');
export const fmtInt = (n: number | null | undefined) => (n == null ? '—' : integer.format(n));
/** « 187 € », « 333,14 € »: the core's euro format, cents only when there are some. */
export const fmtEuros = (n: number | null | undefined) =>
  n == null ? '—' : euros(n, Number.isInteger(n) ? 0 : 2);
export function fmtBytes(n: number | null | undefined): string {
  if (n == null) return '—';
  if (n < 1024) return `${n} o`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1).replace('.', ',')} Ko`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;
  return `${(n / 1024 ** 3).toFixed(2).replace('.', ',')} Go`;
}
export const fmtDuration = (ms: number | null | undefined) =>
  ms == null ? '—' : `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
