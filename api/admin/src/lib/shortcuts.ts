/**
 * Keyboard shortcuts of the admin, as pure functions of the key event: the sidebar's Ctrl/Cmd+B, which must
 * never fire while an editor types (there Ctrl/Cmd+B means bold), and the Markdown bold of the text areas.
 */

/** What the handlers read of a keydown event (a KeyboardEvent fits). */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
};

/** Input types that hold no text: Ctrl+B on them is no typing. */
const NON_TEXT_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'image',
  'range',
  'color',
  'file',
]);

/** Whether the element takes typing: a text area, a select, a text-like input, or editable content. */
export function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const el = target as { tagName?: unknown; type?: unknown; isContentEditable?: unknown };
  if (el.isContentEditable === true) return true;
  const tag = typeof el.tagName === 'string' ? el.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has(String(el.type ?? 'text').toLowerCase());
  return false;
}

/** Ctrl+B (Cmd+B on a Mac), with no other modifier. */
export function isBoldChord(e: KeyPress): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'b';
}

/**
 * Whether this keydown toggles the sidebar: Ctrl/Cmd+B outside any field, and not already handled (a
 * Markdown area turned it into bold). In a field it is left to the browser or the editor.
 */
export function togglesSidebar(e: KeyPress): boolean {
  return isBoldChord(e) && !e.defaultPrevented && !isEditable(e.target);
}

/** A change of a text area's value: replace [from, to) with `insert`, then select [selStart, selEnd). */
export type TextChange = { from: number; to: number; insert: string; selStart: number; selEnd: number };

const MARK = '**';

/**
 * Markdown bold on the selection [start, end) of `value`: wraps it in ** **, or unwraps it when it already is
 * (marks inside or just around the selection). Spaces at the ends of the selection stay outside the marks;
 * with nothing selected, inserts **** with the caret in the middle.
 */
export function toggleBold(value: string, start: number, end: number): TextChange {
  const [a, b] = start <= end ? [start, end] : [end, start];
  const selected = value.slice(a, b);
  if (
    a >= MARK.length &&
    value.slice(a - MARK.length, a) === MARK &&
    value.slice(b, b + MARK.length) === MARK
  ) {
    return { from: a - 2, to: b + 2, insert: selected, selStart: a - 2, selEnd: b - 2 };
  }
  if (selected.length >= 2 * MARK.length && selected.startsWith(MARK) && selected.endsWith(MARK)) {
    const inner = selected.slice(MARK.length, -MARK.length);
    return { from: a, to: b, insert: inner, selStart: a, selEnd: a + inner.length };
  }
  const lead = /^\s*/.exec(selected)?.[0] ?? '';
  const core = selected.trim();
  const trail = core ? (/\s*$/.exec(selected)?.[0] ?? '') : '';
  const insert = `${lead}${MARK}${core}${MARK}${trail}`;
  const selStart = a + lead.length + MARK.length;
  return { from: a, to: b, insert, selStart, selEnd: selStart + core.length };
}
