/**
 * « Recommencer la simulation » asks before wiping the answers (issue 29): a modal <dialog> (showModal: the rest
 * of the page is inert, focus moves into it and comes back to the button, Escape cancels), titled and described
 * for screen readers. Cancelling keeps every answer; confirming calls `onRestart`.
 */
import { type ReactNode, useId, useRef } from 'react';
import { useT } from './locale.ts';

/** `ask()` opens the dialog; `dialog` is the element to render once in the island. */
export function useRestartConfirm(onRestart: () => void): { ask: () => void; dialog: ReactNode } {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const { t } = useT();
  const ask = () => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  };
  const dialog = (
    <dialog ref={ref} className="sim-dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId}>{t('sim.restartConfirm.title')}</h2>
      <p id={textId}>{t('sim.restartConfirm.text')}</p>
      <div className="sim-dialog-actions">
        {/* Cancelling first: showModal() gives the focus to the first button, the safe choice. */}
        <button type="button" className="btn btn-secondary" onClick={() => ref.current?.close()}>
          {t('sim.restartConfirm.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            ref.current?.close();
            onRestart();
          }}
        >
          {t('sim.restartConfirm.confirm')}
        </button>
      </div>
    </dialog>
  );
  return { ask, dialog };
}
