/** The articles of the blog « Conseil »: status filter (at once) and search (on « Filtrer »). */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ArticleList as ArticleListAnswer, ArticleRow } from '../../../../routes/admin/articles.ts';
import { Badge } from '../../components/Badge.tsx';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { fmtDateTime } from '../../lib/format.ts';

const columns: ColumnDef<ArticleRow, unknown>[] = [
  {
    accessorKey: 'title',
    header: 'Titre',
    cell: (c) => <Link to={`/articles/${c.row.original.id}/edit`}>{c.row.original.title}</Link>,
  },
  { accessorKey: 'category', header: 'Catégorie', cell: (c) => c.row.original.category ?? '—' },
  { accessorKey: 'status', header: 'Statut', cell: (c) => <Badge status={c.row.original.status} /> },
  { accessorKey: 'featured', header: 'À la une', cell: (c) => (c.row.original.featured ? 'Oui' : '') },
  { accessorKey: 'publishedAt', header: 'Publié le', cell: (c) => fmtDateTime(c.row.original.publishedAt) },
  { accessorKey: 'updatedAt', header: 'Modifié le', cell: (c) => fmtDateTime(c.row.original.updatedAt) },
];

type Status = 'all' | ArticleRow['status'];

export function ArticleList() {
  const list = useListScreen<ArticleListAnswer, { status: Status; q: string }>('/api/admin/articles', {
    status: 'all',
    q: '',
  });
  return (
    <>
      <PageHeader
        title="Articles"
        description="Le blog « Conseil » : rédaction en Markdown, publication sur le site public."
      >
        <Link className="btn" to="/articles/generate">
          Générer un brouillon
        </Link>
        <Link className="btn primary" to="/articles/new">
          Nouvel article
        </Link>
      </PageHeader>
      <form className="filters" onSubmit={list.submit}>
        <Select
          label="Statut"
          value={list.draft.status}
          onChange={(s) => list.apply('status', s)}
          options={[
            ['all', 'Tous'],
            ['draft', 'Brouillons'],
            ['published', 'Publiés'],
          ]}
        />
        <TextInput
          label="Recherche"
          value={list.draft.q}
          onChange={(q) => list.set('q', q)}
          placeholder="Titre ou adresse"
        />
        <button type="submit" className="btn">
          Filtrer
        </button>
      </form>
      <Loaded state={list.state}>
        {(d) => <DataTable data={d.items} columns={columns} empty="Aucun article." />}
      </Loaded>
    </>
  );
}
