/**
 * « Insérer une image » beside a content field: opens the media picker and writes the chosen image at the cursor
 * of the field's textarea (found by its name in the same form), as Markdown or HTML. The text stays in the
 * form's state: the new value goes through `onChange`, then the caret is put back after the image.
 */
import { useRef, useState } from 'react';
import { MediaPicker, type PickedImage } from './MediaPicker.tsx';
import { type ImageCodeFormat, imageCode, insertAtSelection } from './mediaCode.ts';

export function InsertImageButton({
  field,
  format,
  value,
  onChange,
}: {
  /** The `name` of the textarea the image goes into. */
  field: string;
  format: ImageCodeFormat;
  value: string;
  onChange: (next: string) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const selection = useRef({ start: value.length, end: value.length });
  const [open, setOpen] = useState(false);
  const textarea = () =>
    button.current?.closest('form')?.querySelector<HTMLTextAreaElement>(`textarea[name="${field}"]`) ?? null;

  const openPicker = () => {
    const el = textarea();
    selection.current = el
      ? { start: el.selectionStart, end: el.selectionEnd }
      : { start: value.length, end: value.length };
    setOpen(true);
  };
  const pick = ({ item, alt }: PickedImage) => {
    const { start, end } = selection.current;
    const code = imageCode(format, alt, item.url);
    const next = insertAtSelection(value, start, end, code, format === 'markdown');
    onChange(next.value);
    setOpen(false);
    requestAnimationFrame(() => {
      const el = textarea();
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <>
      <button ref={button} type="button" className="btn small insert-image" onClick={openPicker}>
        Insérer une image
      </button>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={pick} />
    </>
  );
}
