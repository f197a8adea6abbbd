/** Who changed what, when: the last 200 writes, in words (the person, the action, the item and its screen). */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { AuditEntry, AuditTrail } from '../../../../routes/admin/users.ts';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDateTime } from '../../lib/format.ts';
import { actionLabel, detailsOf, itemOf } from './auditLabels.ts';

function Who({ e }: { e: AuditEntry }) {
  if (!e.userEmail) return <span className="muted">(compte supprimé)</span>;
  return (
    <>
      {e.userName && e.userName !== e.userEmail ? <strong>{e.userName}</strong> : null}
      <span className="muted audit-email">{e.userEmail}</span>
    </>
  );
}

function Item({ e }: { e: AuditEntry }) {
  const item = itemOf(e);
  const details = detailsOf(e.details);
  return (
    <>
      {item.to ? <Link to={item.to}>{item.text}</Link> : <span>{item.text}</span>}
      {details ? <span className="muted audit-details">{details}</span> : null}
    </>
  );
}

const columns: ColumnDef<AuditEntry, unknown>[] = [
  {
    accessorKey: 'createdAt',
    header: 'Quand',
    cell: (c) => <span className="nowrap">{fmtDateTime(c.row.original.createdAt)}</span>,
  },
  { accessorKey: 'userName', header: 'Qui', cell: (c) => <Who e={c.row.original} /> },
  { accessorKey: 'action', header: 'Quoi', cell: (c) => actionLabel(c.row.original.action) },
  { id: 'item', header: 'Élément', cell: (c) => <Item e={c.row.original} /> },
];

export function AuditLog() {
  const state = useLoad<AuditTrail>('/api/admin/audit');
  return (
    <section aria-labelledby="audit-title" className="audit-log">
      <h2 id="audit-title">Journal des modifications</h2>
      <Loaded state={state}>
        {(d) => <DataTable data={d.items} empty="Aucune modification enregistrée." columns={columns} />}
      </Loaded>
    </section>
  );
}
