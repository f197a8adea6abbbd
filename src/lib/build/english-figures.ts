/**
 * The figures of the content ({{tokens}}, src/lib/build/apl-figures.ts) written the English way for the English
 * pages: the engine formats them in French (« 1 234,56 € », « 1er octobre 2025 », « barèmes au … »), and the
 * value never changes, only its writing: « €1,234.56 », « 1 October 2025 », « scales as of … ».
 */

import { MOIS, MONTHS_EN } from '../../core/apl/format.ts';

/** « 1 234,56 € » (non-breaking spaces, as src/core/apl/format.ts writes it). */
const EUROS = /^(-?)(\d{1,3}(?:\u00a0\d{3})*)(?:,(\d+))?\u00a0€$/;
/** « 1er octobre 2025 », « 15 mars 2024 ». */
const DATE = /^(1er|\d{1,2}) (\p{L}+) (\d{4})$/u;
const SCALE = /^barèmes au (.+)$/;

/** A date as the engine writes it, in English (« 1er octobre 2025 » → « 1 October 2025 »); null if it is not one. */
function englishDate(text: string): string | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const month = MOIS.indexOf(m[2] as string);
  if (month < 0) return null;
  return `${m[1] === '1er' ? '1' : m[1]} ${MONTHS_EN[month]} ${m[3]}`;
}

/** One figure of the content written the English way; anything else (a plain number, a word) unchanged. */
export function englishFigure(text: string): string {
  const euros = EUROS.exec(text);
  if (euros) {
    const whole = (euros[2] as string).replaceAll('\u00a0', ',');
    return `${euros[1]}€${whole}${euros[3] ? `.${euros[3]}` : ''}`;
  }
  const scale = SCALE.exec(text);
  if (scale) {
    const date = englishDate(scale[1] as string);
    if (date) return `scales as of ${date}`;
  }
  return englishDate(text) ?? text;
}

/** Every figure of a build, written the English way. */
export function englishFigures(figures: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, englishFigure(value)]));
}

/** An ISO date (AAAA-MM-JJ…) in English: « 20 August 2025 ». */
export function dateEn(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS_EN[(month as number) - 1]} ${year}`;
}
