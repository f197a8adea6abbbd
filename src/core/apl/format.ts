/**
 * Mise en forme française des montants, taux et dates des étapes (sans Intl, pour rester rapide et
 * identique dans Node et dans le navigateur).
 */

const NBSP = '\u00a0';
/** Les mois, en français (les pages anglaises ont MONTHS_EN ci-dessous, même ordre). */
export const MOIS = [
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

/** The months in English, in the same order (the English pages' dates and figures). */
export const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Partie entière avec espaces insécables entre les milliers. */
function groupe(n: number): string {
  if (n < 1000) return String(n);
  let s = '';
  while (n >= 1000) {
    const r = n % 1000;
    s = `${NBSP}${r < 10 ? '00' : r < 100 ? '0' : ''}${r}${s}`;
    n = Math.floor(n / 1000);
  }
  return `${n}${s}`;
}

/** Nombre arrondi à `decimales` chiffres, en écriture française, sans zéros superflus si `compact`. */
function nombre(x: number, decimales: number, compact: boolean): string {
  const signe = x < 0 ? '-' : '';
  const echelle = 10 ** decimales;
  const total = Math.round(Math.abs(x) * echelle);
  const entier = Math.floor(total / echelle);
  if (decimales === 0) return `${signe}${groupe(entier)}`;
  let frac = String(total - entier * echelle).padStart(decimales, '0');
  if (compact) {
    let fin = frac.length;
    while (fin > 0 && frac.charCodeAt(fin - 1) === 48) fin--;
    frac = frac.slice(0, fin);
  }
  return frac ? `${signe}${groupe(entier)},${frac}` : `${signe}${groupe(entier)}`;
}

/** « 1 234,56 € » (2 décimales) ou « 1 235 € » (0 décimale). */
export function euros(x: number, decimales = 2): string {
  return `${nombre(x, decimales, false)}${NBSP}€`;
}

/** Taux en pourcentage : 0.03135 → « 3,135 % ». */
export function pourcentage(taux: number, decimales = 3): string {
  return `${nombre(taux * 100, decimales, true)}${NBSP}%`;
}

/** Nombre décimal à la française : 0.574 → « 0,574 ». */
export function decimal(x: number, decimales = 3): string {
  return nombre(x, decimales, false);
}

/** « 1er octobre 2025 », « 15 mars 2024 ». */
export function dateLongue(iso: string): string {
  const d = Number(iso.slice(8, 10));
  return `${d === 1 ? '1er' : String(d)} ${MOIS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** « octobre 2025 » pour un mois AAAA-MM. */
export function moisLong(mois: string): string {
  return `${MOIS[Number(mois.slice(5, 7)) - 1]} ${mois.slice(0, 4)}`;
}

/** Mois décalé de n mois (AAAA-MM). */
export function decalerMois(mois: string, n: number): string {
  const y = Number(mois.slice(0, 4));
  const m = Number(mois.slice(5, 7));
  const t = y * 12 + (m - 1) + n;
  const yy = Math.floor(t / 12);
  return `${yy}-${String((t % 12) + 1).padStart(2, '0')}`;
}
