/** « État du site »: the last successful build, online; a failure after it; the next effective dates. */
import { Link } from 'react-router';
import type { PublishingSummary } from '../../../../routes/admin/system.ts';
import { Kpi } from '../../components/Kpi.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded, Notice } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDate, fmtDateTime, fmtDuration, fmtInt } from '../../lib/format.ts';

export function SsgStatus() {
  const state = useLoad<PublishingSummary>('/api/admin/ssg/status');
  return (
    <>
      <PageHeader title="État du site" description="La dernière construction réussie, en ligne." />
      <Loaded state={state}>
        {(s) => (
          <>
            {s.live ? (
              <section className="kpis">
                <Kpi label="Dernière build réussie" value={fmtDateTime(s.live.finishedAt)} valueClass="small">
                  <span className="muted">{s.live.reason}</span>
                </Kpi>
                <Kpi label="Durée" value={fmtDuration(s.live.durationMs)} />
                <Kpi label="Pages" value={fmtInt(s.live.pages)} />
              </section>
            ) : (
              <Notice kind="warning">Le site n'a jamais été construit.</Notice>
            )}
            {s.lastFailure && (!s.lastSuccess || s.lastFailure.id > s.lastSuccess.id) ? (
              <Notice kind="error">
                La dernière construction (n° {s.lastFailure.id}) a échoué : {s.lastFailure.error}. Le site en
                ligne n'a pas changé. <Link to="/ssg">Voir le journal</Link>
              </Notice>
            ) : null}
            <NextDates dates={s.nextEffectiveDates} />
          </>
        )}
      </Loaded>
    </>
  );
}

function NextDates({ dates }: { dates: string[] }) {
  return (
    <section className="card">
      <h2>Prochaines dates d'effet des barèmes</h2>
      {dates.length ? (
        <ul className="plain">
          {dates.map((d) => (
            <li key={d}>{fmtDate(d)}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          Aucune date d'effet connue à venir : les montants des pages suivent les derniers barèmes intégrés au
          simulateur.
        </p>
      )}
    </section>
  );
}
