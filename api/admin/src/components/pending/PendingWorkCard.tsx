/**
 * « Travail en attente » on the dashboard (issue 30): how many changes are held on live pages and how many
 * publications are scheduled, then the ten most recent with who and when, a link to each editor, and the actions:
 * « Publier » / « Abandonner » a held change, « Annuler » a schedule (the per-item endpoints, with the version).
 */
import { Link } from 'react-router';
import './pending.css';
import type { PendingAnswer, PendingWork } from '../../../../routes/admin/pending.ts';
import { useForm } from '../../hooks/useForm.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDateTime, fmtInt } from '../../lib/format.ts';
import { FormMessage } from '../form/FormMessage.tsx';
import { Loaded } from '../status.tsx';
import {
  cancelSchedule,
  discardHeld,
  editorPath,
  KIND_LABELS,
  publishHeld,
  scheduleLabel,
} from './pendingWork.tsx';

/** How many lines the card shows: held changes newest first, then schedules soonest first. */
const SHOWN = 10;

export function PendingWorkCard() {
  const state = useLoad<PendingAnswer>('/api/admin/pending');
  const form = useForm<Record<string, never>>({});
  const act = async (run: () => Promise<unknown>, done: string) => {
    if (await form.submit(run, done)) state.reload();
  };
  const actions = {
    publish: (w: PendingWork) =>
      act(() => publishHeld(w), `Les modifications de « ${w.title} » sont publiées.`),
    discard: (w: PendingWork) => {
      if (window.confirm(`Abandonner les modifications en attente de « ${w.title} » ?`))
        void act(() => discardHeld(w), `Les modifications de « ${w.title} » sont abandonnées.`);
    },
    cancel: (w: PendingWork) =>
      act(() => cancelSchedule(w), `La programmation de « ${w.title} » est annulée.`),
  };
  return (
    <section className="card" aria-labelledby="pending-work">
      <h2 id="pending-work">Travail en attente</h2>
      <FormMessage message={form.message} />
      <Loaded state={state}>
        {(d) => {
          const items = [...d.held, ...d.scheduled].slice(0, SHOWN) as PendingWork[];
          return (
            <>
              <p className="muted">
                {fmtInt(d.counts.held)} modification(s) en attente de publication,{' '}
                {fmtInt(d.counts.scheduled)} action(s) programmée(s).
              </p>
              {items.length === 0 ? (
                <p className="empty">Rien en attente.</p>
              ) : (
                <ul className="plain pending-work">
                  {items.map((w) => (
                    <PendingLine
                      key={`${w.type}-${w.kind}-${w.id}-${w.scheduleId ?? ''}`}
                      w={w}
                      busy={form.submitting}
                      {...actions}
                    />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

type Actions = {
  publish: (w: PendingWork) => void;
  discard: (w: PendingWork) => void;
  cancel: (w: PendingWork) => void;
};

function PendingLine({ w, busy, publish, discard, cancel }: { w: PendingWork; busy: boolean } & Actions) {
  const who = w.who ? ` par ${w.who.name}` : '';
  return (
    <li data-testid="pending-line">
      <div>
        <span className="muted">{KIND_LABELS[w.kind]}</span> <Link to={editorPath(w)}>{w.title}</Link>{' '}
        <code>{w.path}</code>
      </div>
      <div className="muted">
        {w.type === 'held'
          ? `Modifications enregistrées${who} le ${fmtDateTime(w.at)}`
          : `${scheduleLabel(w)}${who ? ` (programmée${who})` : ''}`}
      </div>
      <div className="row-actions">
        {w.type === 'held' ? (
          <>
            <button
              type="button"
              className="btn small primary"
              disabled={busy}
              onClick={() => publish(w)}
              aria-label={`Publier les modifications de ${w.title}`}
            >
              Publier
            </button>
            <button
              type="button"
              className="btn small"
              disabled={busy}
              onClick={() => discard(w)}
              aria-label={`Abandonner les modifications de ${w.title}`}
            >
              Abandonner
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn small"
            disabled={busy}
            onClick={() => cancel(w)}
            aria-label={`Annuler la programmation de ${w.title}`}
          >
            Annuler
          </button>
        )}
      </div>
    </li>
  );
}
