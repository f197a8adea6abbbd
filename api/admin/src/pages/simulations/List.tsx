/**
 * Forms and simulations: one list (filters, search, v1/v2 views) and the CSV export (admins: it carries
 * e-mails). Filters travel in the body of a POST: a search may contain an e-mail, which never goes into a URL.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { parisDay } from '../../../../../src/core/dates.ts';
import type {
  SimulationList as SimulationListAnswer,
  SimulationQueryBody,
  SimulationRow,
} from '../../../../routes/admin/simulations.ts';
import { type ApiError, api, download } from '../../api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorBox, Loading } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { Pagination } from '../../components/table/Pagination.tsx';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { fmtDateTime, fmtEuros } from '../../lib/format.ts';
import { useCurrentSession } from '../../session.tsx';
import { type Filters, SimFilters } from './Filters.tsx';

function columns(base: string): ColumnDef<SimulationRow, unknown>[] {
  return [
    {
      accessorKey: 'createdAt',
      header: 'Date',
      cell: (c) => <Link to={`${base}/${c.row.original.id}`}>{fmtDateTime(c.row.original.createdAt)}</Link>,
    },
    { accessorKey: 'version', header: 'Version' },
    { accessorKey: 'email', header: 'E-mail', cell: (c) => c.row.original.email ?? '—' },
    { accessorKey: 'postalCode', header: 'Code postal', cell: (c) => c.row.original.postalCode ?? '—' },
    { accessorKey: 'zone', header: 'Zone', cell: (c) => c.row.original.zone ?? '—' },
    { accessorKey: 'currentStep', header: 'Étape', cell: (c) => `${c.row.original.currentStep}/12` },
    {
      accessorKey: 'isComplete',
      header: 'Terminée',
      cell: (c) => (c.row.original.isComplete ? 'Oui' : 'Non'),
    },
    {
      accessorKey: 'montantFinal',
      header: 'Montant',
      cell: (c) => (c.row.original.isComplete ? fmtEuros(c.row.original.montantFinal) : '—'),
    },
  ];
}

function SimList({
  title,
  description,
  base,
  fixed,
}: {
  title: string;
  description: string;
  base: string;
  fixed?: Partial<Filters>;
}) {
  const initial: Filters = { q: '', version: 'all', status: 'all', from: '', to: '', ...fixed };
  const list = useListScreen<SimulationListAnswer, Filters>('/api/admin/simulations/query', initial, {
    paged: true,
    post: true,
    fixed: { pageSize: 50 },
  });
  const [exportError, setExportError] = useState<ApiError | null>(null);
  const { data } = list.state;
  const error = exportError ?? list.state.error;
  return (
    <>
      <PageHeader title={title} description={description}>
        <ExportButton filters={list.filters} onError={setExportError} />
      </PageHeader>
      <SimFilters list={list} versionFixed={Boolean(fixed?.version)} />
      <ErrorBox error={error} />
      {data ? (
        <>
          <DataTable data={data.items} columns={columns(base)} empty="Aucune simulation ne correspond." />
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={list.setPage} />
        </>
      ) : error ? null : (
        <Loading />
      )}
    </>
  );
}

/** Admins only: the CSV of the simulations that match the filters. */
function ExportButton({ filters, onError }: { filters: Filters; onError: (e: ApiError) => void }) {
  const session = useCurrentSession();
  const [exporting, setExporting] = useState(false);
  if (!session.isAdmin) return null;
  const run = async () => {
    setExporting(true);
    try {
      const body: SimulationQueryBody = { ...filters, page: 1, pageSize: 200 };
      const blob = await api.post<Blob>('/api/admin/simulations/export', body);
      download(blob, `simulations-${parisDay(new Date())}.csv`);
    } catch (e) {
      onError(e as ApiError);
    } finally {
      setExporting(false);
    }
  };
  return (
    <button type="button" className="btn" disabled={exporting} onClick={run}>
      Exporter en CSV
    </button>
  );
}

export const SimulationList = () => (
  <SimList
    title="Simulations"
    description="Les simulations allées jusqu’au résultat, v1 et v2 ; changez l’état pour voir les autres."
    base="/simulations"
    fixed={{ status: 'complete' }}
  />
);
export const SimulationListV1 = () => (
  <SimList
    title="Simulations v1"
    description="Anciennes simulations (parcours v1)."
    base="/simulations"
    fixed={{ version: 'v1' }}
  />
);
export const SimulationListV2 = () => (
  <SimList
    title="Simulations v2"
    description="Simulations du parcours en 12 étapes."
    base="/simulations"
    fixed={{ version: 'v2' }}
  />
);
export const FormList = () => (
  <SimList
    title="Formulaires"
    description="Chaque formulaire du simulateur, étape par étape, y compris ceux abandonnés en cours de route."
    base="/formulaires"
  />
);
