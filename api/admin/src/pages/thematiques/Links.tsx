/** Internal links between guides: outbound, inbound, and those to pages absent or unpublished. */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { GuideLinks } from '../../../../routes/admin/thematique-reports.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded, Notice } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';

const columns: ColumnDef<GuideLinks['items'][number], unknown>[] = [
  {
    accessorKey: 'title',
    header: 'Page',
    cell: (c) => <Link to={`/thematiques/${c.row.original.id}/edit`}>{c.row.original.title}</Link>,
  },
  { accessorKey: 'outbound', header: 'Liens sortants' },
  { accessorKey: 'inbound', header: 'Liens entrants' },
  {
    id: 'broken',
    header: 'Liens cassés',
    cell: (c) =>
      c.row.original.broken.length ? <span className="bad">{c.row.original.broken.join(', ')}</span> : '—',
  },
];

export function ThematiqueLinks() {
  const state = useLoad<GuideLinks>('/api/admin/thematiques/links');
  return (
    <>
      <PageHeader
        title="Liens internes"
        description="Liens sortants et entrants entre les guides ; un lien vers une page absente ou non publiée est signalé."
      />
      <Loaded state={state}>
        {(d) => (
          <>
            {d.items.some((i) => i.broken.length > 0) ? (
              <Notice kind="warning">Des liens pointent vers des pages absentes ou non publiées.</Notice>
            ) : null}
            <DataTable data={d.items} empty="Aucune page." columns={columns} />
          </>
        )}
      </Loaded>
    </>
  );
}
