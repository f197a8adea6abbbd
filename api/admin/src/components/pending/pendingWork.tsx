/**
 * Pending work in sight (issue 30), shared by the dashboard card and the lists: where each kind's screens live,
 * the per-item actions on a held change or a schedule (the existing endpoints, with the item's version), and the
 * badges of a list row (« Modifications en attente », « Publication prévue le … »).
 */
import type { EditorialKind } from '../../../../../db/schema.ts';
import type { PendingAnswer, PendingWork } from '../../../../routes/admin/pending.ts';
import { api } from '../../api.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDateTime } from '../../lib/format.ts';

/** The API prefix and SPA path of each kind. */
export const PREFIX: Record<EditorialKind, string> = {
  article: 'articles',
  guide: 'thematiques',
  city: 'cities',
};
export const KIND_LABELS: Record<EditorialKind, string> = {
  article: 'Article',
  guide: 'Guide',
  city: 'Page ville',
};

export const editorPath = (w: Pick<PendingWork, 'kind' | 'id'>) => `/${PREFIX[w.kind]}/${w.id}/edit`;

/** « Publier » a held change: publish-changes with the version the item has now. */
export const publishHeld = (w: PendingWork) =>
  api.post(`/api/admin/${PREFIX[w.kind]}/${w.id}/publish-changes`, { version: w.version });
/** « Abandonner » a held change. */
export const discardHeld = (w: PendingWork) =>
  api.del(`/api/admin/${PREFIX[w.kind]}/${w.id}/pending`, { version: w.version });
/** « Annuler » a schedule. */
export const cancelSchedule = (w: PendingWork) =>
  api.del(`/api/admin/${PREFIX[w.kind]}/${w.id}/schedules/${w.scheduleId}`);

/** « Publication prévue le 30 nov. 2026 à 09 h 00 ». */
export const scheduleLabel = (w: Pick<PendingWork, 'action' | 'at'>) =>
  `${w.action === 'unpublish' ? 'Dépublication' : 'Publication'} prévue le ${fmtDateTime(w.at)}`;

/** The pending work of one kind, by item id (for the badges of a list). */
export function usePendingOf(kind: EditorialKind) {
  const state = useLoad<PendingAnswer>(`/api/admin/pending?kind=${kind}`);
  const byId = new Map<number, PendingWork[]>();
  for (const w of [...(state.data?.held ?? []), ...(state.data?.scheduled ?? [])])
    byId.set(w.id, [...(byId.get(w.id) ?? []), w as PendingWork]);
  return { byId, reload: state.reload };
}

/** The badges of a row: its held change (who, when in the tooltip) and its schedules. */
export function PendingBadges({ work }: { work: PendingWork[] | undefined }) {
  if (!work || work.length === 0) return null;
  return (
    <>
      {work.map((w) =>
        w.type === 'held' ? (
          <span
            key="held"
            className="badge badge-running"
            title={`Enregistrées ${w.who ? `par ${w.who.name} ` : ''}le ${fmtDateTime(w.at)}`}
          >
            Modifications en attente
          </span>
        ) : (
          <span key={`s${w.scheduleId}`} className="badge badge-queued">
            {scheduleLabel(w)}
          </span>
        ),
      )}
    </>
  );
}
