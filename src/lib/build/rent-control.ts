/**
 * The communes where rents are capped (content/data/encadrement-loyers, README there), read once and checked with
 * the core's schema (src/core/cities/rent-control.ts), and what a city page says of its commune on the build's day.
 */
import data from '../../../content/data/encadrement-loyers/communes.json' with { type: 'json' };
import { type RentControl, rentControlListSchema, rentControlOf } from '../../core/cities/rent-control.ts';
import { parisDay } from '../../core/dates.ts';
import { now } from '../clock.ts';

/** The sourced list; a malformed file stops the build with zod's message rather than showing a wrong block. */
export const RENT_CONTROL_LIST = rentControlListSchema.parse(data);

/** The block of the commune `insee` on the build's day (Paris), or null where rents are not capped. */
export function rentControlOnBuildDay(insee: string, at: Date = now()): RentControl | null {
  return rentControlOf(RENT_CONTROL_LIST, insee, parisDay(at));
}
