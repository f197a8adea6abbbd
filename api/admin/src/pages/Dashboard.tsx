/** Dashboard: today's simulations, completion rate, top cities, recent messages. Kept light (no chart library). */
import { Link } from 'react-router';
import { useCurrentSession } from '../session.tsx';
import { Badge, fmtDateTime, fmtInt, Loaded, PageHeader, useLoad } from '../ui.tsx';

type Dashboard = {
  today: { started: number; completed: number; completionRate: number | null };
  last30Days: { started: number; completed: number; completionRate: number | null };
  topCities: Array<{ inseeCode: string; name: string; slug: string | null; simulations: number }>;
  unreadMessages: number;
  recentMessages: Array<{
    id: number;
    name: string;
    subject: string;
    status: string;
    createdAt: string;
  }> | null;
  content: { articles: number; published: number; guides: number; cities: number };
};

const pct = (n: number | null) => (n == null ? '—' : `${String(n).replace('.', ',')} %`);

export function Dashboard() {
  const session = useCurrentSession();
  const state = useLoad<Dashboard>('/api/admin/dashboard');
  return (
    <>
      <PageHeader title="Tableau de bord" description={`Bonjour ${session.user.name}.`}>
        <Link className="btn primary" to="/articles/new">
          Nouvel article
        </Link>
      </PageHeader>
      <Loaded state={state}>
        {(d) => (
          <>
            <section className="kpis" aria-label="Indicateurs">
              <div className="kpi" data-testid="kpi-today">
                <span className="kpi-label">Simulations aujourd'hui</span>
                <strong>{fmtInt(d.today.started)}</strong>
                <span className="muted">{fmtInt(d.today.completed)} terminées</span>
              </div>
              <div className="kpi">
                <span className="kpi-label">Taux de complétion (jour)</span>
                <strong>{pct(d.today.completionRate)}</strong>
                <span className="muted">30 jours : {pct(d.last30Days.completionRate)}</span>
              </div>
              <div className="kpi">
                <span className="kpi-label">Simulations sur 30 jours</span>
                <strong>{fmtInt(d.last30Days.started)}</strong>
                <span className="muted">{fmtInt(d.last30Days.completed)} terminées</span>
              </div>
              <div className="kpi">
                <span className="kpi-label">Messages non traités</span>
                <strong>{fmtInt(d.unreadMessages)}</strong>
                {session.isAdmin ? (
                  <Link to="/contact/messages">Voir les messages</Link>
                ) : (
                  <span className="muted">réservé aux administrateurs</span>
                )}
              </div>
            </section>
            <div className="grid-2">
              <section className="card">
                <h2>Villes les plus simulées (30 jours)</h2>
                {d.topCities.length === 0 ? (
                  <p className="empty">Aucune simulation sur la période.</p>
                ) : (
                  <ol className="ranked">
                    {d.topCities.map((c) => (
                      <li key={c.inseeCode}>
                        <span>{c.slug ? <a href={`/${c.slug}`}>{c.name}</a> : c.name}</span>
                        <strong>{fmtInt(c.simulations)}</strong>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
              <section className="card">
                <h2>Messages récents</h2>
                {d.recentMessages === null ? (
                  <p className="muted">Les messages des visiteurs sont réservés aux administrateurs.</p>
                ) : d.recentMessages.length === 0 ? (
                  <p className="empty">Aucun message.</p>
                ) : (
                  <ul className="plain">
                    {d.recentMessages.map((m) => (
                      <li key={m.id}>
                        <Badge status={m.status} /> <strong>{m.subject}</strong> — {m.name}{' '}
                        <span className="muted">{fmtDateTime(m.createdAt)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section className="card">
                <h2>Contenu</h2>
                <ul className="plain">
                  <li>
                    <Link to="/articles">{fmtInt(d.content.articles)} articles</Link>, dont{' '}
                    {fmtInt(d.content.published)} publiés
                  </li>
                  <li>
                    <Link to="/thematiques">{fmtInt(d.content.guides)} pages thématiques publiées</Link>
                  </li>
                  <li>
                    <Link to="/cities">{fmtInt(d.content.cities)} pages villes publiées</Link>
                  </li>
                </ul>
              </section>
            </div>
          </>
        )}
      </Loaded>
    </>
  );
}
