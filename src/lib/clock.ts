/**
 * The one clock of the site's Node processes — the server, the builds it starts, the scripts (issue 27): the real
 * time, moved by APL_CLOCK_OFFSET_MS milliseconds when that is set. Tests and rehearsals use it to live the night
 * a revaluation takes effect; the server refuses it in production (api/env.ts), and passes it to its builds
 * (api/services/astro-builders.ts), so that the pages, the API and the publisher agree on the day. The core reads
 * no clock (src/core/dates.ts); the browser's island has the visitor's (src/islands/simulator/clock.ts).
 */

function offsetOf(value: string | undefined): number {
  const n = Number(value ?? '');
  return Number.isSafeInteger(n) ? n : 0;
}

const offset = offsetOf(process.env.APL_CLOCK_OFFSET_MS);

/** Now, by the one clock. */
export function now(): Date {
  return new Date(Date.now() + offset);
}

/** Milliseconds since the epoch, by the one clock. */
export function nowMs(): number {
  return Date.now() + offset;
}
