/**
 * The thematic guides (/guide/<adresse>, /en/guide/<adresse>), filtered by status, language and « En attente », with
 * their SEO score and length; each row says its held change or schedule; ticked rows get a bulk action (issue 30).
 */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { PendingWork } from '../../../../routes/admin/pending.ts';
import type { ThematicList, ThematicRow } from '../../../../routes/admin/thematiques.ts';
import { Badge } from '../../components/Badge.tsx';
import { BulkBar, selectColumn } from '../../components/bulk/BulkBar.tsx';
import { Select } from '../../components/form/Select.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PendingBadges, usePendingOf } from '../../components/pending/pendingWork.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { useSelection } from '../../hooks/useSelection.ts';
import { fmtDateTime, fmtInt } from '../../lib/format.ts';
import { categoryLabel, type ThemeStatus } from './categories.ts';

const LANG_LABELS: Record<ThematicRow['lang'], string> = { fr: 'Français', en: 'Anglais' };

const columns = (pending: Map<number, PendingWork[]>): ColumnDef<ThematicRow, unknown>[] => [
  {
    accessorKey: 'title',
    header: 'Titre',
    cell: (c) => <Link to={`/thematiques/${c.row.original.id}/edit`}>{c.row.original.title}</Link>,
  },
  {
    accessorKey: 'lang',
    header: 'Langue',
    cell: (c) => (
      <span
        title={
          c.row.original.translationOf ? `Traduction de /guide/${c.row.original.translationOf}` : undefined
        }
      >
        {LANG_LABELS[c.row.original.lang]}
      </span>
    ),
  },
  {
    accessorKey: 'themeCategory',
    header: 'Catégorie',
    cell: (c) => categoryLabel(c.row.original.themeCategory),
  },
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
  {
    accessorKey: 'seoScore',
    header: 'Score SEO',
    cell: (c) => (c.row.original.seoScore == null ? '—' : `${c.row.original.seoScore}/100`),
  },
  { accessorKey: 'wordCount', header: 'Mots', cell: (c) => fmtInt(c.row.original.wordCount) },
  { accessorKey: 'updatedAt', header: 'Modifiée le', cell: (c) => fmtDateTime(c.row.original.updatedAt) },
];

type ListFilters = { status: 'all' | ThemeStatus; lang: 'all' | ThematicRow['lang']; pending: '0' | '1' };

export function ThematiqueList() {
  const list = useListScreen<ThematicList, ListFilters>('/api/admin/thematiques', {
    status: 'all',
    lang: 'all',
    pending: '0',
  });
  const pending = usePendingOf('guide');
  const selection = useSelection<number>();
  const rows = list.state.data?.items ?? [];
  const names = new Map(rows.map((r) => [r.id, r.title]));
  return (
    <>
      <ListHeader />
      <Filters list={list} />
      <BulkBar
        prefix="thematiques"
        actions={['publish', 'unpublish', 'trash']}
        selection={selection}
        shown={rows.map((r) => r.id)}
        nameOf={(id) => names.get(id) ?? `Guide n° ${id}`}
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
            empty="Aucune page."
          />
        )}
      </Loaded>
    </>
  );
}

/** The title of the screen, with its links to the guides' other screens. */
function ListHeader() {
  return (
    <PageHeader
      title="Pages thématiques"
      description="Les guides /guide/<adresse> (en anglais : /en/guide/<adresse>) ; seules les pages publiées sont visibles sur le site."
    >
      <Link className="btn" to="/thematiques/categories">
        Catégories
      </Link>
      <Link className="btn" to="/thematiques/analytics">
        Audience
      </Link>
      <Link className="btn" to="/thematiques/links">
        Liens internes
      </Link>
      <Link className="btn" to="/thematiques/generate">
        Générer
      </Link>
      <Link className="btn primary" to="/thematiques/new">
        Nouvelle page
      </Link>
    </PageHeader>
  );
}

/** Status, language and « En attente », applied at once. */
function Filters({ list }: { list: ReturnType<typeof useListScreen<ThematicList, ListFilters>> }) {
  return (
    <div className="filters">
      <Select
        label="Statut"
        value={list.draft.status}
        onChange={(s) => list.apply('status', s)}
        options={[
          ['all', 'Toutes'],
          ['published', 'Publiées'],
          ['draft', 'Brouillons'],
          ['archived', 'Archivées'],
        ]}
      />
      <Select
        label="Langue"
        value={list.draft.lang}
        onChange={(l) => list.apply('lang', l)}
        options={[
          ['all', 'Toutes'],
          ['fr', LANG_LABELS.fr],
          ['en', LANG_LABELS.en],
        ]}
      />
      <Select
        label="En attente"
        value={list.draft.pending}
        onChange={(p) => list.apply('pending', p)}
        options={[
          ['0', 'Toutes'],
          ['1', 'En attente'],
        ]}
      />
    </div>
  );
}
