/**
 * Bulk actions on a list (issue 30): a checkbox per row and « Tout cocher » (selectColumn), then one bar that
 * sends the ticked ids to POST /api/admin/<kind>/bulk. The answer says what was done and, one line each, what
 * was refused and why; the list and its badges are then reloaded.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { BulkAction, BulkAnswer, BulkBody } from '../../../../routes/admin/bulk.ts';
import type { TaxonomyList } from '../../../../routes/admin/taxonomy.ts';
import '../pending/pending.css';
import { api } from '../../api.ts';
import { useForm } from '../../hooks/useForm.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import type { Selection } from '../../hooks/useSelection.ts';
import { FormMessage } from '../form/FormMessage.tsx';
import { Checkbox, Select } from '../form/Select.tsx';
import { Notice } from '../status.tsx';

/** The first column of a list with bulk actions: « Tout cocher » in its header, one box per row. */
export function selectColumn<T extends { id: number }>(
  selection: Selection<number>,
  rows: T[],
  name: (row: T) => string,
): ColumnDef<T, unknown> {
  const all = rows.length > 0 && rows.every((r) => selection.selected.has(r.id));
  return {
    id: 'select',
    enableSorting: false,
    header: () => (
      <Checkbox
        label="Tout cocher"
        hideLabel
        checked={all}
        onChange={(on) => (on ? selection.set(rows.map((r) => r.id)) : selection.clear())}
      />
    ),
    cell: (c) => (
      <Checkbox
        label={`Cocher ${name(c.row.original)}`}
        hideLabel
        checked={selection.selected.has(c.row.original.id)}
        onChange={(on) => selection.toggle(c.row.original.id, on)}
      />
    ),
  };
}

const LABELS: Record<BulkAction, string> = {
  publish: 'Publier',
  unpublish: 'Dépublier',
  trash: 'Mettre à la corbeille',
  category: 'Changer la catégorie',
  'add-tag': 'Ajouter une étiquette',
  'remove-tag': 'Retirer une étiquette',
};

type Props = {
  /** The API prefix: 'articles', 'thematiques', 'cities'. */
  prefix: 'articles' | 'thematiques' | 'cities';
  actions: readonly BulkAction[];
  selection: Selection<number>;
  /** The ids of the rows shown: a ticked row hidden since by a filter is not sent. */
  shown: number[];
  /** The name of an id shown in the list (for the refusals). */
  nameOf: (id: number) => string;
  /** After an action: reload the list and its badges. */
  onDone: () => void;
};

export function BulkBar({ prefix, actions, selection, shown, nameOf, onDone }: Props) {
  const form = useForm<Record<string, never>>({});
  const [action, setAction] = useState<BulkAction>(actions[0] as BulkAction);
  const [taxon, setTaxon] = useState('');
  const [refused, setRefused] = useState<BulkAnswer['refused']>([]);
  const needs = action === 'category' ? 'categories' : action.endsWith('-tag') ? 'tags' : null;
  const taxa = useLoad<TaxonomyList>(needs ? `/api/admin/${needs}` : null);
  const ids = shown.filter((id) => selection.selected.has(id));
  const count = ids.length;
  const run = async () => {
    if (action === 'trash' && !window.confirm(`Mettre ${count} élément(s) à la corbeille pour 30 jours ?`))
      return;
    const body: BulkBody = { ids, action };
    if (action === 'category') body.categoryId = taxon ? Number(taxon) : null;
    if (needs === 'tags') body.tagId = Number(taxon) || undefined;
    const answer = await form.submit(() => api.post<BulkAnswer>(`/api/admin/${prefix}/bulk`, body));
    if (!answer) return;
    form.setMessage({
      kind: answer.done.length > 0 ? 'success' : 'error',
      text: `${LABELS[action]} : ${answer.done.length} fait(s), ${answer.refused.length} refusé(s).`,
    });
    setRefused(answer.refused);
    selection.clear();
    onDone();
  };
  return (
    <section className="card bulk-bar" aria-label="Actions groupées">
      <div className="row-actions">
        <strong>{count} coché(s)</strong>
        <Select
          label="Action groupée"
          value={action}
          onChange={(a) => {
            setAction(a);
            setTaxon('');
          }}
          options={actions.map((a) => [a, LABELS[a]] as const)}
        />
        {needs ? (
          <Select
            label={needs === 'categories' ? 'Catégorie' : 'Étiquette'}
            value={taxon}
            onChange={setTaxon}
            options={[
              ['', needs === 'categories' ? 'Aucune catégorie' : 'Choisir…'],
              ...(taxa.data?.items ?? []).map((t) => [String(t.id), t.name] as const),
            ]}
          />
        ) : null}
        <button
          type="button"
          className="btn primary"
          disabled={count === 0 || form.submitting || (needs === 'tags' && !taxon)}
          onClick={run}
        >
          Appliquer aux éléments cochés ({count})
        </button>
      </div>
      <FormMessage message={form.message} />
      {refused.length > 0 ? (
        <Notice kind="warning">
          <ul className="plain">
            {refused.map((r) => (
              <li key={r.id}>
                {nameOf(r.id)} : {r.reason}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </section>
  );
}
