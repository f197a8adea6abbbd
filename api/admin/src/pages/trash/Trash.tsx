/**
 * Corbeille: articles and guides deleted in the last 30 days, each restorable with its revisions under its own
 * address (api/routes/admin/trash.ts). Only an admin deletes one for good.
 */
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { TrashAnswer, TrashRestored } from '../../../../routes/admin/trash.ts';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { fmtDateTime } from '../../lib/format.ts';
import { useCurrentSession } from '../../session.tsx';

type Item = TrashAnswer['items'][number];
const KINDS: Record<Item['kind'], string> = { article: 'Article', guide: 'Guide' };

/** Days left before the purge, as a visitor of the screen reads it. */
function daysLeft(expiresAt: string): string {
  const days = Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 86_400_000));
  return days <= 1 ? 'moins d’un jour' : `${days} jours`;
}

function columns(actions: (r: Item) => ReactNode): ColumnDef<Item, unknown>[] {
  // The action first: at 375 px the table scrolls sideways, and « Restaurer » stays in view.
  return [
    { id: 'actions', header: 'Action', enableSorting: false, cell: (c) => actions(c.row.original) },
    { accessorKey: 'title', header: 'Titre' },
    { accessorKey: 'kind', header: 'Type', cell: (c) => KINDS[c.row.original.kind] },
    { accessorKey: 'path', header: 'Adresse', cell: (c) => <code>{c.row.original.path}</code> },
    {
      accessorKey: 'deletedAt',
      header: 'Supprimé le',
      cell: (c) => (
        <span>
          {fmtDateTime(c.row.original.deletedAt)}
          {c.row.original.deletedBy ? <span className="muted"> par {c.row.original.deletedBy}</span> : null}
        </span>
      ),
    },
    { accessorKey: 'expiresAt', header: 'Reste', cell: (c) => daysLeft(c.row.original.expiresAt) },
  ];
}

export function TrashScreen() {
  const list = useListScreen<TrashAnswer, Record<string, string>>('/api/admin/trash', {});
  const form = useForm<Record<string, never>>({});
  const { isAdmin } = useCurrentSession();
  const restore = async (r: Item) => {
    const done = await form.submit(() => api.post<TrashRestored>(`/api/admin/trash/${r.id}/restore`));
    if (!done) return;
    const live =
      r.status === 'published' ? ` Il est de nouveau en ligne à ${r.path} après la publication.` : '';
    form.setMessage({
      kind: 'success',
      text: `« ${r.title} » est restauré avec ses ${r.revisions} révisions.${live}`,
    });
    list.state.reload();
  };
  const purge = async (r: Item) => {
    if (
      !window.confirm(
        `Supprimer définitivement « ${r.title} » et ses révisions ? Cela ne peut pas être annulé.`,
      )
    )
      return;
    await form.submit(
      () => api.del(`/api/admin/trash/${r.id}`),
      `« ${r.title} » est supprimé définitivement.`,
    );
    list.state.reload();
  };
  const actions = (r: Item) => (
    <span className="row-actions">
      <button
        type="button"
        className="btn small"
        onClick={() => restore(r)}
        aria-label={`Restaurer ${r.title}`}
      >
        Restaurer
      </button>
      {isAdmin ? (
        <button
          type="button"
          className="btn small danger"
          onClick={() => purge(r)}
          aria-label={`Supprimer définitivement ${r.title}`}
        >
          Supprimer définitivement
        </button>
      ) : null}
    </span>
  );
  return (
    <>
      <PageHeader
        title="Corbeille"
        description="Les articles et guides supprimés restent ici 30 jours, avec leurs révisions. Restaurés, ils reprennent leur adresse et, s’ils étaient en ligne, leur page revient avec la publication."
      />
      <FormMessage message={form.message} />
      <Loaded state={list.state}>
        {(d) => <DataTable data={d.items} columns={columns(actions)} empty="La corbeille est vide." />}
      </Loaded>
    </>
  );
}
