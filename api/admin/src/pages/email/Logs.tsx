/** The e-mail log (admins): each sending — accepted by Resend, kept in the local outbox, or in error. */
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type {
  EmailLogDetail,
  EmailLogList,
  EmailLogQuery,
  EmailLogRow,
} from '../../../../routes/admin/messages.ts';
import { api } from '../../api.ts';
import { Badge } from '../../components/Badge.tsx';
import { Select } from '../../components/form/Select.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { Pagination } from '../../components/table/Pagination.tsx';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { fmtDateTime } from '../../lib/format.ts';

type Status = NonNullable<EmailLogQuery['status']>;

/** The messages the server sends, by template key, for those without a stored template of that name. */
const TEMPLATE_LABELS: Record<string, string> = {
  'verify-email': 'Confirmation de l’adresse',
  'account-invitation': 'Invitation (activation du compte)',
  'reset-password': 'Réinitialisation du mot de passe',
  'existing-account': 'Compte déjà existant',
  'apl-results': 'Résultat de simulation',
  'data-deletion': 'Suppression des données',
};

function columns(onRead: (row: EmailLogRow) => void): ColumnDef<EmailLogRow, unknown>[] {
  return [
    { accessorKey: 'createdAt', header: 'Date', cell: (c) => fmtDateTime(c.row.original.createdAt) },
    {
      accessorKey: 'templateKey',
      header: 'Modèle',
      cell: (c) => c.row.original.templateName ?? TEMPLATE_LABELS[c.row.original.templateKey] ?? 'Autre',
    },
    { accessorKey: 'recipient', header: 'Destinataire' },
    { accessorKey: 'subject', header: 'Objet' },
    { accessorKey: 'status', header: 'Statut', cell: (c) => <Badge status={c.row.original.status} /> },
    { accessorKey: 'error', header: 'Erreur', cell: (c) => c.row.original.error ?? '' },
    {
      id: 'voir',
      header: '',
      cell: (c) => (
        <button type="button" className="btn small" onClick={() => onRead(c.row.original)}>
          Lire
        </button>
      ),
    },
  ];
}

export function EmailLogs() {
  const list = useListScreen<EmailLogList, { status: Status }>(
    '/api/admin/email/logs',
    { status: 'all' },
    { paged: true },
  );
  const [open, setOpen] = useState<EmailLogDetail | null>(null);
  const read = async (row: EmailLogRow) =>
    setOpen(await api.get<EmailLogDetail>(`/api/admin/email/logs/${row.id}`));
  return (
    <>
      <PageHeader
        title="Journal des e-mails"
        description="Chaque envoi : accepté par Resend, gardé dans la boîte d'envoi locale (sans clé Resend) ou en erreur."
      />
      <div className="filters">
        <Select
          label="Statut"
          value={list.draft.status}
          onChange={(s) => list.apply('status', s)}
          options={[
            ['all', 'Tous'],
            ['sent', 'Envoyés'],
            ['outbox', "Boîte d'envoi locale"],
            ['error', 'Erreurs'],
          ]}
        />
      </div>
      <Loaded state={list.state}>
        {(d) => (
          <>
            <DataTable data={d.items} columns={columns(read)} empty="Aucun e-mail." />
            <Pagination page={d.page} pageSize={d.pageSize} total={d.total} onPage={list.setPage} />
          </>
        )}
      </Loaded>
      {open ? <LogReader log={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function LogReader({ log, onClose }: { log: EmailLogDetail; onClose: () => void }) {
  return (
    <section className="card" aria-label="Contenu de l'e-mail">
      <h2>{log.subject}</h2>
      <p className="muted">
        À {log.recipient} — {fmtDateTime(log.createdAt)}
      </p>
      {log.html ? (
        <iframe title="Contenu de l'e-mail" className="email-preview" sandbox="" srcDoc={log.html} />
      ) : (
        <p className="muted">Le contenu n'est conservé que pour la boîte d'envoi locale.</p>
      )}
      <button type="button" className="btn" onClick={onClose}>
        Fermer
      </button>
    </section>
  );
}
