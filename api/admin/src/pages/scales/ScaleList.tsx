/** « Barèmes » : les versions des barèmes du store, la plus récente d'abord, avec leur état et qui les a portées. */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ScaleList as ScaleListAnswer, ScaleSummary } from '../../../../routes/admin/scales.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDate, fmtDateTime } from '../../lib/format.ts';
import { useCurrentSession } from '../../session.tsx';
import { Etat } from './Etat.tsx';

/** « le 27 nov. 2026 par Alice » */
const parQui = (quand: string | null, qui: string | null) =>
  quand ? `${fmtDateTime(quand)}${qui ? ` par ${qui}` : ''}` : '—';

const COLUMNS: ColumnDef<ScaleSummary, unknown>[] = [
  {
    accessorKey: 'label',
    header: 'Version',
    cell: (c) => <Link to={`/baremes/${c.row.original.id}`}>{c.row.original.label}</Link>,
  },
  {
    accessorKey: 'effectiveDate',
    header: 'En vigueur le',
    cell: (c) => fmtDate(c.row.original.effectiveDate),
  },
  { accessorKey: 'state', header: 'État', cell: (c) => <Etat state={c.row.original.state} /> },
  {
    accessorKey: 'proposedAt',
    header: 'Saisie',
    cell: (c) => parQui(c.row.original.proposedAt, c.row.original.proposedBy),
  },
  {
    accessorKey: 'activatedAt',
    header: 'Activée',
    cell: (c) => parQui(c.row.original.activatedAt, c.row.original.activatedBy),
  },
  {
    accessorKey: 'withdrawnAt',
    header: 'Retirée',
    cell: (c) => parQui(c.row.original.withdrawnAt, c.row.original.withdrawnBy),
  },
];

export function ScaleList() {
  const state = useLoad<ScaleListAnswer>('/api/admin/scales');
  const { isAdmin } = useCurrentSession();
  return (
    <>
      <PageHeader
        title="Barèmes"
        description="Les versions des barèmes avec lesquelles le site calcule. Une nouvelle version se saisit à partir de l’active, s’active par un second administrateur et peut être retirée : le site entier est alors reconstruit."
      >
        {isAdmin ? (
          <Link className="btn primary" to="/baremes/nouvelle">
            Nouvelle version
          </Link>
        ) : null}
      </PageHeader>
      <Loaded state={state}>
        {(d) => (
          <>
            {d.admins === 1 ? (
              <p className="notice info">
                Le site n’a qu’un administrateur : il active lui-même ce qu’il saisit, sans second regard.
              </p>
            ) : null}
            <DataTable data={d.versions} columns={COLUMNS} empty="Aucune version des barèmes." />
          </>
        )}
      </Loaded>
    </>
  );
}
