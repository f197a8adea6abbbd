/** The e-mail templates: the messages sent to visitors (simulation results…). */
import { Link } from 'react-router';
import type { EmailTemplateList } from '../../../../routes/admin/email-templates.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDateTime } from '../../lib/format.ts';

export function TemplateList() {
  const state = useLoad<EmailTemplateList>('/api/admin/email/templates');
  return (
    <>
      <PageHeader
        title="Modèles d'e-mail"
        description="Les messages envoyés aux visiteurs (résultats de simulation…)."
      />
      <Loaded state={state}>
        {(d) => (
          <DataTable
            data={d.items}
            empty="Aucun modèle enregistré."
            columns={[
              {
                accessorKey: 'name',
                header: 'Modèle',
                cell: (c) => <Link to={`/email/templates/${c.row.original.key}`}>{c.row.original.name}</Link>,
              },
              { accessorKey: 'subject', header: 'Objet' },
              {
                accessorKey: 'updatedAt',
                header: 'Modifié le',
                cell: (c) => fmtDateTime(c.row.original.updatedAt),
              },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}
