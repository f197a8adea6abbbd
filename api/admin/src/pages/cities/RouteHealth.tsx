/** Route health: are the published city pages in the live build, and do they answer 200? */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { RouteHealth as Health } from '../../../../routes/admin/city-health.ts';
import { Kpi } from '../../components/Kpi.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded, Notice } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { Pagination } from '../../components/table/Pagination.tsx';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { fmtDateTime, fmtInt } from '../../lib/format.ts';

const columns: ColumnDef<Health['checked'][number], unknown>[] = [
  { accessorKey: 'cityName', header: 'Ville' },
  {
    accessorKey: 'slug',
    header: 'Adresse',
    cell: (c) => <a href={`/${c.row.original.slug}`}>/{c.row.original.slug}</a>,
  },
  {
    accessorKey: 'status',
    header: 'Statut HTTP',
    cell: (c) => (
      <span className={c.row.original.status === 200 ? 'good' : 'bad'}>{c.row.original.status}</span>
    ),
  },
];

export function RouteHealth() {
  const list = useListScreen<Health, Record<string, string>>(
    '/api/admin/cities/route-health',
    {},
    { paged: true },
  );
  return (
    <>
      <PageHeader
        title="Santé des routes"
        description="Les pages villes publiées existent-elles dans la build en ligne, et répondent-elles 200 ?"
      >
        <button type="button" className="btn" onClick={list.state.reload}>
          Revérifier
        </button>
      </PageHeader>
      <Loaded state={list.state}>
        {(h) => (
          <>
            <section className="kpis">
              <Kpi label="Pages publiées" value={fmtInt(h.published)} />
              <Kpi label="Présentes dans la build" value={fmtInt(h.inBuild)} />
              <Kpi
                label="Manquantes"
                value={fmtInt(h.missingCount)}
                valueClass={h.missingCount > 0 ? 'bad' : 'good'}
              />
              <Kpi
                label="Build en ligne"
                value={h.build ? fmtDateTime(h.build.finishedAt) : 'aucune'}
                valueClass="small"
              />
            </section>
            <HealthNotices health={h} />
            <h2>Réponse HTTP (page {h.page})</h2>
            <DataTable data={h.checked} columns={columns} />
            <Pagination page={h.page} pageSize={h.pageSize} total={h.published} onPage={list.setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}

function HealthNotices({ health: h }: { health: Health }) {
  return (
    <>
      {h.missingCount > 0 ? (
        <Notice kind="warning">
          {h.missingCount} page(s) publiée(s) absente(s) de la build :{' '}
          <Link to="/ssg">reconstruire le site</Link>.{' '}
          {h.missing
            .slice(0, 20)
            .map((m) => m.cityName)
            .join(', ')}
        </Notice>
      ) : null}
      {h.unpublishedStillLive.length > 0 ? (
        <Notice kind="warning">
          Dépubliées mais encore en ligne jusqu'à la prochaine build :{' '}
          {h.unpublishedStillLive.map((m) => m.cityName).join(', ')}
        </Notice>
      ) : null}
    </>
  );
}
