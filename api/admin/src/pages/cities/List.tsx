/**
 * The city pages: search, zone, status, SEO and « En attente » filters, sorted by the server across all pages,
 * paged; each row says its held change or schedule; ticked rows are published or unpublished together (issue 30).
 */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { CityList as CityListAnswer, CityRow } from '../../../../routes/admin/cities.ts';
import type { PendingWork } from '../../../../routes/admin/pending.ts';
import { Badge } from '../../components/Badge.tsx';
import { BulkBar, selectColumn } from '../../components/bulk/BulkBar.tsx';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PendingBadges, usePendingOf } from '../../components/pending/pendingWork.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { Pagination } from '../../components/table/Pagination.tsx';
import { type ListScreen, useListScreen } from '../../hooks/useListScreen.ts';
import { useSelection } from '../../hooks/useSelection.ts';
import { fmtInt } from '../../lib/format.ts';

const columns = (pending: Map<number, PendingWork[]>): ColumnDef<CityRow, unknown>[] => [
  {
    id: 'name',
    accessorKey: 'cityName',
    header: 'Ville',
    cell: (c) => <Link to={`/cities/${c.row.original.id}/edit`}>{c.row.original.cityName}</Link>,
  },
  { id: 'department', accessorKey: 'department', header: 'Dép.' },
  {
    id: 'population',
    accessorKey: 'population',
    header: 'Population',
    cell: (c) => fmtInt(c.row.original.population),
  },
  { id: 'zone', accessorKey: 'zoneApl', header: 'Zone' },
  {
    id: 'students',
    accessorKey: 'populationEtudiante',
    header: 'Étudiants',
    cell: (c) => fmtInt(c.row.original.populationEtudiante),
  },
  {
    accessorKey: 'hasContent',
    header: 'Texte',
    enableSorting: false,
    cell: (c) => (c.row.original.hasContent ? 'Oui' : 'À rédiger'),
  },
  {
    accessorKey: 'metaTitle',
    header: 'SEO',
    enableSorting: false,
    cell: (c) => (c.row.original.metaTitle && c.row.original.metaDescription ? 'Complet' : 'Incomplet'),
  },
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Statut',
    cell: (c) => (
      <span className="row-actions">
        <Badge status={c.row.original.status} />
        <PendingBadges work={pending.get(c.row.original.id)} />
      </span>
    ),
  },
  {
    id: 'voir',
    header: '',
    enableSorting: false,
    cell: (c) => (
      <a href={`/${c.row.original.slug}`} target="_blank" rel="noopener">
        /{c.row.original.slug}
      </a>
    ),
  },
];

/** `sort` and `dir` are the server's (GET /api/admin/cities): a click on a header sorts every page. */
const INITIAL = {
  q: '',
  zone: 'all',
  status: 'all',
  missingSeo: '0',
  pending: '0',
  sort: 'population',
  dir: 'desc',
};

export function CityList() {
  const list = useListScreen<CityListAnswer, typeof INITIAL>('/api/admin/cities', INITIAL, { paged: true });
  const pending = usePendingOf('city');
  const selection = useSelection<number>();
  const rows = list.state.data?.items ?? [];
  const names = new Map(rows.map((r) => [r.id, r.cityName]));
  return (
    <>
      <PageHeader
        title="Villes"
        description="Les pages /apl-<ville> : contenu, contact CAF, étudiants, universités, FAQ et SEO."
      >
        <Link className="btn" to="/cities/batch-seo">
          SEO en lot
        </Link>
        <Link className="btn" to="/cities/route-health">
          Santé des routes
        </Link>
        <Link className="btn primary" to="/city-generator">
          Générer des pages
        </Link>
      </PageHeader>
      <CityFilters list={list} />
      <BulkBar
        prefix="cities"
        actions={['publish', 'unpublish']}
        selection={selection}
        shown={rows.map((r) => r.id)}
        nameOf={(id) => names.get(id) ?? `Page ville n° ${id}`}
        onDone={() => {
          list.state.reload();
          pending.reload();
        }}
      />
      <Loaded state={list.state}>
        {(d) => (
          <>
            <DataTable
              data={d.items}
              columns={[selectColumn(selection, d.items, (r) => r.cityName), ...columns(pending.byId)]}
              empty="Aucune ville ne correspond."
              serverSort={{
                id: list.filters.sort,
                desc: list.filters.dir === 'desc',
                onSort: (id, desc) => {
                  list.apply('sort', id);
                  list.apply('dir', desc ? 'desc' : 'asc');
                },
              }}
            />
            <Pagination page={d.page} pageSize={d.pageSize} total={d.total} onPage={list.setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}

function CityFilters({ list }: { list: ListScreen<CityListAnswer, typeof INITIAL> }) {
  const { draft, set } = list;
  return (
    <form className="filters" onSubmit={list.submit}>
      <TextInput
        label="Recherche"
        value={draft.q}
        onChange={(q) => set('q', q)}
        placeholder="Nom, adresse ou code INSEE"
      />
      <Select
        label="Zone"
        value={draft.zone}
        onChange={(zone) => set('zone', zone)}
        options={[
          ['all', 'Toutes'],
          ['1', 'Zone 1'],
          ['2', 'Zone 2'],
          ['3', 'Zone 3'],
        ]}
      />
      <Select
        label="Statut"
        value={draft.status}
        onChange={(status) => set('status', status)}
        options={[
          ['all', 'Tous'],
          ['published', 'Publiées'],
          ['draft', 'Brouillons'],
        ]}
      />
      <Select
        label="SEO"
        value={draft.missingSeo}
        onChange={(missingSeo) => set('missingSeo', missingSeo)}
        options={[
          ['0', 'Toutes'],
          ['1', 'SEO incomplet'],
        ]}
      />
      <Select
        label="En attente"
        value={draft.pending}
        onChange={(p) => set('pending', p)}
        options={[
          ['0', 'Toutes'],
          ['1', 'En attente'],
        ]}
      />
      <button type="submit" className="btn">
        Filtrer
      </button>
    </form>
  );
}
