/** « Génération du site »: rebuild, roll back, the queue, the running build and the history of builds. */
import { useEffect, useState } from 'react';
import type { PublishingStatus } from '../../../../routes/admin/system.ts';
import { type ApiError, api } from '../../api.ts';
import { Kpi } from '../../components/Kpi.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorBox, Loaded, Notice } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDate, fmtDateTime, fmtDuration, fmtInt } from '../../lib/format.ts';
import { useCurrentSession } from '../../session.tsx';
import { BuildHistory } from './BuildHistory.tsx';
import { RunningBuild } from './RunningBuild.tsx';

/** The queue, read again every 2 seconds while a build runs or waits. */
function usePublishing() {
  const state = useLoad<PublishingStatus>('/api/admin/ssg');
  const busy = state.data ? state.data.running !== null || state.data.queued !== null : false;
  const reload = state.reload;
  useEffect(() => {
    if (!busy) return;
    const t = setInterval(reload, 2000);
    return () => clearInterval(t);
  }, [busy, reload]);
  return { state, busy };
}

export function SsgPage() {
  const { state, busy } = usePublishing();
  const { isAdmin } = useCurrentSession();
  const [error, setError] = useState<ApiError | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const act = async (path: string, done: string) => {
    setError(null);
    setMessage(null);
    try {
      await api.post(path, {});
      setMessage(done);
      state.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  return (
    <>
      <PageHeader
        title="Génération du site"
        description="Le site public est statique : chaque construction part dans un dossier neuf, mis en ligne seulement s'il est complet."
      >
        <button
          type="button"
          className="btn primary"
          onClick={() => act('/api/admin/ssg/rebuild', 'Reconstruction demandée.')}
        >
          Reconstruire le site
        </button>
        {isAdmin ? (
          <button
            type="button"
            className="btn"
            disabled={!state.data?.previous || busy}
            onClick={() =>
              window.confirm('Remettre en ligne la build précédente ?') &&
              act('/api/admin/ssg/rollback', 'Build précédente remise en ligne.')
            }
          >
            Revenir à la build précédente
          </button>
        ) : null}
      </PageHeader>
      <ErrorBox error={error} />
      {message ? <Notice kind="success">{message}</Notice> : null}
      <Loaded state={state}>
        {(s) => (
          <>
            <QueueKpis s={s} />
            {s.running ? <RunningBuild id={s.running} progress={s.progress} /> : null}
            {s.nextScheduled ? (
              <p className="muted small">
                Reconstruction complète programmée le {fmtDate(s.nextScheduled.date)}, date d'effet des
                prochains barèmes connus.
              </p>
            ) : null}
            <h2>Historique</h2>
            <BuildHistory rows={s.history} />
          </>
        )}
      </Loaded>
    </>
  );
}

function QueueKpis({ s }: { s: PublishingStatus }) {
  const live = s.live && 'finishedAt' in s.live ? s.live : null;
  const previous = s.previous && 'finishedAt' in s.previous ? s.previous : null;
  return (
    <section className="kpis">
      <Kpi
        label="En ligne"
        value={live?.finishedAt ? fmtDateTime(live.finishedAt) : s.live ? 'date inconnue' : 'aucune'}
        valueClass="small"
      >
        <span className="muted">
          {live?.pages ? `${fmtInt(live.pages)} pages en ${fmtDuration(live.durationMs)}` : ''}
        </span>
      </Kpi>
      <Kpi
        label="Précédente (retour arrière)"
        value={previous?.finishedAt ? fmtDateTime(previous.finishedAt) : 'aucune'}
        valueClass="small"
      />
      <Kpi label="File d'attente" value={s.running ? 'construction en cours' : 'vide'} valueClass="small">
        <span className="muted">{s.queued ? `build n° ${s.queued} en attente` : ''}</span>
      </Kpi>
    </section>
  );
}
