/**
 * « Pages vues » (issue 30): the most viewed articles or city pages over the screen's period, from the consented
 * audience events, sorted by the server (GET /api/admin/stats/pages). Counts per page only.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StatsPages } from '../../../../routes/admin/stats.ts';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';
import { ChartHead } from './ExportCsv.tsx';

type Kind = 'article' | 'city';
type Row = StatsPages['rows'][number];

const KINDS: Array<[Kind, string]> = [
  ['article', 'Articles'],
  ['city', 'Pages villes'],
];

const NOUNS: Record<Kind, [string, string]> = {
  article: ['article', 'articles'],
  city: ['page ville', 'pages villes'],
};

function columns(kind: Kind): ColumnDef<Row, unknown>[] {
  return [
    {
      id: 'title',
      accessorFn: (r) => r.title ?? r.slug,
      header: kind === 'article' ? 'Article' : 'Ville',
      cell: ({ row: { original: r } }) =>
        r.id === null ? (
          <span className="muted">{r.title ?? `${r.path} (page supprimée)`}</span>
        ) : (
          <Link to={kind === 'article' ? `/articles/${r.id}/edit` : `/cities/${r.id}/edit`}>{r.title}</Link>
        ),
    },
    {
      id: 'views',
      accessorKey: 'views',
      header: 'Pages vues',
      cell: ({ row }) => fmtInt(row.original.views),
    },
    {
      id: 'visits',
      accessorKey: 'visits',
      header: 'Visites',
      cell: ({ row }) => fmtInt(row.original.visits),
    },
  ];
}

export function PageViews({ days }: { days: string }) {
  const [kind, setKind] = useState<Kind>('article');
  const [sort, setSort] = useState({ id: 'views', desc: true });
  const order = sort.desc ? 'desc' : 'asc';
  const state = useLoad<StatsPages>(
    `/api/admin/stats/pages?days=${days}&kind=${kind}&sort=${sort.id}&order=${order}&limit=20`,
  );
  return (
    <section className="card" aria-labelledby="page-views">
      <ChartHead
        title={<span id="page-views">Pages vues</span>}
        chart={kind === 'article' ? 'pages-vues-articles' : 'pages-vues-villes'}
        days={days}
        more={{ sort: sort.id, order }}
      />
      <fieldset className="page-views-kind">
        <legend className="sr-only">Type de page</legend>
        {KINDS.map(([k, label]) => (
          <button
            key={k}
            type="button"
            className={k === kind ? 'btn small primary' : 'btn small'}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <Loaded state={state}>
        {(p) => (
          <>
            <p className="muted">
              {fmtInt(p.totalViews)} {p.totalViews > 1 ? 'pages vues' : 'page vue'} sur {fmtInt(p.pages)}{' '}
              {NOUNS[kind][p.pages > 1 ? 1 : 0]} ; les 20 premières selon le tri.
            </p>
            <DataTable
              data={p.rows}
              columns={columns(kind)}
              empty="Aucune page vue sur la période."
              serverSort={{ id: sort.id, desc: sort.desc, onSort: (id, desc) => setSort({ id, desc }) }}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
