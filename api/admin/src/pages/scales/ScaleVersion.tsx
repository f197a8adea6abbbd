/**
 * Une version des barèmes : son état, qui l'a saisie et activée, ses séries modifiées (avant → après) avec leurs
 * sources, l'impact sur les ménages des pages ; « Activer » (désactivé, avec sa raison, pour qui l'a saisie quand
 * le site a un second administrateur) et « Retirer » (la précédente redevient active).
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ScaleActivated, ScaleDetail } from '../../../../routes/admin/scales.ts';
import { ApiError, api } from '../../api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded, Notice } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDate, fmtDateTime } from '../../lib/format.ts';
import { useCurrentSession } from '../../session.tsx';
import { parameterValue, seriesTitle } from '../publishing/parameterLabels.ts';
import { Etat } from './Etat.tsx';
import { ImpactTable } from './ImpactTable.tsx';
import { feuillesDe } from './saisie.ts';
import './scales.css';

type Change = ScaleDetail['changes'][number];

function Changement({ c, d }: { c: Change; d: ScaleDetail }) {
  const apres = new Map(feuillesDe(c.cle, c.apres).map((f) => [f.chemin, f.avant]));
  const source = d.sources[c.cle];
  return (
    <section className="card">
      <h3>{seriesTitle(c.cle)}</h3>
      <div className="table-wrap">
        <table className="scale-leaves">
          <tbody>
            {feuillesDe(c.cle, c.avant).map((f) => (
              <tr key={f.chemin}>
                <th scope="row">{f.libelle}</th>
                <td className="nowrap">{parameterValue(c.cle, f.cle, f.avant)}</td>
                <td aria-hidden="true">→</td>
                <td className="nowrap">{parameterValue(c.cle, f.cle, apres.get(f.chemin) ?? Number.NaN)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {source ? (
        <p className="small">
          Source :{' '}
          {source.url ? (
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.titre}
            </a>
          ) : (
            source.titre
          )}
          {source.jorf ? ` (${source.jorf})` : ''}
        </p>
      ) : null}
      {d.reasons[c.cle] ? <p className="small">Raison de l’écart : {d.reasons[c.cle]}</p> : null}
    </section>
  );
}

function Faits({ d }: { d: ScaleDetail }) {
  return (
    <section className="card">
      <dl className="facts">
        <dt>État</dt>
        <dd>
          <Etat state={d.state} />
        </dd>
        <dt>En vigueur le</dt>
        <dd>{fmtDate(d.effectiveDate)}</dd>
        <dt>Saisie</dt>
        <dd>{`${fmtDateTime(d.proposedAt)} par ${d.proposedBy ?? '—'}`}</dd>
        <dt>Activée</dt>
        <dd>{d.activatedAt ? `${fmtDateTime(d.activatedAt)} par ${d.activatedBy ?? '—'}` : '—'}</dd>
        {d.withdrawnAt ? (
          <>
            <dt>Retirée</dt>
            <dd>{`${fmtDateTime(d.withdrawnAt)} par ${d.withdrawnBy ?? '—'}`}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Actions({ d, onDone }: { d: ScaleDetail; onDone: () => void }) {
  const { isAdmin } = useCurrentSession();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const act = async (path: string, success: (r: unknown) => string) => {
    try {
      const r = await api.post(`/api/admin/scales/${d.id}/${path}`);
      setMessage({ kind: 'success', text: success(r) });
      onDone();
    } catch (e) {
      setMessage({ kind: 'error', text: e instanceof ApiError ? e.message : String(e) });
    }
  };
  const retirer = () => {
    if (
      window.confirm(
        'Retirer cette version ? La précédente redevient active et le site entier est reconstruit.',
      )
    )
      void act(
        'withdraw',
        () => 'Version retirée : la précédente est de nouveau active, le site est reconstruit.',
      );
  };
  return (
    <section className="card scale-actions">
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {d.activation.raison ? <p className="muted">{d.activation.raison}</p> : null}
      <div className="row-actions">
        {d.state === 'draft' ? (
          <button
            type="button"
            className="btn primary"
            disabled={!d.activation.possible}
            onClick={() => void act('activate', (r) => (r as ScaleActivated).message)}
          >
            Activer
          </button>
        ) : null}
        {d.state === 'active' && isAdmin ? (
          <button type="button" className="btn danger" onClick={retirer}>
            Retirer
          </button>
        ) : null}
      </div>
    </section>
  );
}

export function ScaleVersion() {
  const { id } = useParams();
  const state = useLoad<ScaleDetail>(`/api/admin/scales/${id}`);
  return (
    <Loaded state={state}>
      {(d) => (
        <>
          <PageHeader title={d.label} description={<Link to="/baremes">← Toutes les versions</Link>} />
          <Faits d={d} />
          <Actions d={d} onDone={state.reload} />
          <ImpactTable id={d.id} />
          <h2>Séries modifiées ({d.changes.length})</h2>
          {d.changes.map((c) => (
            <Changement key={c.cle} c={c} d={d} />
          ))}
        </>
      )}
    </Loaded>
  );
}
