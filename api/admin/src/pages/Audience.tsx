/**
 * Audience and simulator statistics (issue 8): traffic sources and entry pages (visitors who accepted audience
 * measurement), the 12-step funnel with its drop-off, completion time, eligible share, average amount by zone,
 * partner click-through, and web vitals percentiles by page kind. Charts with Chart.js, as the other screens.
 */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { fmtEuros, fmtInt, Loaded, PageHeader, Select, useLoad } from '../ui.tsx';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);
ChartJS.defaults.locale = 'fr-FR';

type Vital = { n: number; p50: number | null; p75: number | null; p90: number | null };
type Audience = {
  days: number;
  visits: number;
  sources: Array<{ source: string; visits: number }>;
  entryPages: Array<{ type: string; visits: number }>;
  funnel: Array<{ step: number; name: string; sessions: number; dropOff: number | null }>;
  completion: {
    started: number;
    completed: number;
    medianSeconds: number | null;
    p25Seconds: number | null;
    p75Seconds: number | null;
    p90Seconds: number | null;
  };
  eligible: { completed: number; eligible: number; share: number | null };
  amountByZone: Array<{ zone: number | null; eligible: number; averageAmount: number | null }>;
  partners: Array<{ partner: string; clicks: number; simulations: number; clickThrough: number | null }>;
  webVitals: Array<{ pageType: string; metrics: Partial<Record<VitalName, Vital>> }>;
};

const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
type VitalName = (typeof VITALS)[number];
/** Google's « good » and « poor » thresholds (web.dev), for the colour of the p75. */
const THRESHOLDS: Record<VitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
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
const PAGE_LABELS: Record<string, string> = {
  homepage: 'Accueil',
  simulator: 'Simulateur',
  city_page: 'Page ville',
  zone_page: 'Page zone',
  blog: 'Conseil',
  guide: 'Guide',
  other: 'Autre',
};
const STEP_LABELS: Record<string, string> = {
  email: 'E-mail',
  'code-postal': 'Code postal',
  loyer: 'Loyer',
  charges: 'Charges',
  meuble: 'Meublé',
  colocation: 'Colocation',
  naissance: 'Naissance',
  statut: 'Statut',
  enfants: 'Enfants',
  situation: 'Situation',
  revenus: 'Revenus',
  resultats: 'Résultat',
};

const pct = (x: number | null) => (x == null ? '—' : `${x.toLocaleString('fr-FR')} %`);
function duration(seconds: number | null): string {
  if (seconds == null) return '—';
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
}
function vital(name: VitalName, v: number | null): string {
  if (v == null) return '—';
  return name === 'CLS' ? v.toFixed(3) : `${fmtInt(Math.round(v))} ms`;
}
/** Green, amber or red (text colours with enough contrast on white), with the word for screen readers. */
function rating(name: VitalName, v: number | null): { color: string; word: string } {
  if (v == null) return { color: 'inherit', word: '' };
  const [good, poor] = THRESHOLDS[name];
  if (v <= good) return { color: '#047857', word: 'bon' };
  return v > poor ? { color: '#b91c1c', word: 'mauvais' } : { color: '#b45309', word: 'à améliorer' };
}

function HorizontalBars({
  label,
  labels,
  values,
  color,
}: {
  label: string;
  labels: string[];
  values: number[];
  color: string;
}) {
  return (
    <Bar
      aria-label={label}
      role="img"
      data={{ labels, datasets: [{ label, data: values, backgroundColor: color }] }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: 'y',
        plugins: { legend: { display: false } },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
      }}
    />
  );
}

