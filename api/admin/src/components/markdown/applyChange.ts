/**
 * Applies a change to a text area as typing would: `insertText` keeps the browser's undo history (Ctrl+Z undoes a
 * toolbar button like a keystroke) and fires the input event React listens to; where the browser refuses it, the
 * new value goes through `onChange`. Then the change's selection is set and the field focused.
 */
import type { TextChange } from '../../lib/shortcuts.ts';

export function applyChange(
  el: HTMLTextAreaElement,
  change: TextChange,
  onChange: (v: string) => void,
): void {
  el.focus();
  el.setSelectionRange(change.from, change.to);
  const inserted = change.insert !== '' && document.execCommand('insertText', false, change.insert);
  if (!inserted) onChange(el.value.slice(0, change.from) + change.insert + el.value.slice(change.to));
  const select = () => {
    el.focus();
    el.setSelectionRange(change.selStart, change.selEnd);
  };
  if (inserted) select();
  else requestAnimationFrame(select);
}
