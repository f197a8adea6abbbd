/** A modal dialog (the browser's own <dialog>: focus kept inside, the page behind inert), open while mounted. */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './editorial.css';

export function Dialog({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  /** Escape and « Fermer »; without it the dialog stays until one of its actions is chosen. */
  onClose?: (() => void) | undefined;
  children: ReactNode;
  footer: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="editorial-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      <header className="editorial-dialog-head">
        <h2 id={titleId}>{title}</h2>
        {onClose ? (
          <button type="button" className="btn small" onClick={onClose}>
            Fermer
          </button>
        ) : null}
      </header>
      <div className="editorial-dialog-body">{children}</div>
      <footer className="editorial-dialog-foot">{footer}</footer>
    </dialog>
  );
}
