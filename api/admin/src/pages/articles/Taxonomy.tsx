/** Categories and tags of the articles: the list, and a form to add or edit one. */
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import type { Taxon, TaxonBody, TaxonomyList } from '../../../../routes/admin/taxonomy.ts';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { type FormState, useForm } from '../../hooks/useForm.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';
import { deleteQuestion } from './taxonomyDelete.ts';

type Kind = 'categories' | 'tags';
const BLANK = { name: '', slug: '', description: '' };
type TaxonForm = typeof BLANK;

function columns(onEdit: (t: Taxon) => void, onDelete: (t: Taxon) => void): ColumnDef<Taxon, unknown>[] {
  return [
    { accessorKey: 'name', header: 'Nom' },
    { accessorKey: 'slug', header: 'Adresse' },
    { accessorKey: 'articleCount', header: 'Articles', cell: (c) => fmtInt(c.row.original.articleCount) },
    {
      id: 'actions',
      header: '',
      cell: (c) => (
        <span className="row-actions">
          <button type="button" className="btn small" onClick={() => onEdit(c.row.original)}>
            Modifier
          </button>
          <button type="button" className="btn small danger" onClick={() => onDelete(c.row.original)}>
            Supprimer
          </button>
        </span>
      ),
    },
  ];
}

function Taxonomy({ path, title, description }: { path: Kind; title: string; description: string }) {
  const state = useLoad<TaxonomyList>(`/api/admin/${path}`);
  const [editing, setEditing] = useState<Taxon | null>(null);
  const form = useForm<TaxonForm>(BLANK);
  const reset = () => {
    setEditing(null);
    form.setValues(BLANK);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: TaxonBody = { ...form.values };
    const ok = await form.submit(
      () =>
        editing ? api.put(`/api/admin/${path}/${editing.id}`, body) : api.post(`/api/admin/${path}`, body),
      editing ? 'Modifié.' : 'Ajouté.',
    );
    if (ok) {
      reset();
      state.reload();
    }
  };
  const edit = (t: Taxon) => {
    setEditing(t);
    const description = 'description' in t ? t.description : null;
    form.setValues({
      name: t.name,
      slug: t.slug,
      description: typeof description === 'string' ? description : '',
    });
  };
  const remove = async (t: Taxon) => {
    if (!window.confirm(deleteQuestion(path, t))) return;
    await form.submit(() => api.del(`/api/admin/${path}/${t.id}`), 'Supprimé.');
    state.reload();
  };
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="grid-2">
        <Loaded state={state}>
          {(d) => <DataTable data={d.items} columns={columns(edit, remove)} empty="Aucun élément." />}
        </Loaded>
        <TaxonEditor
          form={form}
          editing={editing}
          withDescription={path === 'categories'}
          onSubmit={submit}
          onCancel={reset}
        />
      </div>
    </>
  );
}

function TaxonEditor({
  form,
  editing,
  withDescription,
  onSubmit,
  onCancel,
}: {
  form: FormState<TaxonForm>;
  editing: Taxon | null;
  withDescription: boolean;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <form className="card" onSubmit={onSubmit} noValidate>
      <h2>{editing ? `Modifier « ${editing.name} »` : 'Ajouter'}</h2>
      <TextInput label="Nom" {...form.bind('name')} />
      <TextInput label="Adresse (slug)" {...form.bind('slug')} hint="Laissée vide, elle est tirée du nom." />
      {withDescription ? <TextArea label="Description" {...form.bind('description')} rows={2} /> : null}
      <FormMessage message={form.message} />
      <div className="row-actions">
        <button type="submit" className="btn primary" disabled={form.submitting}>
          Enregistrer
        </button>
        {editing ? (
          <button type="button" className="btn" onClick={onCancel}>
            Annuler
          </button>
        ) : null}
      </div>
    </form>
  );
}

export const Categories = () => (
  <Taxonomy path="categories" title="Catégories" description="Les rubriques des articles." />
);
export const Tags = () => (
  <Taxonomy path="tags" title="Étiquettes" description="Les mots-clés des articles." />
);
