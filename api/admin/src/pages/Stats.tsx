/** Statistics and traffic sources, drawn with Chart.js (registered piece by piece to keep the chunk small). */
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useState } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { fmtEuros, fmtInt, Loaded, PageHeader, Select, useLoad } from '../ui.tsx';

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend, Filler);
ChartJS.defaults.locale = 'fr-FR';

const COLORS = ['#1d4ed8', '#059669', '#d97706', '#dc2626', '#7c3aed', '#0891b2'];
const shortDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

type Stats = {
  days: number;
  perDay: Array<{ day: string; started: number; completed: number; eligible: number }>;
  funnel: Array<{ step: number; name: string; sessions: number }>;
  averageAmount: number | null;
  eligibleCount: number;
};

function Period({ days, setDays }: { days: string; setDays: (d: string) => void }) {
  return (
    <div className="filters">
      <Select
        label="Période"
        value={days}
        onChange={setDays}
        options={[
          ['7', '7 jours'],
          ['30', '30 jours'],
          ['90', '90 jours'],
          ['365', '1 an'],
        ]}
      />
    </div>
  );
}

export function StatsPage() {
  const [days, setDays] = useState('30');
  const state = useLoad<Stats>(`/api/admin/stats?days=${days}`);
  return (
    <>
      <PageHeader
        title="Statistiques"
        description="Simulations par jour et entonnoir par étape, depuis les sessions enregistrées."
      />
      <Period days={days} setDays={setDays} />
      <Loaded state={state}>
        {(s) => {
          const started = s.perDay.reduce((a, d) => a + d.started, 0);
          const completed = s.perDay.reduce((a, d) => a + d.completed, 0);
          return (
            <>
              <section className="kpis">
                <div className="kpi">
                  <span className="kpi-label">Simulations commencées</span>
                  <strong>{fmtInt(started)}</strong>
                </div>
                <div className="kpi">
                  <span className="kpi-label">Terminées</span>
                  <strong>{fmtInt(completed)}</strong>
                </div>
                <div className="kpi">
                  <span className="kpi-label">Aide moyenne (éligibles)</span>
                  <strong>{fmtEuros(s.averageAmount)}</strong>
                  <span className="muted">{fmtInt(s.eligibleCount)} simulations éligibles</span>
                </div>
              </section>
              <section className="card chart">
                <h2>Simulations par jour</h2>
                <Line
                  aria-label="Simulations par jour"
                  role="img"
                  data={{
                    labels: s.perDay.map((d) => shortDay(d.day)),
                    datasets: [
                      {
                        label: 'Commencées',
                        data: s.perDay.map((d) => d.started),
                        borderColor: COLORS[0],
                        backgroundColor: 'rgba(29,78,216,.12)',
                        fill: true,
                        tension: 0.25,
                      },
                      {
                        label: 'Terminées',
                        data: s.perDay.map((d) => d.completed),
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
              <section className="card chart">
                <h2>Entonnoir par étape</h2>
                <Bar
                  aria-label="Sessions ayant atteint chaque étape"
                  role="img"
                  data={{
                    labels: s.funnel.map((f) => `${f.step}. ${f.name}`),
                    datasets: [
                      {
                        label: 'Sessions ayant atteint l’étape',
                        data: s.funnel.map((f) => f.sessions),
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
            </>
          );
        }}
      </Loaded>
    </>
  );
}

type Sources = {
  sources: Array<{ source: string; sessions: number }>;
  entryPages: Array<{ type: string; sessions: number }>;
  partnerClicks: { labels: string[]; series: Array<{ partner: string; values: number[] }>; total: number };
};

const SOURCE_LABELS: Record<string, string> = {
  direct: 'Accès direct',
  google_organic: 'Google (naturel)',
  paid_search: 'Recherche payante',
  email: 'E-mail',
  social: 'Réseaux sociaux',
  facebook: 'Facebook',
  bing: 'Bing',
  referral: 'Sites référents',
};

export function SourcesPage() {
  const [days, setDays] = useState('30');
  const state = useLoad<Sources>(`/api/admin/stats/sources?days=${days}`);
  return (
    <>
      <PageHeader
        title="Sources de trafic"
        description="Sessions des visiteurs qui ont accepté la mesure d'audience, et clics vers les partenaires."
      />
      <Period days={days} setDays={setDays} />
      <Loaded state={state}>
        {(s) => (
          <>
            <section className="card chart">
              <h2>Sessions par source</h2>
              {s.sources.length === 0 ? (
                <p className="empty">Aucune session mesurée sur la période.</p>
              ) : (
                <Bar
                  aria-label="Sessions par source de trafic"
                  role="img"
                  data={{
                    labels: s.sources.map((x) => SOURCE_LABELS[x.source] ?? x.source),
                    datasets: [
                      { label: 'Sessions', data: s.sources.map((x) => x.sessions), backgroundColor: COLORS },
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
            <section className="card chart">
              <h2>Pages d'entrée</h2>
              {s.entryPages.length === 0 ? (
                <p className="empty">Aucune donnée.</p>
              ) : (
                <Bar
                  aria-label="Sessions par type de page d'entrée"
                  role="img"
                  data={{
                    labels: s.entryPages.map((x) => x.type),
                    datasets: [
                      {
                        label: 'Sessions',
                        data: s.entryPages.map((x) => x.sessions),
                        backgroundColor: COLORS[2],
                      },
                    ],
                  }}
                  options={{
                    responsive: true,
                    maintainAspectRatio: false,
                    plugins: { legend: { display: false } },
                  }}
                />
              )}
            </section>
            <section className="card chart">
              <h2>Clics partenaires ({fmtInt(s.partnerClicks.total)})</h2>
              {s.partnerClicks.series.length === 0 ? (
                <p className="empty">Aucun clic sur la période.</p>
              ) : (
                <Bar
                  aria-label="Clics vers les partenaires par jour"
                  role="img"
                  data={{
                    labels: s.partnerClicks.labels.map(shortDay),
                    datasets: s.partnerClicks.series.map((x, i) => ({
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
          </>
        )}
      </Loaded>
    </>
  );
}
