/**
 * The length of an editor's Markdown text: its words (the syntax left out) and its reading time, as a guide's
 * save stores them (`word_count`, `reading_time`, shown « lecture 4 min » on the site) and as the editors show them
 * under the text field (« 1 234 mots · 6 min de lecture »). One rule for both.
 */

/** Words read per minute. */
export const WORDS_PER_MINUTE = 220;

/** Words of a Markdown text (its syntax left out). */
export const words = (text: string): number =>
  (text.replace(/[#*_>`[\]()!-]/g, ' ').match(/[\p{L}\p{N}’']+/gu) ?? []).length;

/** Minutes to read `count` words: at least 1. */
export const readingMinutes = (count: number): number => Math.max(1, Math.round(count / WORDS_PER_MINUTE));

/** « 1 234 mots · 6 min de lecture » (« 1 mot », « 0 mot »). */
export function readingLine(text: string): string {
  const n = words(text);
  const count = new Intl.NumberFormat('fr-FR').format(n).replace(/\u202f|\u00a0/g, ' ');
  return `${count} mot${n > 1 ? 's' : ''} · ${readingMinutes(n)} min de lecture`;
}
