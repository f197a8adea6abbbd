/** Traffic sources and entry pages of the measured visits. */
import type { AudienceReport } from '../../../../routes/admin/audience.ts';
import { PAGE_LABELS, SOURCE_LABELS } from '../../lib/traffic.ts';
import { ChartHead } from '../stats/ExportCsv.tsx';
import { HorizontalBars } from './HorizontalBars.tsx';

const NO_VISIT = <p className="empty">Aucune visite mesurée sur la période.</p>;

export function Traffic({ a }: { a: AudienceReport }) {
  return (
    <div className="grid-2">
      <section className="card chart">
        <ChartHead title="Sources de trafic" chart="sources" days={a.days} />
        {a.sources.length === 0 ? (
          NO_VISIT
        ) : (
          <HorizontalBars
            label="Visites par source"
            labels={a.sources.map((s) => SOURCE_LABELS[s.source] ?? s.source)}
            values={a.sources.map((s) => s.visits)}
            color="#059669"
          />
        )}
      </section>
      <section className="card chart">
        <ChartHead title="Pages d'entrée" chart="pages-entree" days={a.days} />
        {a.entryPages.length === 0 ? (
          NO_VISIT
        ) : (
          <HorizontalBars
            label="Visites par type de page d'entrée"
            labels={a.entryPages.map((e) => PAGE_LABELS[e.type] ?? e.type)}
            values={a.entryPages.map((e) => e.visits)}
            color="#d97706"
          />
        )}
      </section>
    </div>
  );
}
