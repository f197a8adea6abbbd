/** E-mail templates (edit with preview), e-mail logs and contact messages (admins). */
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type ApiError, api, qs } from '../api.ts';
import { DataTable, Pagination } from '../table.tsx';
import {
  Badge,
  ErrorBox,
  FormMessage,
  fmtDateTime,
  Loaded,
  Loading,
  PageHeader,
  Select,
  TextArea,
  TextInput,
  useForm,
  useLoad,
} from '../ui.tsx';

type TemplateRow = { key: string; name: string; subject: string; updatedAt: string };
type Template = TemplateRow & { html: string; text: string; placeholders: string[] };

export function TemplateList() {
  const state = useLoad<{ items: TemplateRow[] }>('/api/admin/email/templates');
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

function TemplateEditor({ template }: { template: Template }) {
  const form = useForm({
    name: template.name,
    subject: template.subject,
    html: template.html,
    text: template.text,
  });
  const [preview, setPreview] = useState<{ subject: string; html: string; text: string } | null>(null);
  const v = form.values;
  useEffect(() => {
    const t = setTimeout(() => {
      api
        .post<{ subject: string; html: string; text: string }>('/api/admin/email/preview', {
          subject: v.subject || ' ',
          html: v.html || ' ',
          text: v.text || ' ',
        })
        .then(setPreview, () => setPreview(null));
    }, 300);
    return () => clearTimeout(t);
  }, [v.subject, v.html, v.text]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await form.submit(() => api.put(`/api/admin/email/templates/${template.key}`, v), 'Modèle enregistré.');
  };
  return (
    <form className="editor" onSubmit={submit} noValidate>
      <div className="editor-main">
        <TextInput
          label="Nom"
          name="name"
          value={v.name}
          onChange={(x) => form.set('name', x)}
          error={form.errors.name}
        />
        <TextInput
          label="Objet"
          name="subject"
          value={v.subject}
          onChange={(x) => form.set('subject', x)}
          error={form.errors.subject}
        />
        <TextArea
          label="Contenu HTML"
          name="html"
          rows={14}
          mono
          value={v.html}
          onChange={(x) => form.set('html', x)}
          error={form.errors.html}
          hint={`Variables : ${template.placeholders.map((p) => `{{${p}}}`).join(', ')}`}
        />
        <TextArea
          label="Version texte"
          name="text"
          rows={8}
          mono
          value={v.text}
          onChange={(x) => form.set('text', x)}
          error={form.errors.text}
        />
        <FormMessage message={form.message} />
        <button type="submit" className="btn primary" disabled={form.submitting}>
          Enregistrer
        </button>
      </div>
      <aside className="editor-side wide">
        <div className="card">
          <h2>Aperçu (valeurs d'exemple)</h2>
          {preview ? (
            <>
              <p>
                <strong>Objet :</strong> {preview.subject}
              </p>
              <iframe title="Aperçu de l'e-mail" className="email-preview" sandbox="" srcDoc={preview.html} />
              <pre className="text-preview">{preview.text}</pre>
            </>
          ) : (
            <Loading />
          )}
        </div>
      </aside>
    </form>
  );
}

export function TemplateEdit() {
  const { key } = useParams();
  const state = useLoad<Template>(`/api/admin/email/templates/${key}`);
  return (
    <>
      <PageHeader title="Modifier le modèle" description={<code>{key}</code>} />
      <Loaded state={state}>{(t) => <TemplateEditor template={t} />}</Loaded>
    </>
  );
}

type Log = {
  id: number;
  templateKey: string;
  recipient: string;
  subject: string;
  status: string;
  error: string | null;
  createdAt: string;
};
type LogDetail = Log & { html: string | null; text: string | null };

export function EmailLogs() {
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const state = useLoad<{ total: number; page: number; pageSize: number; items: Log[] }>(
    `/api/admin/email/logs${qs({ status, page })}`,
  );
  const [open, setOpen] = useState<LogDetail | null>(null);
  const columns: ColumnDef<Log, unknown>[] = [
    { accessorKey: 'createdAt', header: 'Date', cell: (c) => fmtDateTime(c.row.original.createdAt) },
    { accessorKey: 'templateKey', header: 'Modèle' },
    { accessorKey: 'recipient', header: 'Destinataire' },
    { accessorKey: 'subject', header: 'Objet' },
    { accessorKey: 'status', header: 'Statut', cell: (c) => <Badge status={c.row.original.status} /> },
    { accessorKey: 'error', header: 'Erreur', cell: (c) => c.row.original.error ?? '' },
    {
      id: 'voir',
      header: '',
      cell: (c) => (
        <button
          type="button"
          className="btn small"
          onClick={async () =>
            setOpen(await api.get<LogDetail>(`/api/admin/email/logs/${c.row.original.id}`))
          }
        >
          Lire
        </button>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Journal des e-mails"
        description="Chaque envoi : accepté par Resend, gardé dans la boîte d'envoi locale (sans clé Resend) ou en erreur."
      />
      <div className="filters">
        <Select
          label="Statut"
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
          options={[
            ['all', 'Tous'],
            ['sent', 'Envoyés'],
            ['outbox', "Boîte d'envoi locale"],
            ['error', 'Erreurs'],
          ]}
        />
      </div>
      <Loaded state={state}>
        {(d) => (
          <>
            <DataTable data={d.items} columns={columns} empty="Aucun e-mail." />
            <Pagination page={d.page} pageSize={d.pageSize} total={d.total} onPage={setPage} />
          </>
        )}
      </Loaded>
      {open ? (
        <section className="card" aria-label="Contenu de l'e-mail">
          <h2>{open.subject}</h2>
          <p className="muted">
            À {open.recipient} — {fmtDateTime(open.createdAt)}
          </p>
          {open.html ? (
            <iframe title="Contenu de l'e-mail" className="email-preview" sandbox="" srcDoc={open.html} />
          ) : (
            <p className="muted">Le contenu n'est conservé que pour la boîte d'envoi locale.</p>
          )}
          <button type="button" className="btn" onClick={() => setOpen(null)}>
            Fermer
          </button>
        </section>
      ) : null}
    </>
  );
}

type Message = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  handledAt: string | null;
  createdAt: string;
};

export function ContactMessages() {
  const [status, setStatus] = useState('new');
  const state = useLoad<{ items: Message[] }>(`/api/admin/contact/messages${qs({ status })}`);
  const [error, setError] = useState<ApiError | null>(null);
  const mark = async (m: Message, next: 'new' | 'handled') => {
    try {
      await api.post(`/api/admin/contact/messages/${m.id}/status`, { status: next });
      state.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  return (
    <>
      <PageHeader title="Messages de contact" />
      <div className="filters">
        <Select
          label="Statut"
          value={status}
          onChange={setStatus}
          options={[
            ['new', 'Non traités'],
            ['handled', 'Traités'],
            ['all', 'Tous'],
          ]}
        />
      </div>
      <ErrorBox error={error} />
      <Loaded state={state}>
        {(d) =>
          d.items.length === 0 ? (
            <p className="empty">Aucun message.</p>
          ) : (
            <ul className="messages">
              {d.items.map((m) => (
                <li key={m.id} className="card">
                  <p>
                    <Badge status={m.status} /> <strong>{m.subject}</strong>
                  </p>
                  <p className="muted">
                    {m.name} — <a href={`mailto:${m.email}`}>{m.email}</a> — {fmtDateTime(m.createdAt)}
                  </p>
                  <p className="message-body">{m.message}</p>
                  {m.status === 'new' ? (
                    <button type="button" className="btn primary small" onClick={() => mark(m, 'handled')}>
                      Marquer comme traité
                    </button>
                  ) : (
                    <button type="button" className="btn small" onClick={() => mark(m, 'new')}>
                      Remettre en non traité
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}
