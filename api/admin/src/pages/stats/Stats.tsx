/** Statistics: simulations by day and the funnel by step, from the recorded sessions. */
import { useState } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import type { StatsOverview } from '../../../../routes/admin/stats.ts';
import { Kpi } from '../../components/Kpi.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PeriodSelect } from '../../components/PeriodSelect.tsx';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtEuros, fmtInt } from '../../lib/format.ts';
import { stepLabel } from '../audience/format.ts';
import { COLORS, shortDay } from './charts.ts';

export function StatsPage() {
  const [days, setDays] = useState('30');
  const state = useLoad<StatsOverview>(`/api/admin/stats?days=${days}`);
  return (
    <>
      <PageHeader
        title="Statistiques"
        description="Simulations par jour et entonnoir par étape, depuis les sessions enregistrées."
      />
      <PeriodSelect days={days} setDays={setDays} />
      <Loaded state={state}>
        {(s) => (
          <>
            <StatsKpis s={s} />
            <PerDayChart perDay={s.perDay} />
            <FunnelChart funnel={s.funnel} />
          </>
        )}
      </Loaded>
    </>
  );
}

function StatsKpis({ s }: { s: StatsOverview }) {
  const started = s.perDay.reduce((a, d) => a + d.started, 0);
  const completed = s.perDay.reduce((a, d) => a + d.completed, 0);
  return (
    <section className="kpis">
      <Kpi label="Simulations commencées" value={fmtInt(started)} />
      <Kpi label="Terminées" value={fmtInt(completed)} />
      <Kpi label="Aide moyenne (éligibles)" value={fmtEuros(s.averageAmount)}>
        <span className="muted">{fmtInt(s.eligibleCount)} simulations éligibles</span>
      </Kpi>
    </section>
  );
}

function PerDayChart({ perDay }: { perDay: StatsOverview['perDay'] }) {
  return (
    <section className="card chart">
      <h2>Simulations par jour</h2>
      <Line
        aria-label="Simulations par jour"
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

function FunnelChart({ funnel }: { funnel: StatsOverview['funnel'] }) {
  return (
    <section className="card chart">
      <h2>Entonnoir par étape</h2>
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