export function AudiencePage() {
  const [days, setDays] = useState('30');
  const state = useLoad<Audience>(`/api/admin/stats/audience?days=${days}`);
  return (
    <>
      <PageHeader
        title="Audience et parcours"
        description="Visites mesurées avec le consentement des visiteurs, parcours du simulateur, partenaires et vitesse des pages."
      />
      <div className="filters">
        <Select
          label="Période"
          value={days}
          onChange={setDays}
          options={[
            ['7', '7 jours'],
            ['30', '30 jours'],
            ['90', '90 jours'],
            ['395', '13 mois'],
          ]}
        />
      </div>
      <Loaded state={state}>
        {(a) => (
          <>
            <section className="kpis" aria-label="Indicateurs">
              <div className="kpi">
                <span className="kpi-label">Visites mesurées</span>
                <strong>{fmtInt(a.visits)}</strong>
                <span className="muted">avec consentement</span>
              </div>
              <div className="kpi">
                <span className="kpi-label">Simulations terminées</span>
                <strong>{fmtInt(a.completion.completed)}</strong>
                <span className="muted">sur {fmtInt(a.completion.started)} commencées</span>
              </div>
              <div className="kpi">
                <span className="kpi-label">Durée médiane</span>
                <strong>{duration(a.completion.medianSeconds)}</strong>
                <span className="muted">
                  p25 {duration(a.completion.p25Seconds)} · p90 {duration(a.completion.p90Seconds)}
                </span>
              </div>
              <div className="kpi">
                <span className="kpi-label">Part d'éligibles</span>
                <strong>{pct(a.eligible.share)}</strong>
                <span className="muted">{fmtInt(a.eligible.eligible)} simulations éligibles</span>
              </div>
            </section>

            <section className="card chart">
              <h2>Entonnoir du simulateur</h2>
              {a.completion.started === 0 ? (
                <p className="empty">Aucune simulation sur la période.</p>
              ) : (
                <HorizontalBars
                  label="Simulations ayant atteint chaque étape"
                  labels={a.funnel.map((f) => `${f.step}. ${STEP_LABELS[f.name] ?? f.name}`)}
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
                      <td>
                        {f.step}. {STEP_LABELS[f.name] ?? f.name}
                      </td>
                      <td>{fmtInt(f.sessions)}</td>
                      <td>{f.step === 12 ? 'résultat affiché' : pct(f.dropOff)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <div className="grid-2">
              <section className="card chart">
                <h2>Sources de trafic</h2>
                {a.sources.length === 0 ? (
                  <p className="empty">Aucune visite mesurée sur la période.</p>
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
                <h2>Pages d'entrée</h2>
                {a.entryPages.length === 0 ? (
                  <p className="empty">Aucune visite mesurée sur la période.</p>
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

            <div className="grid-2">
              <section className="card">
                <h2>Aide moyenne par zone</h2>
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
                      {a.amountByZone.length === 0 ? (
                        <tr>
                          <td colSpan={3}>Aucune simulation éligible.</td>
                        </tr>
                      ) : (
                        a.amountByZone.map((z) => (
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
              <section className="card">
                <h2>Clics vers les partenaires</h2>
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
                      {a.partners.length === 0 ? (
                        <tr>
                          <td colSpan={3}>Aucun clic sur la période.</td>
                        </tr>
                      ) : (
                        a.partners.map((p) => (
                          <tr key={p.partner}>
                            <td>{p.partner}</td>
                            <td>{fmtInt(p.clicks)}</td>
                            <td>
                              {pct(p.clickThrough)}{' '}
                              <span className="muted">des {fmtInt(p.simulations)} résultats</span>
                            </td>
                          </tr>
                        ))
                      )}
                    </tbody>
                  </table>
                </div>
              </section>
            </div>

            <section className="card">
              <h2>Vitesse des pages (Web Vitals)</h2>
              <p className="muted">
                Médiane, 75ᵉ et 90ᵉ centiles mesurés chez les visiteurs ; la couleur du 75ᵉ centile suit les
                seuils « bon » et « mauvais » de Google.
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
                    {a.webVitals.length === 0 ? (
                      <tr>
                        <td colSpan={VITALS.length + 1}>Aucune mesure sur la période.</td>
                      </tr>
                    ) : (
                      a.webVitals.map((row) => (
                        <tr key={row.pageType}>
                          <th scope="row">{PAGE_LABELS[row.pageType] ?? row.pageType}</th>
                          {VITALS.map((name) => {
                            const m = row.metrics[name];
                            return (
                              <td key={name}>
                                {m ? (
                                  <>
                                    {vital(name, m.p50)} /{' '}
                                    <strong
                                      style={{ color: rating(name, m.p75).color }}
                                      title={rating(name, m.p75).word}
                                    >
                                      {vital(name, m.p75)}
                                    </strong>{' '}
                                    / {vital(name, m.p90)} <span className="muted">({fmtInt(m.n)})</span>
                                  </>
                                ) : (
                                  '—'
                                )}
                              </td>
                            );
                          })}
                        </tr>
                      ))
                    )}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}
