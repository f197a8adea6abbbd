/**
 * « Recommencer la simulation » asks before wiping the answers (issue 29): a modal <dialog> (showModal: the rest
 * of the page is inert, focus moves into it — on « Garder mes réponses », the safe choice — and comes back to the
 * button, Escape cancels), titled and described for screen readers. Loaded only when asked (a chunk of its own,
 * outside the pages' JavaScript budget): restart.tsx renders it while asking.
 */
import { useEffect, useId, useRef } from 'react';
import { useT } from './locale.ts';

export default function RestartConfirm({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const titleId = useId();
  const textId = useId();
  const { t } = useT();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const close = (yes: boolean) => {
    confirmed.current = yes;
    ref.current?.close();
  };
  return (
    <dialog
      ref={ref}
      className="sim-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape, or either button: the dialog gives the focus back, then the island hears the choice.
      onClose={() => onDone(confirmed.current)}
    >
      <h2 id={titleId}>{t('sim.restartConfirm.title')}</h2>
      <p id={textId}>{t('sim.restartConfirm.text')}</p>
      <div className="sim-dialog-actions">
        {/* Cancelling first: showModal() gives the focus to the first button, the safe choice. */}
        <button type="button" className="btn btn-secondary" onClick={() => close(false)}>
          {t('sim.restartConfirm.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => close(true)}>
          {t('sim.restartConfirm.confirm')}
        </button>
      </div>
    </dialog>
  );
}
