/**
 * French display formats (fr-FR): « 1 234 », « 1 234,50 € », « 14,9 €/m² ». Euros come from the one
 * formatter of the core (src/core/apl/format.ts), which the engine's explanations use too.
 */
import { euros } from '../../core/apl/format.ts';

const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const decimal1 = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatInteger = (n: number) => integer.format(n);
export const formatEuros = (n: number) => euros(n, 0);
export const formatEurosCents = (n: number) => euros(n, 2);
export const formatDecimal1 = (n: number) => decimal1.format(n);
const upTo1Decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
/** « 3,2 km », « 4 km », « 12 km ». */
export const formatKm = (km: number) => `${km < 10 ? upTo1Decimal.format(km) : integer.format(km)} km`;

/** « 2025-10-01 » → « 1er octobre 2025 ». */
export function formatDateFr(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return `${d === 1 ? '1er' : d} ${month} ${y}`;
}

export function plural(n: number, one: string, many: string): string {
  return `${formatInteger(n)} ${n > 1 ? many : one}`;
}
