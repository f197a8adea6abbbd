/** Audience of the guides: page views and visitors of those who accepted audience measurement. */
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GuideAudience } from '../../../../routes/admin/thematique-reports.ts';
import { qs } from '../../api.ts';
import { Badge } from '../../components/Badge.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PeriodSelect } from '../../components/PeriodSelect.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';

const columns: ColumnDef<GuideAudience['items'][number], unknown>[] = [
  {
    accessorKey: 'title',
    header: 'Page',
    cell: (c) => <Link to={`/thematiques/${c.row.original.id}/edit`}>{c.row.original.title}</Link>,
  },
  { accessorKey: 'status', header: 'Statut', cell: (c) => <Badge status={c.row.original.status} /> },
  { accessorKey: 'views', header: 'Pages vues', cell: (c) => fmtInt(c.row.original.views) },
  { accessorKey: 'visitors', header: 'Visiteurs', cell: (c) => fmtInt(c.row.original.visitors) },
  {
    accessorKey: 'seoScore',
    header: 'Score SEO',
    cell: (c) => (c.row.original.seoScore == null ? '—' : `${c.row.original.seoScore}/100`),
  },
];

export function ThematiqueAnalytics() {
  const [days, setDays] = useState('30');
  const state = useLoad<GuideAudience>(`/api/admin/thematiques/analytics${qs({ days })}`);
  return (
    <>
      <PageHeader
        title="Audience des pages thématiques"
        description="Pages vues des visiteurs qui ont accepté la mesure d'audience."
      />
      <PeriodSelect days={days} setDays={setDays} />
      <Loaded state={state}>
        {(d) => <DataTable data={d.items} empty="Aucune page." columns={columns} />}
      </Loaded>
    </>
  );
}
