/** Traffic sources: sessions of visitors who accepted audience measurement, and clicks to partners. */
import { useState } from 'react';
import { Bar } from 'react-chartjs-2';
import type { StatsSources } from '../../../../routes/admin/stats.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PeriodSelect } from '../../components/PeriodSelect.tsx';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';
import { PAGE_LABELS, SOURCE_LABELS } from '../../lib/traffic.ts';
import { COLORS, shortDay } from './charts.ts';

export function SourcesPage() {
  const [days, setDays] = useState('30');
  const state = useLoad<StatsSources>(`/api/admin/stats/sources?days=${days}`);
  return (
    <>
      <PageHeader
        title="Sources de trafic"
        description="Sessions des visiteurs qui ont accepté la mesure d'audience, et clics vers les partenaires."
      />
      <PeriodSelect days={days} setDays={setDays} />
      <Loaded state={state}>
        {(s) => (
          <>
            <SourcesChart sources={s.sources} />
            <EntryPagesChart entryPages={s.entryPages} />
            <PartnerClicksChart clicks={s.partnerClicks} />
          </>
        )}
      </Loaded>
    </>
  );
}

function SourcesChart({ sources }: { sources: StatsSources['sources'] }) {
  return (
    <section className="card chart">
      <h2>Sessions par source</h2>
      {sources.length === 0 ? (
        <p className="empty">Aucune session mesurée sur la période.</p>
      ) : (
        <Bar
          aria-label="Sessions par source de trafic"
          role="img"
          data={{
            labels: sources.map((x) => SOURCE_LABELS[x.source] ?? x.source),
            datasets: [{ label: 'Sessions', data: sources.map((x) => x.sessions), backgroundColor: COLORS }],
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

function EntryPagesChart({ entryPages }: { entryPages: StatsSources['entryPages'] }) {
  return (
    <section className="card chart">
      <h2>Pages d'entrée</h2>
      {entryPages.length === 0 ? (
        <p className="empty">Aucune donnée.</p>
      ) : (
        <Bar
          aria-label="Sessions par type de page d'entrée"
          role="img"
          data={{
            labels: entryPages.map((x) => PAGE_LABELS[x.type] ?? x.type),
            datasets: [
              { label: 'Sessions', data: entryPages.map((x) => x.sessions), backgroundColor: COLORS[2] },
            ],
          }}
          options={{ responsive: true, maintainAspectRatio: false, plugins: { legend: { display: false } } }}
        />
      )}
    </section>
  );
}

function PartnerClicksChart({ clicks }: { clicks: StatsSources['partnerClicks'] }) {
  return (
    <section className="card chart">
      <h2>Clics partenaires ({fmtInt(clicks.total)})</h2>
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
