/** One simulation: the session, the computed result with its steps, every answer and each saved step. */
import { Link, useParams } from 'react-router';
import type { SimulationDetail as Detail } from '../../../../routes/admin/simulations.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDateTime, fmtDuration, fmtEuros } from '../../lib/format.ts';
import { stepTitle } from '../audience/format.ts';
import { answer, label } from './labels.ts';
import { readResult } from './result.ts';

export function SimulationDetail() {
  const { id } = useParams();
  const state = useLoad<Detail>(`/api/admin/simulations/${id}`);
  return (
    <>
      <PageHeader title="Détail de la simulation" description={<code>{id}</code>}>
        <Link className="btn" to="/simulations">
          Retour à la liste
        </Link>
      </PageHeader>
      <Loaded state={state}>
        {(d) => (
          <>
            <div className="grid-2">
              <SessionCard d={d} />
              <ResultCard d={d} />
            </div>
            <section className="card">
              <h2>Réponses</h2>
              <dl className="facts">
                {Object.entries(d.formData).map(([k, v]) => (
                  <div key={k} className="fact">
                    <dt>{label(k)}</dt>
                    <dd>{answer(k, v)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <StepsCard steps={d.steps} />
          </>
        )}
      </Loaded>
    </>
  );
}

function SessionCard({ d }: { d: Detail }) {
  return (
    <section className="card">
      <h2>Session</h2>
      <dl className="facts">
        <dt>Créée le</dt>
        <dd>{fmtDateTime(d.createdAt)}</dd>
        <dt>Version</dt>
        <dd>{d.version === 'v1' ? 'Parcours v1' : 'Parcours v2'}</dd>
        <dt>E-mail</dt>
        <dd>{d.email ?? '—'}</dd>
        <dt>Étape atteinte</dt>
        <dd>{d.currentStep}/12</dd>
        <dt>Terminée</dt>
        <dd>{d.isComplete ? `Oui, le ${fmtDateTime(d.completedAt)}` : 'Non'}</dd>
        <dt>Durée</dt>
        <dd>{d.sessionDuration ? fmtDuration(d.sessionDuration * 1000) : '—'}</dd>
      </dl>
    </section>
  );
}

function ResultCard({ d }: { d: Detail }) {
  const r = readResult(d);
  return (
    <section className="card" data-testid="result">
      <h2>Résultat calculé</h2>
      {r ? (
        <>
          <p className="big">{fmtEuros(r.amount)} par mois</p>
          <p>{r.eligible ? 'Éligible' : `Non éligible${r.refusReason ? ` : ${r.refusReason}` : ''}`}</p>
          <p className="muted">Calculé le {fmtDateTime(d.calculatedAt)}</p>
          {r.steps ? (
            <ol className="calc-steps">
              {r.steps.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed, ordered list
                <li key={`${s.title}-${i}`}>
                  <strong>{s.title}</strong>{' '}
                  {typeof s.value === 'number' ? (
                    <span className="nowrap">
                      : {fmtEuros(s.value)} {s.annual ? 'par an' : 'par mois'}
                    </span>
                  ) : null}
                  {s.description ? <p className="muted">{s.description}</p> : null}
                </li>
              ))}
            </ol>
          ) : null}
        </>
      ) : (
        <p className="muted">Pas encore de résultat : la simulation n'est pas allée jusqu'au bout.</p>
      )}
    </section>
  );
}

function StepsCard({ steps }: { steps: Detail['steps'] }) {
  return (
    <section className="card">
      <h2>Étapes enregistrées</h2>
      {steps.length === 0 ? (
        <p className="empty">Aucune étape enregistrée.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>N°</th>
                <th>Étape</th>
                <th>Réponses</th>
                <th>Enregistrée le</th>
              </tr>
            </thead>
            <tbody>
              {steps.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the saved steps are an ordered log
                <tr key={`${s.stepNumber}-${i}`}>
                  <td>{s.stepNumber}</td>
                  <td>{stepTitle(s.stepName)}</td>
                  <td>
                    {Object.entries(s.stepData)
                      .map(([k, v]) => `${label(k)} : ${answer(k, v)}`)
                      .join(' · ')}
                  </td>
                  <td>{fmtDateTime(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
