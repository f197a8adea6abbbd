/** The thematic guides (/guide/<adresse>, /en/guide/<adresse>), filtered by status and language, with their SEO score and length. */
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ThematicList, ThematicRow } from '../../../../routes/admin/thematiques.ts';
import { Badge } from '../../components/Badge.tsx';
import { Select } from '../../components/form/Select.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { fmtDateTime, fmtInt } from '../../lib/format.ts';
import { categoryLabel, type ThemeStatus } from './categories.ts';

const LANG_LABELS: Record<ThematicRow['lang'], string> = { fr: 'Français', en: 'Anglais' };

const columns: ColumnDef<ThematicRow, unknown>[] = [
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
  { accessorKey: 'status', header: 'Statut', cell: (c) => <Badge status={c.row.original.status} /> },
  {
    accessorKey: 'seoScore',
    header: 'Score SEO',
    cell: (c) => (c.row.original.seoScore == null ? '—' : `${c.row.original.seoScore}/100`),
  },
  { accessorKey: 'wordCount', header: 'Mots', cell: (c) => fmtInt(c.row.original.wordCount) },
  { accessorKey: 'updatedAt', header: 'Modifiée le', cell: (c) => fmtDateTime(c.row.original.updatedAt) },
];

export function ThematiqueList() {
  const list = useListScreen<
    ThematicList,
    { status: 'all' | ThemeStatus; lang: 'all' | ThematicRow['lang'] }
  >('/api/admin/thematiques', { status: 'all', lang: 'all' });
  return (
    <>
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
      </div>
      <Loaded state={list.state}>
        {(d) => <DataTable data={d.items} columns={columns} empty="Aucune page." />}
      </Loaded>
    </>
  );
}
