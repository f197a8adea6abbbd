/** Web vitals by page kind: median, 75th and 90th percentiles, the 75th coloured by Google's thresholds. */

import type { WebVitalName } from '../../../../../src/core/audience/payload.ts';
import type { AudienceReport } from '../../../../routes/admin/audience.ts';
import { fmtInt } from '../../lib/format.ts';
import { PAGE_LABELS } from '../../lib/traffic.ts';
import { ChartHead } from '../stats/ExportCsv.tsx';
import { rating, VITALS, vital } from './format.ts';

type Row = AudienceReport['webVitals'][number];

export function WebVitals({ rows, days }: { rows: Row[]; days: number }) {
  return (
    <section className="card">
      <ChartHead title="Vitesse des pages (Web Vitals)" chart="vitesse-des-pages" days={days} />
      <p className="muted">
        Médiane, 75ᵉ et 90ᵉ centiles mesurés chez les visiteurs ; la couleur du 75ᵉ centile suit les seuils «
        bon » et « mauvais » de Google.
      </p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Type de page</th>
              {VITALS.map((v) => (
                <th scope="col" key={v}>
                  {v} <span className="muted">p50 / p75 / p90</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={VITALS.length + 1}>Aucune mesure sur la période.</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.pageType}>
                  <th scope="row">{PAGE_LABELS[row.pageType] ?? row.pageType}</th>
                  {VITALS.map((name) => (
                    <VitalCell key={name} name={name} m={row.metrics[name]} />
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function VitalCell({ name, m }: { name: WebVitalName; m: Row['metrics'][WebVitalName] }) {
  if (!m) return <td>—</td>;
  const r = rating(name, m.p75);
  return (
    <td>
      {vital(name, m.p50)} /{' '}
      <strong style={{ color: r.color }} title={r.word}>
        {vital(name, m.p75)}
      </strong>{' '}
      / {vital(name, m.p90)} <span className="muted">({fmtInt(m.n)})</span>
    </td>
  );
}
