/**
 * What each button of the Markdown toolbar does to a text area's value (issue 30, « Writing tools »), as pure
 * functions of the value and the selection [start, end): the change to make (replace [from, to) with `insert`)
 * and what to select afterwards — the same shape as the Ctrl+B bold (lib/shortcuts.ts), so that one function
 * applies them all with the browser's undo history (applyChange.ts).
 */
import { type TextChange, toggleBold } from '../../lib/shortcuts.ts';

export type { TextChange };

const ordered = (start: number, end: number): [number, number] =>
  start <= end ? [start, end] : [end, start];

/** The whole lines the selection touches: [lineStart, lineEnd), lineEnd before the last line's newline. */
function linesAround(value: string, start: number, end: number) {
  const [a, b] = ordered(start, end);
  const lineStart = value.lastIndexOf('\n', a - 1) + 1;
  // A selection ending just after a newline does not take the next line.
  const stop = b > a && value[b - 1] === '\n' ? b - 1 : b;
  const next = value.indexOf('\n', stop);
  return { lineStart, lineEnd: next === -1 ? value.length : next };
}

/** The selection between two marks (`_…_`), or a placeholder selected between them when nothing is. */
export function wrapInline(value: string, start: number, end: number, mark: string, placeholder: string) {
  const [a, b] = ordered(start, end);
  const selected = value.slice(a, b);
  const core = selected.trim() || placeholder;
  const lead = selected.trim() ? (/^\s*/.exec(selected)?.[0] ?? '') : '';
  const trail = selected.trim() ? (/\s*$/.exec(selected)?.[0] ?? '') : '';
  const insert = `${lead}${mark}${core}${mark}${trail}`;
  const selStart = a + lead.length + mark.length;
  return { from: a, to: b, insert, selStart, selEnd: selStart + core.length } satisfies TextChange;
}

export const bold = (value: string, start: number, end: number): TextChange => toggleBold(value, start, end);
export const italic = (value: string, start: number, end: number) =>
  wrapInline(value, start, end, '_', 'texte en italique');

/** The lines of the selection as a heading of this level (`## `), any heading mark they had replaced. */
export function heading(value: string, start: number, end: number, level: 2 | 3): TextChange {
  const { lineStart, lineEnd } = linesAround(value, start, end);
  const mark = `${'#'.repeat(level)} `;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const insert = lines.map((l) => `${mark}${l.replace(/^#{1,6}\s*/, '')}`).join('\n');
  const empty = lines.every((l) => l.trim() === '' || /^#{1,6}\s*$/.test(l));
  const text = empty ? `${mark}Titre` : insert;
  const selStart = lineStart + mark.length;
  return {
    from: lineStart,
    to: lineEnd,
    insert: text,
    selStart,
    selEnd: empty ? selStart + 'Titre'.length : lineStart + text.length,
  };
}

/** The lines of the selection as a list: `- ` each, or `1. `, `2. `… (a line already marked keeps one mark). */
export function list(value: string, start: number, end: number, kind: 'bullet' | 'number'): TextChange {
  const { lineStart, lineEnd } = linesAround(value, start, end);
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const insert = lines
    .map((l, i) => `${kind === 'bullet' ? '- ' : `${i + 1}. `}${l.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')}`)
    .join('\n');
  const end_ = lineStart + insert.length;
  return { from: lineStart, to: lineEnd, insert, selStart: end_, selEnd: end_ };
}

/** `block` on lines of its own (a blank line before and after when there is text), the caret after it. */
export function insertBlock(value: string, start: number, end: number, block: string): TextChange {
  const [a, b] = ordered(start, end);
  const before = value.slice(0, a);
  const after = value.slice(b);
  const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' ? '' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const caret = a + lead.length + block.length;
  return { from: a, to: b, insert: `${lead}${block}${trail}`, selStart: caret, selEnd: caret };
}

/** A table of two columns and two rows, its first header selected to be typed over. */
export const TABLE = '| Colonne 1 | Colonne 2 |\n| --- | --- |\n| Cellule | Cellule |\n| Cellule | Cellule |';

export function table(value: string, start: number, end: number): TextChange {
  const change = insertBlock(value, start, end, TABLE);
  const first = change.from + change.insert.indexOf('Colonne 1');
  return { ...change, selStart: first, selEnd: first + 'Colonne 1'.length };
}

/** `[text](href)` escaped for Markdown: brackets and backslashes of the text, spaces and parentheses of the href. */
export function markdownLink(text: string, href: string): string {
  const label = text.replace(/\s+/g, ' ').trim();
  const escaped = label.replace(/[\\[\]]/g, (c) => `\\${c}`);
  const url = href.replace(/[\s()<>]/g, (c) => encodeURIComponent(c));
  return `[${escaped}](${url})`;
}

/**
 * A link to `href` around the selection (its text the link's text), or `fallback` as text when nothing is
 * selected; the caret after the link. With `selectHref`, the address is selected instead (to be typed over).
 */
export function link(
  value: string,
  start: number,
  end: number,
  href: string,
  fallback: string,
  selectHref = false,
): TextChange {
  const [a, b] = ordered(start, end);
  const selected = value.slice(a, b);
  const lead = selected.trim() ? (/^\s*/.exec(selected)?.[0] ?? '') : '';
  const trail = selected.trim() ? (/\s*$/.exec(selected)?.[0] ?? '') : '';
  const code = markdownLink(selected.trim() || fallback, href);
  const insert = `${lead}${code}${trail}`;
  const linkEnd = a + lead.length + code.length;
  if (!selectHref) return { from: a, to: b, insert, selStart: linkEnd, selEnd: linkEnd };
  const hrefStart = linkEnd - 1 - markdownLink('', href).length + 4;
  return { from: a, to: b, insert, selStart: hrefStart, selEnd: linkEnd - 1 };
}
