/**
 * Mise en forme française des montants, taux et dates des étapes (sans Intl, pour rester rapide et
 * identique dans Node et dans le navigateur).
 */

const NBSP = '\u00a0';
const MOIS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

function groupe(entier: string): string {
  return entier.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** « 1 234,56 € » (2 décimales) ou « 1 235 € » (0 décimale). */
export function euros(x: number, decimales = 2): string {
  const signe = x < 0 ? '-' : '';
  const fixe = Math.abs(x).toFixed(decimales);
  const [entier, frac] = fixe.split('.') as [string, string | undefined];
  return `${signe}${groupe(entier)}${frac ? `,${frac}` : ''}${NBSP}€`;
}

/** Taux en pourcentage : 0.03135 → « 3,135 % ». */
export function pourcentage(taux: number, decimales = 3): string {
  const s = (taux * 100).toFixed(decimales).replace(/\.?0+$/, '');
  return `${s.replace('.', ',')}${NBSP}%`;
}

/** Nombre décimal à la française : 0.574 → « 0,574 ». */
export function decimal(x: number, decimales = 3): string {
  return x.toFixed(decimales).replace('.', ',');
}

/** « 1er octobre 2025 », « 15 mars 2024 ». */
export function dateLongue(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d === 1 ? '1er' : String(d)} ${MOIS[m - 1]} ${y}`;
}

/** « octobre 2025 » pour un mois AAAA-MM. */
export function moisLong(mois: string): string {
  const [y, m] = mois.split('-').map(Number) as [number, number];
  return `${MOIS[m - 1]} ${y}`;
}

/** Mois décalé de n mois (AAAA-MM). */
export function decalerMois(mois: string, n: number): string {
  const [y, m] = mois.split('-').map(Number) as [number, number];
  const t = y * 12 + (m - 1) + n;
  const yy = Math.floor(t / 12);
  return `${yy}-${String((t % 12) + 1).padStart(2, '0')}`;
}
