/** Ctrl/Cmd+B in a Markdown text area: the selection in bold (** **), undoable with Ctrl+Z like any typing. */
import type { KeyboardEvent } from 'react';
import { isBoldChord, toggleBold } from '../../lib/shortcuts.ts';

export function markdownBoldKey(e: KeyboardEvent<HTMLTextAreaElement>, onChange: (v: string) => void): void {
  if (!isBoldChord(e)) return;
  // Handled here: neither the sidebar (useSidebar reads defaultPrevented) nor the browser acts on it.
  e.preventDefault();
  const el = e.currentTarget;
  const change = toggleBold(el.value, el.selectionStart, el.selectionEnd);
  el.setSelectionRange(change.from, change.to);
  // insertText keeps the browser's undo history and fires the input event React listens to.
  const inserted = document.execCommand('insertText', false, change.insert);
  if (!inserted) onChange(el.value.slice(0, change.from) + change.insert + el.value.slice(change.to));
  const select = () => el.setSelectionRange(change.selStart, change.selEnd);
  if (inserted) select();
  else requestAnimationFrame(select);
}
