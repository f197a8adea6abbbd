/**
 * « Historique »: the saved versions of the item, newest first (what, pending or not, who, when); choosing
 * one opens its differences with the form and « Restaurer cette version ».
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { RevisionAction, RevisionList, RevisionSummary } from '../../../../routes/admin/editorial.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { SavedByLine } from './SavedByLine.tsx';

export const ACTION_LABELS: Record<RevisionAction, string> = {
  save: 'Enregistrement',
  autosave: 'Enregistrement automatique',
  restore: 'Restauration',
  publish: 'Publication',
};

const SHOWN = 8;

export function RevisionsPanel({
  path,
  version,
  renderOpen,
}: {
  /** The item's API address (`/api/admin/articles/12`). */
  path: string;
  /** The version held: the list is read again when it changes. */
  version: number;
  /** The screen of the revision chosen (its differences and its restoration). */
  renderOpen: (row: RevisionSummary, close: () => void) => ReactNode;
}) {
  const state = useLoad<RevisionList>(`${path}/revisions`);
  const { reload } = state;
  const [open, setOpen] = useState<RevisionSummary | null>(null);
  const [all, setAll] = useState(false);
  // A new version means a new revision to list.
  const listed = useRef(version);
  useEffect(() => {
    if (listed.current === version) return;
    listed.current = version;
    reload();
  }, [version, reload]);
  const items = state.data?.items ?? [];
  return (
    <section className="card revisions" aria-labelledby="historique">
      <h2 id="historique">Historique</h2>
      {state.error ? <p className="field-error">{state.error.message}</p> : null}
      {items.length === 0 && !state.loading ? <p className="muted">Aucune version enregistrée.</p> : null}
      <ol className="revision-list">
        {(all ? items : items.slice(0, SHOWN)).map((r) => (
          <li key={r.id}>
            <button type="button" className="revision" onClick={() => setOpen(r)}>
              <span className="revision-head">
                <strong>Version {r.version}</strong> · {ACTION_LABELS[r.action]}
                {r.pending ? <span className="badge badge-pending">en attente</span> : null}
              </span>
              <span className="hint">
                <SavedByLine savedBy={r.savedBy} savedAt={r.savedAt} />
              </span>
            </button>
          </li>
        ))}
      </ol>
      {items.length > SHOWN && !all ? (
        <button type="button" className="btn link" onClick={() => setAll(true)}>
          Voir les {items.length} versions
        </button>
      ) : null}
      {open ? renderOpen(open, () => setOpen(null)) : null}
    </section>
  );
}
