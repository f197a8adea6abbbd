/**
 * The store's growth on « Outils système » (issue 26): what the tables anonymous visitors write to gained by day,
 * and what their storage budgets withheld (README, STORE_BUDGET_CLIENT_BYTES and STORE_BUDGET_GLOBAL_KB).
 */
import type { SystemInfo } from '../../../../routes/admin/system.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { fmtBytes, fmtDate, fmtInt } from '../../lib/format.ts';
import { TABLE_LABELS } from './tableLabels.ts';

type Database = SystemInfo['database'];

export function StoreGrowth({ database }: { database: Database }) {
  const [today, yesterday] = database.withheld;
  return (
    <>
      <h2>Croissance de la base (14 derniers jours)</h2>
      <p className="muted">
        Lignes ajoutées chaque jour par les visiteurs (simulations, étapes, mesure d’audience) et leur part de
        la taille de la table. Au-delà de son budget de stockage, une adresse n’ajoute plus d’historique ;
        au-delà du double, ses événements sont seulement comptés et ses nouvelles simulations refusées.
      </p>
      {today && yesterday && (
        <p>
          Non stockés (budget dépassé) : aujourd’hui {fmtInt(today.events)} événements d’audience et{' '}
          {fmtInt(today.saves)} nouvelles simulations ; hier {fmtInt(yesterday.events)} et{' '}
          {fmtInt(yesterday.saves)}.
        </p>
      )}
      <DataTable
        data={database.growth}
        empty="Aucune ligne ajoutée ces 14 derniers jours."
        columns={[
          { accessorKey: 'day', header: 'Jour', cell: (c) => fmtDate(c.row.original.day) },
          {
            accessorKey: 'table',
            header: 'Table',
            cell: (c) => TABLE_LABELS[c.row.original.table] ?? c.row.original.table,
          },
          { accessorKey: 'rows', header: 'Lignes', cell: (c) => fmtInt(c.row.original.rows) },
          { accessorKey: 'bytes', header: 'Taille (estimée)', cell: (c) => fmtBytes(c.row.original.bytes) },
        ]}
      />
    </>
  );
}
