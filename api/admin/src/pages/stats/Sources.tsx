/**
 * Traffic sources: visits of visitors who accepted audience measurement (counted as on every other screen,
 * definitions.ts), and clicks to partners; each chart with its CSV export.
 */
import { useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { DEFINITIONS } from '../../../../../src/core/audience/definitions.ts';
import type { StatsSources } from '../../../../routes/admin/stats.ts';
import { Kpi } from '../../components/Kpi.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PeriodSelect } from '../../components/PeriodSelect.tsx';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';
import { PAGE_LABELS, SOURCE_LABELS } from '../../lib/traffic.ts';
import { COLORS, shortDay } from './charts.ts';
import { ChartHead, Definitions } from './ExportCsv.tsx';

export function SourcesPage() {
  const [days, setDays] = useState('30');
  const state = useLoad<StatsSources>(`/api/admin/stats/sources?days=${days}`);
  return (
    <>
      <PageHeader
        title="Sources de trafic"
        description="Visites des visiteurs qui ont accepté la mesure d'audience, et clics vers les partenaires."
      />
      <PeriodSelect days={days} setDays={setDays} />
      <Loaded state={state}>
        {(s) => (
          <>
            <section className="kpis" aria-label="Indicateurs">
              <Kpi label="Visites" value={fmtInt(s.visits)} testId="kpi-visits">
                <span className="muted">avec consentement</span>
              </Kpi>
            </section>
            <Definitions lines={[DEFINITIONS.visite]} />
            <SourcesChart sources={s.sources} days={days} />
            <EntryPagesChart entryPages={s.entryPages} days={days} />
            <PartnerClicksChart clicks={s.partnerClicks} days={days} />
          </>
        )}
      </Loaded>
    </>
  );
}

function SourcesChart({ sources, days }: { sources: StatsSources['sources']; days: string }) {
  return (
    <section className="card chart">
      <ChartHead title="Visites par source" chart="sources" days={days} />
      {sources.length === 0 ? (
        <p className="empty">Aucune visite mesurée sur la période.</p>
      ) : (
        <Bar
          aria-label="Visites par source de trafic"
          role="img"
          data={{
            labels: sources.map((x) => SOURCE_LABELS[x.source] ?? x.source),
            datasets: [{ label: 'Visites', data: sources.map((x) => x.visits), backgroundColor: COLORS }],
          }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            plugins: { legend: { display: false } },
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          }}
        />
      )}
    </section>
  );
}

function EntryPagesChart({ entryPages, days }: { entryPages: StatsSources['entryPages']; days: string }) {
  return (
    <section className="card chart">
      <ChartHead title="Pages d'entrée" chart="pages-entree" days={days} />
      {entryPages.length === 0 ? (
        <p className="empty">Aucune donnée.</p>
      ) : (
        <Bar
          aria-label="Visites par type de page d'entrée"
          role="img"
          data={{
            labels: entryPages.map((x) => PAGE_LABELS[x.type] ?? x.type),
            datasets: [
              { label: 'Visites', data: entryPages.map((x) => x.visits), backgroundColor: COLORS[2] },
            ],
          }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            plugins: { legend: { display: false } },
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          }}
        />
      )}
    </section>
  );
}

function PartnerClicksChart({ clicks, days }: { clicks: StatsSources['partnerClicks']; days: string }) {
  return (
    <section className="card chart">
      <ChartHead
        title={`Clics partenaires (${fmtInt(clicks.total)})`}
        chart="clics-partenaires"
        days={days}
      />
      {clicks.series.length === 0 ? (
        <p className="empty">Aucun clic sur la période.</p>
      ) : (
        <Bar
          aria-label="Clics vers les partenaires par jour"
          role="img"
          data={{
            labels: clicks.labels.map(shortDay),
            datasets: clicks.series.map((x, i) => ({
              label: x.partner,
              data: x.values,
              backgroundColor: COLORS[i % COLORS.length],
            })),
          }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            scales: {
              x: { stacked: true },
              y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
            },
          }}
        />
      )}
    </section>
  );
}
