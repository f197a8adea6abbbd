/** How many guides each category holds, by status. */
import type { GuideCategories } from '../../../../routes/admin/thematique-reports.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { categoryLabel } from './categories.ts';

export function ThematiqueCategories() {
  const state = useLoad<GuideCategories>('/api/admin/thematiques/categories');
  return (
    <>
      <PageHeader title="Catégories des pages thématiques" />
      <Loaded state={state}>
        {(d) => (
          <DataTable
            data={d.items}
            columns={[
              {
                accessorKey: 'category',
                header: 'Catégorie',
                cell: (c) => categoryLabel(c.row.original.category),
              },
              { accessorKey: 'published', header: 'Publiées' },
              { accessorKey: 'draft', header: 'Brouillons' },
              { accessorKey: 'archived', header: 'Archivées' },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}
