/**
 * The product's one reading of « today »: French housing aid counts in days and months of metropolitan
 * France, so every date is taken in Europe/Paris, whoever asks (a visitor abroad, a server in UTC, the
 * build, the publisher, a CLI). Pure: the instant is always an argument; callers pass their clock.
 */

export const TIME_ZONE = 'Europe/Paris';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (AAAA-MM-JJ) in Paris at the instant `at`. */
export function parisDay(at: Date): string {
  return dayFormat.format(at);
}

/** The month of the aid (AAAA-MM) for a day (AAAA-MM-JJ): the aid of a month counts from its first day. */
export function aidMonth(day: string): string {
  return day.slice(0, 7);
}

/** The day `days` days after `day` (AAAA-MM-JJ). */
export function daysAfter(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day after `day` (AAAA-MM-JJ). */
export function nextDay(day: string): string {
  return daysAfter(day, 1);
}

/** The UTC day (AAAA-MM-JJ) of an instant in ms: the day windows of the store's counters (rate limits) are UTC. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The first day (AAAA-MM-01) of the month `months` before the month of `day`. */
export function monthsBefore(day: string, months: number): string {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 - months, 1));
  return d.toISOString().slice(0, 10);
}

/** The same instant `months` calendar months earlier, as the store keeps instants (ISO 8601, UTC): retention cut-offs. */
export function instantMonthsBefore(at: Date, months: number): string {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

/** The instant midnight starts `day` (AAAA-MM-JJ) in Paris (an effective date takes effect then). */
export function parisMidnight(day: string): Date {
  // Paris is UTC+1 or UTC+2: of the two candidates, the one whose Paris day is `day` at 00:00.
  for (const offset of [1, 2]) {
    const at = new Date(`${day}T00:00:00Z`);
    at.setUTCHours(at.getUTCHours() - offset);
    if (parisDay(at) === day && parisDay(new Date(at.getTime() - 1)) !== day) return at;
  }
  return new Date(`${day}T00:00:00Z`);
}
