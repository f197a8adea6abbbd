/** French display formats (fr-FR): « 1 234 », « 1 234,50 € », « 14,9 €/m² ». */
const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const eurosCents = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});
const decimal1 = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatInteger = (n: number) => integer.format(n);
export const formatEuros = (n: number) => euros.format(n);
export const formatEurosCents = (n: number) => eurosCents.format(n);
export const formatDecimal1 = (n: number) => decimal1.format(n);
export const formatKm = (km: number) => `${km < 10 ? decimal1.format(km) : integer.format(km)} km`;

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
