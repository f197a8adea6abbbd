/**
 * The articles of the blog « Conseil »: status and « En attente » filters (at once) and search (on « Filtrer »);
 * each row says its held change or its schedule; ticked rows get a bulk action (issue 30).
 */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ArticleList as ArticleListAnswer, ArticleRow } from '../../../../routes/admin/articles.ts';
import type { PendingWork } from '../../../../routes/admin/pending.ts';
import { Badge } from '../../components/Badge.tsx';
import { BulkBar, selectColumn } from '../../components/bulk/BulkBar.tsx';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PendingBadges, usePendingOf } from '../../components/pending/pendingWork.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { useSelection } from '../../hooks/useSelection.ts';
import { fmtDateTime } from '../../lib/format.ts';

const columns = (pending: Map<number, PendingWork[]>): ColumnDef<ArticleRow, unknown>[] => [
  {
    accessorKey: 'title',
    header: 'Titre',
    cell: (c) => <Link to={`/articles/${c.row.original.id}/edit`}>{c.row.original.title}</Link>,
  },
  { accessorKey: 'category', header: 'Catégorie', cell: (c) => c.row.original.category ?? '—' },
  {
    accessorKey: 'status',
    header: 'Statut',
    cell: (c) => (
      <span className="row-actions">
        <Badge status={c.row.original.status} />
        <PendingBadges work={pending.get(c.row.original.id)} />
      </span>
    ),
  },
  { accessorKey: 'featured', header: 'À la une', cell: (c) => (c.row.original.featured ? 'Oui' : '') },
  { accessorKey: 'publishedAt', header: 'Publié le', cell: (c) => fmtDateTime(c.row.original.publishedAt) },
  { accessorKey: 'updatedAt', header: 'Modifié le', cell: (c) => fmtDateTime(c.row.original.updatedAt) },
];

type Status = 'all' | ArticleRow['status'];

export function ArticleList() {
  const list = useListScreen<ArticleListAnswer, { status: Status; pending: '0' | '1'; q: string }>(
    '/api/admin/articles',
    { status: 'all', pending: '0', q: '' },
  );
  const pending = usePendingOf('article');
  const selection = useSelection<number>();
  const rows = list.state.data?.items ?? [];
  const names = new Map(rows.map((r) => [r.id, r.title]));
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
        <Select
          label="En attente"
          value={list.draft.pending}
          onChange={(p) => list.apply('pending', p)}
          options={[
            ['0', 'Tous'],
            ['1', 'En attente'],
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
      <BulkBar
        prefix="articles"
        actions={['publish', 'unpublish', 'category', 'add-tag', 'remove-tag', 'trash']}
        selection={selection}
        shown={rows.map((r) => r.id)}
        nameOf={(id) => names.get(id) ?? `Article n° ${id}`}
        onDone={() => {
          list.state.reload();
          pending.reload();
        }}
      />
      <Loaded state={list.state}>
        {(d) => (
          <DataTable
            data={d.items}
            columns={[selectColumn(selection, d.items, (r) => r.title), ...columns(pending.byId)]}
            empty="Aucun article."
          />
        )}
      </Loaded>
    </>
  );
}
