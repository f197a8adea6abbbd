/** The city pages: search, zone, status and SEO filters, sorted by the server across all pages, paged. */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { CityList as CityListAnswer, CityRow } from '../../../../routes/admin/cities.ts';
import { Badge } from '../../components/Badge.tsx';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { Pagination } from '../../components/table/Pagination.tsx';
import { type ListScreen, useListScreen } from '../../hooks/useListScreen.ts';
import { fmtInt } from '../../lib/format.ts';

const columns: ColumnDef<CityRow, unknown>[] = [
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
    cell: (c) => <Badge status={c.row.original.status} />,
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
const INITIAL = { q: '', zone: 'all', status: 'all', missingSeo: '0', sort: 'population', dir: 'desc' };

export function CityList() {
  const list = useListScreen<CityListAnswer, typeof INITIAL>('/api/admin/cities', INITIAL, { paged: true });
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
      <Loaded state={list.state}>
        {(d) => (
          <>
            <DataTable
              data={d.items}
              columns={columns}
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
      <button type="submit" className="btn">
        Filtrer
      </button>
    </form>
  );
}
