/** The last builds: status, reason, when, how long, how many pages, the error if any, the items left out. */
import type { ColumnDef } from '@tanstack/react-table';
import type { BuildRow } from '../../../../routes/admin/system.ts';
import { Badge } from '../../components/Badge.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { fmtDateTime, fmtDuration, fmtInt } from '../../lib/format.ts';
import { SkippedItems } from './SkippedItems.tsx';

const columns: ColumnDef<BuildRow, unknown>[] = [
  { accessorKey: 'id', header: 'N°' },
  { accessorKey: 'status', header: 'Statut', cell: (c) => <Badge status={c.row.original.status} /> },
  { accessorKey: 'reason', header: 'Motif' },
  { accessorKey: 'createdAt', header: 'Demandée le', cell: (c) => fmtDateTime(c.row.original.createdAt) },
  { accessorKey: 'durationMs', header: 'Durée', cell: (c) => fmtDuration(c.row.original.durationMs) },
  { accessorKey: 'pageCount', header: 'Pages', cell: (c) => fmtInt(c.row.original.pageCount) },
  {
    accessorKey: 'error',
    header: 'Erreur',
    cell: (c) => (c.row.original.error ? <span className="bad">{c.row.original.error}</span> : ''),
  },
  {
    accessorKey: 'skipped',
    header: 'Éléments non publiés',
    cell: (c) => <SkippedItems items={c.row.original.skipped} max={3} />,
  },
];

export function BuildHistory({ rows }: { rows: BuildRow[] }) {
  return (
    <DataTable data={rows} empty="Aucune construction lancée depuis l'administration." columns={columns} />
  );
}
