/**
 * Statistics: visits and simulations by day, the funnel by step and the page views of the articles and city pages,
 * each with its CSV export. Visits and simulations are counted as on every other screen (definitions.ts).
 */
import { useState } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { DEFINITIONS } from '../../../../../src/core/audience/definitions.ts';
import type { StatsOverview } from '../../../../routes/admin/stats.ts';
import { Kpi } from '../../components/Kpi.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PeriodSelect } from '../../components/PeriodSelect.tsx';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtEuros, fmtInt } from '../../lib/format.ts';
import { stepLabel } from '../audience/format.ts';
import { COLORS, shortDay } from './charts.ts';
import { ChartHead, Definitions } from './ExportCsv.tsx';
import { PageViews } from './PageViews.tsx';

export function StatsPage() {
  const [days, setDays] = useState('30');
  const state = useLoad<StatsOverview>(`/api/admin/stats?days=${days}`);
  return (
    <>
      <PageHeader
        title="Statistiques"
        description="Visites et simulations par jour, entonnoir par étape, pages vues des articles et des pages villes."
      />
      <PeriodSelect days={days} setDays={setDays} />
      <Loaded state={state}>
        {(s) => (
          <>
            <StatsKpis s={s} />
            <Definitions lines={[DEFINITIONS.visite, DEFINITIONS.simulation]} />
            <PerDayChart perDay={s.perDay} days={days} />
            <FunnelChart funnel={s.funnel} days={days} />
            <PageViews days={days} />
          </>
        )}
      </Loaded>
    </>
  );
}

function StatsKpis({ s }: { s: StatsOverview }) {
  return (
    <section className="kpis" aria-label="Indicateurs">
      <Kpi label="Visites" value={fmtInt(s.visits)} testId="kpi-visits">
        <span className="muted">avec consentement</span>
      </Kpi>
      <Kpi label="Simulations commencées" value={fmtInt(s.started)} />
      <Kpi label="Terminées" value={fmtInt(s.completed)} />
      <Kpi label="Aide moyenne (éligibles)" value={fmtEuros(s.averageAmount)}>
        <span className="muted">{fmtInt(s.eligibleCount)} simulations éligibles</span>
      </Kpi>
    </section>
  );
}

function PerDayChart({ perDay, days }: { perDay: StatsOverview['perDay']; days: string }) {
  return (
    <section className="card chart">
      <ChartHead title="Visites et simulations par jour" chart="simulations-par-jour" days={days} />
      <Line
        aria-label="Visites et simulations par jour"
        role="img"
        data={{
          labels: perDay.map((d) => shortDay(d.day)),
          datasets: [
            {
              label: 'Commencées',
              data: perDay.map((d) => d.started),
              borderColor: COLORS[0],
              backgroundColor: 'rgba(29,78,216,.12)',
              fill: true,
              tension: 0.25,
            },
            {
              label: 'Terminées',
              data: perDay.map((d) => d.completed),
              borderColor: COLORS[1],
              tension: 0.25,
            },
            {
              label: 'Visites',
              data: perDay.map((d) => d.visits),
              borderColor: COLORS[2],
              borderDash: [6, 4],
              tension: 0.25,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </section>
  );
}

function FunnelChart({ funnel, days }: { funnel: StatsOverview['funnel']; days: string }) {
  return (
    <section className="card chart">
      <ChartHead title="Entonnoir par étape" chart="entonnoir" days={days} />
      <Bar
        aria-label="Sessions ayant atteint chaque étape"
        role="img"
        data={{
          labels: funnel.map(stepLabel),
          datasets: [
            {
              label: 'Sessions ayant atteint l’étape',
              data: funnel.map((f) => f.sessions),
              backgroundColor: COLORS[0],
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          indexAxis: 'y',
          scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </section>
  );
}
