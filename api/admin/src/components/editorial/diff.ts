/**
 * What changed between two states of an editor's form, field by field, and a readable diff of long texts
 * (by lines, then by words inside the changed lines) made with jsdiff.
 */
import { type Change, diffLines, diffWordsWithSpace } from 'diff';

/** One field of an editor's form, as the merge screen and the history show it. */
export type FieldSpec<F> = {
  key: keyof F & string;
  label: string;
  /** Long text (Markdown, HTML, FAQ): shown as a diff rather than side by side. */
  long?: boolean;
  /** The value in words (a category's name rather than its id); `showValue` otherwise. */
  show?: (value: F[keyof F]) => string;
};

export type DiffPart = { text: string; kind: 'same' | 'added' | 'removed' };

type Faq = { question: string; answer: string };
const isFaq = (x: unknown): x is Faq =>
  typeof x === 'object' && x !== null && 'question' in x && 'answer' in x;

/** A form value as text: lists one item a line, FAQ as « Q : … / R : … », yes/no in French. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value))
    return value.map((x) => (isFaq(x) ? `Q : ${x.question}\nR : ${x.answer}` : showValue(x))).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const fieldText = <F>(spec: FieldSpec<F>, values: F): string =>
  spec.show ? spec.show(values[spec.key]) : showValue(values[spec.key]);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between `a` and `b`, in the order of `specs`. */
export function changedFields<F>(specs: Array<FieldSpec<F>>, a: F, b: F): Array<FieldSpec<F>> {
  return specs.filter((s) => !same(a[s.key], b[s.key]));
}

const parts = (changes: Change[]): DiffPart[] =>
  changes.map((c) => ({
    text: c.value,
    kind: c.added ? 'added' : c.removed ? 'removed' : 'same',
  }));

/**
 * From `before` to `after`: unchanged lines kept whole; a run of removed lines followed by added ones
 * (a line edited) is diffed word by word, so a one-word change reads as one word struck out and one added.
 */
export function textDiff(before: string, after: string): DiffPart[] {
  const lines = diffLines(before, after);
  const out: DiffPart[] = [];
  for (let i = 0; i < lines.length; i++) {
    const c = lines[i] as Change;
    const next = lines[i + 1];
    if (c.removed && next?.added) {
      out.push(...parts(diffWordsWithSpace(c.value, next.value)));
      i++;
    } else out.push(...parts([c]));
  }
  return merge(out);
}

/** Neighbouring parts of one kind joined, so the markup stays small. */
function merge(list: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of list) {
    const last = out[out.length - 1];
    if (p.text === '') continue;
    if (last && last.kind === p.kind) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}
