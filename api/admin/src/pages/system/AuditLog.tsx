/** Who changed what, when: the last 200 writes. */
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry, AuditTrail } from '../../../../routes/admin/users.ts';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDateTime } from '../../lib/format.ts';

const ACTIONS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  publish: 'Publication',
  unpublish: 'Dépublication',
  upload: 'Téléversement',
  'batch-seo': 'SEO en lot',
  generate: 'Génération',
  'set-roles': 'Rôles',
  export: 'Export CSV',
  backup: 'Sauvegarde',
  rebuild: 'Reconstruction',
  rollback: 'Retour arrière',
  'mark-handled': 'Message traité',
  'mark-new': 'Message rouvert',
};

const columns: ColumnDef<AuditEntry, unknown>[] = [
  { accessorKey: 'createdAt', header: 'Quand', cell: (c) => fmtDateTime(c.row.original.createdAt) },
  { accessorKey: 'userName', header: 'Qui', cell: (c) => c.row.original.userName ?? '(compte supprimé)' },
  {
    accessorKey: 'action',
    header: 'Quoi',
    cell: (c) => ACTIONS[c.row.original.action] ?? c.row.original.action,
  },
  {
    accessorKey: 'entity',
    header: 'Élément',
    cell: (c) => `${c.row.original.entity}${c.row.original.entityId ? ` n° ${c.row.original.entityId}` : ''}`,
  },
];

export function AuditLog() {
  const state = useLoad<AuditTrail>('/api/admin/audit');
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">Journal des modifications</h2>
      <Loaded state={state}>
        {(d) => <DataTable data={d.items} empty="Aucune modification enregistrée." columns={columns} />}
      </Loaded>
    </section>
  );
}
