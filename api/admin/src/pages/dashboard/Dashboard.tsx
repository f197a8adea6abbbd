/** Dashboard: today's simulations, completion rate, top cities, recent messages. Kept light (no chart library). */
import { Link } from 'react-router';
import type { LegalNoticeState } from '../../../../routes/admin/legal-notice.ts';
import type { DashboardSummary } from '../../../../routes/admin/stats.ts';
import { Badge } from '../../components/Badge.tsx';
import { Kpi } from '../../components/Kpi.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PendingWorkCard } from '../../components/pending/PendingWorkCard.tsx';
import { Loaded, Notice } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDate, fmtDateTime, fmtInt, fmtPercent } from '../../lib/format.ts';
import { useCurrentSession } from '../../session.tsx';
import { seriesTitle } from '../publishing/parameterLabels.ts';

export function Dashboard() {
  const session = useCurrentSession();
  const state = useLoad<DashboardSummary>('/api/admin/dashboard');
  return (
    <>
      <PageHeader title="Tableau de bord" description={`Bonjour ${session.user.name}.`}>
        <Link className="btn primary" to="/articles/new">
          Nouvel article
        </Link>
      </PageHeader>
      <LegalNoticeReminder isAdmin={session.isAdmin} />
      <Loaded state={state}>
        {(d) => (
          <>
            <DashboardKpis d={d} isAdmin={session.isAdmin} />
            <PendingWorkCard />
            <div className="grid-2">
              <TopCities cities={d.topCities} />
              <RecentMessages messages={d.recentMessages} />
              <ContentCard content={d.content} />
              <LawWatch watch={d.lawWatch} />
            </div>
          </>
        )}
      </Loaded>
    </>
  );
}

/** The legal notice's required fields still empty (issue 29): said until an admin fills them. */
function LegalNoticeReminder({ isAdmin }: { isAdmin: boolean }) {
  const { data } = useLoad<LegalNoticeState>('/api/admin/settings/legal-notice');
  if (!data || data.missing.length === 0) return null;
  return (
    <Notice kind="warning">
      Les mentions légales de la page publique sont incomplètes ; il manque : {data.missingLabels.join(', ')}.{' '}
      {isAdmin ? (
        <Link to="/mentions-legales">Compléter les mentions légales</Link>
      ) : (
        'Un administrateur doit les compléter.'
      )}
    </Notice>
  );
}

function DashboardKpis({ d, isAdmin }: { d: DashboardSummary; isAdmin: boolean }) {
  return (
    <section className="kpis" aria-label="Indicateurs">
      <Kpi label="Simulations aujourd'hui" value={fmtInt(d.today.started)} testId="kpi-today">
        <span className="muted">{fmtInt(d.today.completed)} terminées</span>
      </Kpi>
      <Kpi label="Taux de complétion (jour)" value={fmtPercent(d.today.completionRate)}>
        <span className="muted">30 jours : {fmtPercent(d.last30Days.completionRate)}</span>
      </Kpi>
      <Kpi label="Simulations sur 30 jours" value={fmtInt(d.last30Days.started)}>
        <span className="muted">{fmtInt(d.last30Days.completed)} terminées</span>
      </Kpi>
      <Kpi label="Visites sur 30 jours" value={fmtInt(d.last30Days.visits)} testId="kpi-visits">
        <Link to="/stats">Voir les statistiques</Link>
      </Kpi>
      <Kpi label="Messages non traités" value={fmtInt(d.unreadMessages)}>
        {isAdmin ? (
          <Link to="/contact/messages">Voir les messages</Link>
        ) : (
          <span className="muted">réservé aux administrateurs</span>
        )}
      </Kpi>
    </section>
  );
}

function TopCities({ cities }: { cities: DashboardSummary['topCities'] }) {
  return (
    <section className="card">
      <h2>Villes les plus simulées (30 jours)</h2>
      {cities.length === 0 ? (
        <p className="empty">Aucune simulation sur la période.</p>
      ) : (
        <ol className="ranked">
          {cities.map((c) => (
            <li key={c.inseeCode}>
              <span>{c.slug ? <a href={`/${c.slug}`}>{c.name}</a> : c.name}</span>
              <strong>{fmtInt(c.simulations)}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RecentMessages({ messages }: { messages: DashboardSummary['recentMessages'] }) {
  return (
    <section className="card">
      <h2>Messages récents</h2>
      {messages === null ? (
        <p className="muted">Les messages des visiteurs sont réservés aux administrateurs.</p>
      ) : messages.length === 0 ? (
        <p className="empty">Aucun message.</p>
      ) : (
        <ul className="plain">
          {messages.map((m) => (
            <li key={m.id}>
              <Badge status={m.status} /> <strong>{m.subject}</strong> — {m.name}{' '}
              <span className="muted">{fmtDateTime(m.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContentCard({ content }: { content: DashboardSummary['content'] }) {
  return (
    <section className="card">
      <h2>Contenu</h2>
      <ul className="plain">
        <li>
          <Link to="/articles">{fmtInt(content.articles)} articles</Link>, dont {fmtInt(content.published)}{' '}
          publiés
        </li>
        <li>
          <Link to="/thematiques">{fmtInt(content.guides)} pages thématiques publiées</Link>
        </li>
        <li>
          <Link to="/cities">{fmtInt(content.cities)} pages villes publiées</Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * « Veille des barèmes » (issue 27): the revaluations the law makes every October and January, expected and not
 * in the scales the site computes with, and those due within three months.
 */
function LawWatch({ watch }: { watch: DashboardSummary['lawWatch'] }) {
  const { enRetard, aVenir } = watch;
  return (
    <section className="card" aria-labelledby="law-watch">
      <h2 id="law-watch">Veille des barèmes</h2>
      {enRetard.length === 0 && aVenir.length === 0 && <p>Les barèmes en vigueur sont à jour.</p>}
      <ul className="plain">
        {enRetard.map((r) => (
          <li key={r.date}>
            <strong>À saisir :</strong> revalorisation du {fmtDate(r.date)} attendue, non saisie :{' '}
            {r.series.map(seriesTitle).join(', ')}. Les montants sont calculés avec les barèmes précédents, et
            les pages le disent.
          </li>
        ))}
        {aVenir.map((r) => (
          <li key={r.date}>
            Revalorisation du {fmtDate(r.date)} attendue : {r.series.map(seriesTitle).join(', ')}.
          </li>
        ))}
      </ul>
      <Link to="/parametres">Voir les barèmes légaux</Link>
    </section>
  );
}
