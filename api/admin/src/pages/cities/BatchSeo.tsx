/** SEO in bulk: titles and descriptions from a template for the cities that have none, ticked ones saved. */

import { useState } from 'react';
import type {
  BatchSeoAnswer,
  BatchSeoBody,
  BatchSeoRefusal,
  CityList,
  CityRow,
} from '../../../../routes/admin/cities.ts';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { Checkbox } from '../../components/form/Select.tsx';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded, Notice } from '../../components/status.tsx';
import { Pagination } from '../../components/table/Pagination.tsx';
import { type FormState, useForm } from '../../hooks/useForm.ts';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { type Selection, useSelection } from '../../hooks/useSelection.ts';
import { fill, shown, TEMPLATES, tooLong } from './seoTemplate.ts';

type Templates = typeof TEMPLATES;

export function BatchSeo() {
  const list = useListScreen<CityList, Record<string, string>>(
    '/api/admin/cities',
    {},
    { paged: true, fixed: { missingSeo: '1', pageSize: 50 } },
  );
  const form = useForm<Templates>(TEMPLATES);
  const selection = useSelection<number>();
  const rows = list.state.data?.items ?? [];
  const [refused, setRefused] = useState<Array<BatchSeoRefusal & { name: string }>>([]);
  const apply = async () => {
    const items: BatchSeoBody['items'] = rows
      .filter((r) => selection.selected.has(r.id))
      .map((r) => ({
        id: r.id,
        metaTitle: fill(form.values.title, r),
        metaDescription: fill(form.values.description, r),
      }));
    if (items.length === 0) {
      form.setMessage({ kind: 'error', text: 'Cochez au moins une ville.' });
      return;
    }
    const answer = await form.submit(() =>
      api.post<BatchSeoAnswer>('/api/admin/cities/batch-seo', { items } satisfies BatchSeoBody),
    );
    if (answer) {
      form.setMessage({ kind: 'success', text: `${answer.updated} ville(s) mise(s) à jour.` });
      setRefused(named(answer.refused, rows));
      selection.clear();
      list.state.reload();
    }
  };
  return (
    <>
      <PageHeader
        title="SEO en lot"
        description="Titres et descriptions des villes qui n'en ont pas, à partir d'un modèle : {ville}, {zone}, {departement}, {annee}."
      />
      <div className="card">
        <TextInput
          label="Modèle de titre"
          value={form.values.title}
          onChange={(x) => form.set('title', x)}
          error={form.errors['items.0.metaTitle']}
        />
        <TextArea
          label="Modèle de description"
          rows={2}
          value={form.values.description}
          onChange={(x) => form.set('description', x)}
          error={form.errors['items.0.metaDescription']}
        />
        <FormMessage message={form.message} />
        <Refused items={refused} />
        <div className="row-actions">
          <button type="button" className="btn" onClick={() => selection.set(rows.map((r) => r.id))}>
            Tout cocher
          </button>
          <button type="button" className="btn primary" disabled={form.submitting} onClick={apply}>
            Appliquer aux villes cochées ({selection.selected.size})
          </button>
        </div>
      </div>
      <Loaded state={list.state}>
        {(d) => (
          <>
            {d.items.length === 0 ? (
              <Notice kind="success">Toutes les villes ont un titre et une description SEO.</Notice>
            ) : (
              <Proposals items={d.items} form={form} selection={selection} />
            )}
            <Pagination page={d.page} pageSize={d.pageSize} total={d.total} onPage={list.setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}

/** What each city would get, with a warning when it is longer than the site shows. */
function Proposals({
  items,
  form,
  selection,
}: {
  items: CityRow[];
  form: FormState<Templates>;
  selection: Selection<number>;
}) {
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th>Choisir</th>
            <th>Ville</th>
            <th>Titre proposé</th>
            <th>Description proposée</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => {
            const t = fill(form.values.title, c);
            const desc = fill(form.values.description, c);
            return (
              <tr key={c.id}>
                <td>
                  <Checkbox
                    label={`Choisir ${c.cityName}`}
                    hideLabel
                    checked={selection.selected.has(c.id)}
                    onChange={(on) => selection.toggle(c.id, on)}
                  />
                </td>
                <td>{c.cityName}</td>
                <td>
                  {shown(t)}
                  <span className="field-error">{tooLong(t, 70)}</span>
                </td>
                <td>
                  {shown(desc)}
                  <span className="field-error">{tooLong(desc, 160)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The refusals of the last batch with each city's name (the rows it was sent from). */
function named(refused: BatchSeoRefusal[], rows: CityRow[]) {
  const names = new Map(rows.map((r) => [r.id, r.cityName]));
  return refused.map((r) => ({ ...r, name: names.get(r.id) ?? `Ville n° ${r.id}` }));
}

/** The cities the batch left as they were: the others are saved. */
function Refused({ items }: { items: Array<BatchSeoRefusal & { name: string }> }) {
  if (items.length === 0) return null;
  return (
    <Notice kind="warning">
      <p>
        {items.length} ville(s) laissée(s) telles quelles, les autres sont enregistrées. Raccourcissez le
        modèle ou modifiez ces pages une à une :
      </p>
      <ul>
        {items.map((r) => (
          <li key={r.id}>
            {r.name} : {r.reasons.join(' ')}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
