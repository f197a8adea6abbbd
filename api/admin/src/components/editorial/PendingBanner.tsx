/**
 * On a live page: saves wait as pending changes until « Publier les modifications »; who saved them and
 * when, the publication (saving first what is still typed) and their abandonment (confirmed).
 */
import type { PendingChanges } from '../../../../routes/admin/editorial.ts';
import { Notice } from '../status.tsx';
import { SavedByLine } from './SavedByLine.tsx';

export function PendingBanner({
  live,
  pending,
  dirty,
  busy,
  onPublish,
  onDiscard,
}: {
  live: boolean;
  pending: PendingChanges<unknown> | null;
  dirty: boolean;
  busy: boolean;
  onPublish: () => void;
  onDiscard: () => void;
}) {
  if (!live) return null;
  return (
    <div className="pending-banner" data-testid="pending-banner">
      <Notice kind={pending ? 'warning' : 'info'}>
        <p>
          Cette page est en ligne : vos enregistrements sont gardés en attente jusqu'à « Publier les
          modifications ».
        </p>
        {pending ? (
          <p>
            <strong>Modifications en attente</strong>, enregistrées{' '}
            <SavedByLine savedBy={pending.savedBy} savedAt={pending.savedAt} /> : la page en ligne ne les
            montre pas encore.
          </p>
        ) : null}
        {pending || dirty ? (
          <div className="row-actions">
            <button type="button" className="btn primary" disabled={busy} onClick={onPublish}>
              Publier les modifications
            </button>
            {pending ? (
              <button
                type="button"
                className="btn danger"
                disabled={busy}
                onClick={() => {
                  if (
                    window.confirm(
                      "Abandonner les modifications en attente ? La page en ligne reste telle qu'elle est.",
                    )
                  )
                    onDiscard();
                }}
              >
                Abandonner les modifications
              </button>
            ) : null}
          </div>
        ) : null}
      </Notice>
    </div>
  );
}
