/** Helpers between what an editor types (text) and what the server reads. */

/** Text (possibly empty) → number or null; keeps what was typed in the input itself. */
export const toNumber = (s: string): number | null => {
  const t = s.trim().replace(/\s/g, '').replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** Numbers typed as text: an unreadable one is sent as is, so the server answers with the field's French message. */
export const numberOrTyped = (s: string): number | string | null => {
  const n = toNumber(s);
  return Number.isNaN(n) ? s : n;
};

/** A number as a French input shows it (« 333,14 », no grouping); null as an empty input. `toNumber` reads it back. */
export const numberText = (n: number | null | undefined) => (n == null ? '' : String(n).replace('.', ','));

/** One item per line, blanks left out. */
export const lines = (s: string) =>
  s
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean);

/** Comma-separated items, blanks left out. */
export const commaList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** A request body whose number fields `K` may carry the text typed, for the server's French message. */
export type AsTyped<B, K extends keyof B> = Omit<B, K> & { [P in K]: B[P] | string };
