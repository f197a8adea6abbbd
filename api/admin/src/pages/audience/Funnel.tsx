/** The simulator's funnel: how many simulations reached each step, and the drop-off at each. */
import type { AudienceReport } from '../../../../routes/admin/audience.ts';
import { fmtInt } from '../../lib/format.ts';
import { ChartHead } from '../stats/ExportCsv.tsx';
import { pct, stepLabel } from './format.ts';
import { HorizontalBars } from './HorizontalBars.tsx';

export function Funnel({ a }: { a: AudienceReport }) {
  return (
    <>
      <section className="card chart">
        <ChartHead title="Entonnoir du simulateur" chart="entonnoir" days={a.days} />
        {a.completion.started === 0 ? (
          <p className="empty">Aucune simulation sur la période.</p>
        ) : (
          <HorizontalBars
            label="Simulations ayant atteint chaque étape"
            labels={a.funnel.map(stepLabel)}
            values={a.funnel.map((f) => f.sessions)}
            color="#1d4ed8"
          />
        )}
      </section>
      <div className="table-wrap">
        <table>
          <caption className="sr-only">Abandon à chaque étape</caption>
          <thead>
            <tr>
              <th scope="col">Étape</th>
              <th scope="col">Simulations l'ayant atteinte</th>
              <th scope="col">Abandon à cette étape</th>
            </tr>
          </thead>
          <tbody>
            {a.funnel.map((f) => (
              <tr key={f.step}>
                <td>{stepLabel(f)}</td>
                <td>{fmtInt(f.sessions)}</td>
                <td>{f.step === 12 ? 'résultat affiché' : pct(f.dropOff)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
