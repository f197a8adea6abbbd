/**
 * The status of a live guide or city page: its saves wait as pending changes (the status field would do
 * nothing), so it goes offline by « Dépublier » (POST …/unpublish), what is still typed saved first.
 */
import { Badge } from '../Badge.tsx';

export function LiveStatus({ busy, onUnpublish }: { busy: boolean; onUnpublish: () => void }) {
  return (
    <div className="field">
      <p>
        Statut : <Badge status="published" />
      </p>
      <button type="button" className="btn" disabled={busy} onClick={onUnpublish}>
        Dépublier
      </button>
    </div>
  );
}
