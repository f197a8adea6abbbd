/** Today in Paris (AAAA-MM-JJ), from this browser's clock: the core reads no clock itself (src/core/dates.ts). */
import { parisDay } from '../../core/dates.ts';

export function today(): string {
  return parisDay(new Date());
}
