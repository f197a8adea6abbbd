/** The average aid by zone of eligible simulations, and the clicks to partners. */
import type { AudienceReport } from '../../../../routes/admin/audience.ts';
import { fmtEuros, fmtInt } from '../../lib/format.ts';
import { ChartHead } from '../stats/ExportCsv.tsx';
import { pct } from './format.ts';

export function AmountByZone({ rows, days }: { rows: AudienceReport['amountByZone']; days: number }) {
  return (
    <section className="card">
      <ChartHead title="Aide moyenne par zone" chart="aide-par-zone" days={days} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Simulations éligibles</th>
              <th scope="col">Montant moyen</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3}>Aucune simulation éligible.</td>
              </tr>
            ) : (
              rows.map((z) => (
                <tr key={String(z.zone)}>
                  <td>{z.zone == null ? 'Inconnue' : `Zone ${z.zone}`}</td>
                  <td>{fmtInt(z.eligible)}</td>
                  <td>{fmtEuros(z.averageAmount)} / mois</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function Partners({ rows, days }: { rows: AudienceReport['partners']; days: number }) {
  return (
    <section className="card">
      <ChartHead title="Clics vers les partenaires" chart="partenaires" days={days} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Partenaire</th>
              <th scope="col">Clics</th>
              <th scope="col">Taux de clic</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3}>Aucun clic sur la période.</td>
              </tr>
            ) : (
              rows.map((p) => (
                <tr key={p.partner}>
                  <td>{p.partner}</td>
                  <td>{fmtInt(p.clicks)}</td>
                  <td>
                    {pct(p.clickThrough)} <span className="muted">des {fmtInt(p.simulations)} résultats</span>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
