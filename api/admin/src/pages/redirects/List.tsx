/**
 * Redirections: the old addresses answered with a 301 (a slug changed on a live page, or added here), with a
 * search, and a form to add, change or remove one.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import type { RedirectBody, RedirectItem, RedirectList } from '../../../../routes/admin/redirects.ts';
import { api } from '../../api.ts';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { fmtDateTime } from '../../lib/format.ts';
import { BLANK_REDIRECT, RedirectForm, type RedirectFormValues } from './RedirectForm.tsx';
import './redirects.css';

const ORIGINS: Record<RedirectItem['source'], { label: string; badge: string }> = {
  slug: { label: 'changement d’adresse', badge: 'published' },
  manual: { label: 'manuelle', badge: 'draft' },
};

function columns(
  onEdit: (r: RedirectItem) => void,
  onDelete: (r: RedirectItem) => void,
): ColumnDef<RedirectItem, unknown>[] {
  return [
    {
      accessorKey: 'fromPath',
      header: 'Ancienne adresse',
      cell: (c) => <code className="redirect-path">{c.row.original.fromPath}</code>,
    },
    {
      id: 'arrow',
      header: '',
      enableSorting: false,
      cell: () => <span aria-hidden="true">→</span>,
    },
    {
      accessorKey: 'toPath',
      header: 'Nouvelle adresse',
      cell: (c) => (
        <a className="redirect-path" href={c.row.original.toPath} target="_blank" rel="noopener noreferrer">
          {c.row.original.toPath}
        </a>
      ),
    },
    {
      accessorKey: 'source',
      header: 'Origine',
      cell: (c) => {
        const origin = ORIGINS[c.row.original.source];
        return <span className={`badge badge-${origin.badge}`}>{origin.label}</span>;
      },
    },
    {
      accessorKey: 'updatedAt',
      header: 'Modifiée le',
      cell: (c) => (
        <span>
          {fmtDateTime(c.row.original.updatedAt)}
          {c.row.original.createdByName ? (
            <span className="muted redirect-author"> par {c.row.original.createdByName}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: (c) => (
        <span className="row-actions">
          <button
            type="button"
            className="btn small"
            onClick={() => onEdit(c.row.original)}
            aria-label={`Modifier la redirection de ${c.row.original.fromPath}`}
          >
            Modifier
          </button>
          <button
            type="button"
            className="btn small danger"
            onClick={() => onDelete(c.row.original)}
            aria-label={`Supprimer la redirection de ${c.row.original.fromPath}`}
          >
            Supprimer
          </button>
        </span>
      ),
    },
  ];
}

export function RedirectListScreen() {
  const list = useListScreen<RedirectList, { q: string }>('/api/admin/redirects', { q: '' });
  const [editing, setEditing] = useState<RedirectItem | null>(null);
  const form = useForm<RedirectFormValues>(BLANK_REDIRECT);
  const reset = () => {
    setEditing(null);
    form.setValues(BLANK_REDIRECT);
    form.setErrors({});
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: RedirectBody = { ...form.values };
    const saved = await form.submit(
      () =>
        editing
          ? api.put(`/api/admin/redirects/${editing.id}`, body)
          : api.post('/api/admin/redirects', body),
      editing
        ? 'Redirection modifiée : elle change avec la publication en cours.'
        : 'Redirection ajoutée : elle sera en ligne avec la publication en cours.',
    );
    if (saved) {
      setEditing(null);
      form.setValues(BLANK_REDIRECT);
      list.state.reload();
    }
  };
  const edit = (r: RedirectItem) => {
    setEditing(r);
    form.setErrors({});
    form.setMessage(null);
    form.setValues({ fromPath: r.fromPath, toPath: r.toPath });
  };
  const remove = async (r: RedirectItem) => {
    const question = `Supprimer la redirection de « ${r.fromPath} » vers « ${r.toPath} » ? L’ancienne adresse ne mènera plus à aucune page.`;
    if (!window.confirm(question)) return;
    if (editing?.id === r.id) reset();
    await form.submit(
      () => api.del(`/api/admin/redirects/${r.id}`),
      'Redirection supprimée : elle disparaît avec la publication en cours.',
    );
    list.state.reload();
  };
  return (
    <>
      <PageHeader
        title="Redirections"
        description="Les anciennes adresses renvoient vers les nouvelles (redirection permanente 301). Un changement d’adresse d’une page en ligne en crée une."
      />
      <form className="filters" onSubmit={list.submit}>
        <TextInput
          label="Recherche"
          value={list.draft.q}
          onChange={(q) => list.set('q', q)}
          placeholder="/conseil/…"
        />
        <button type="submit" className="btn">
          Filtrer
        </button>
      </form>
      <div className="redirects-layout">
        <Loaded state={list.state}>
          {(d) => <DataTable data={d.items} columns={columns(edit, remove)} empty="Aucune redirection." />}
        </Loaded>
        <RedirectForm form={form} editing={editing} onSubmit={submit} onCancel={reset} />
      </div>
    </>
  );
}
