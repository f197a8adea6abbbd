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

/** Les séparateurs d'une langue : des milliers et des décimales. */
type Separateurs = { readonly milliers: string; readonly virgule: string };
const FR: Separateurs = { milliers: NBSP, virgule: ',' };
const EN: Separateurs = { milliers: ',', virgule: '.' };

/** Partie entière avec le séparateur des milliers (en français, espaces insécables). */
function groupe(n: number, milliers: string): string {
  if (n < 1000) return String(n);
  let s = '';
  while (n >= 1000) {
    const r = n % 1000;
    s = `${milliers}${r < 10 ? '00' : r < 100 ? '0' : ''}${r}${s}`;
    n = Math.floor(n / 1000);
  }
  return `${n}${s}`;
}

/** Nombre arrondi à `decimales` chiffres, sans zéros superflus si `compact` (écriture française par défaut). */
function nombre(x: number, decimales: number, compact: boolean, sep: Separateurs = FR): string {
  const signe = x < 0 ? '-' : '';
  const echelle = 10 ** decimales;
  const total = Math.round(Math.abs(x) * echelle);
  const entier = Math.floor(total / echelle);
  if (decimales === 0) return `${signe}${groupe(entier, sep.milliers)}`;
  let frac = String(total - entier * echelle).padStart(decimales, '0');
  if (compact) {
    let fin = frac.length;
    while (fin > 0 && frac.charCodeAt(fin - 1) === 48) fin--;
    frac = frac.slice(0, fin);
  }
  const ent = groupe(entier, sep.milliers);
  return frac ? `${signe}${ent}${sep.virgule}${frac}` : `${signe}${ent}`;
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

/** The same writings in English, for the English pages: « €1,234.56 ». */
export function eurosEn(x: number, decimales = 2): string {
  const n = nombre(x, decimales, false, EN);
  return n.startsWith('-') ? `-€${n.slice(1)}` : `€${n}`;
}

/** 0.03135 → « 3.135% ». */
export function percentEn(taux: number, decimales = 3): string {
  return `${nombre(taux * 100, decimales, true, EN)}%`;
}

/** 0.574 → « 0.574 ». */
export function decimalEn(x: number, decimales = 3): string {
  return nombre(x, decimales, false, EN);
}

/** « 1 October 2025 ». */
export function dateLongueEn(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS_EN[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** « October 2025 » for a month AAAA-MM. */
export function monthEn(mois: string): string {
  return `${MONTHS_EN[Number(mois.slice(5, 7)) - 1]} ${mois.slice(0, 4)}`;
}
