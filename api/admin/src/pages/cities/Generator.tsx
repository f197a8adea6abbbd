/** The city generator: pages /apl-<ville> for communes of the commune store that have none yet. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Candidates, Generated, GeneratorBody } from '../../../../routes/admin/city-generator.ts';
import { type ApiError, api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { Checkbox } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorBox, Notice } from '../../components/status.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { type ListScreen, useListScreen } from '../../hooks/useListScreen.ts';
import { type Selection, useSelection } from '../../hooks/useSelection.ts';
import { fmtInt } from '../../lib/format.ts';

const INITIAL = { department: '', minPopulation: '2000', q: '' };

export function CityGenerator() {
  const list = useListScreen<Candidates, typeof INITIAL>('/api/admin/city-generator/candidates', INITIAL);
  const { state } = list;
  const selection = useSelection<string>();
  const [created, setCreated] = useState<Generated['created'] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const form = useForm({});
  const create = async () => {
    setError(null);
    const body: GeneratorBody = { inseeCodes: [...selection.selected] };
    const res = await form.submit(() => api.post<Generated>('/api/admin/city-generator', body));
    if (res) {
      setCreated(res.created);
      selection.clear();
      state.reload();
    }
  };
  return (
    <>
      <PageHeader
        title="Générateur de villes"
        description="Crée une page /apl-<ville> pour des communes qui n'en ont pas encore, à partir du référentiel des communes."
      />
      <CandidateFilters list={list} />
      <ErrorBox
        error={
          error ?? (state.error && Object.keys(state.error.fieldErrors).length === 0 ? state.error : null)
        }
      />
      {created ? (
        <Notice kind="success">
          {created.length} page(s) créée(s) : {created.map((c) => c.cityName).join(', ')}. Elles seront en
          ligne après la prochaine <Link to="/ssg">construction du site</Link>.
        </Notice>
      ) : null}
      <FormMessage message={form.message} />
      <div className="row-actions">
        <button
          type="button"
          className="btn primary"
          disabled={selection.selected.size === 0 || form.submitting}
          onClick={create}
        >
          Créer {selection.selected.size} page(s)
        </button>
      </div>
      {state.data ? <CandidateTable items={state.data.items} selection={selection} /> : null}
    </>
  );
}

function CandidateFilters({ list }: { list: ListScreen<Candidates, typeof INITIAL> }) {
  const { draft, set, state } = list;
  return (
    <form className="filters" onSubmit={list.submit}>
      <TextInput
        label="Département"
        value={draft.department}
        onChange={(department) => set('department', department)}
        placeholder="ex. 69"
        error={state.error?.fieldErrors.department}
      />
      <TextInput
        label="Population minimale"
        value={draft.minPopulation}
        onChange={(minPopulation) => set('minPopulation', minPopulation)}
        error={state.error?.fieldErrors.minPopulation}
      />
      <TextInput label="Nom" value={draft.q} onChange={(q) => set('q', q)} />
      <button type="submit" className="btn">
        Chercher
      </button>
    </form>
  );
}

function CandidateTable({ items, selection }: { items: Candidates['items']; selection: Selection<string> }) {
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th>Choisir</th>
            <th>Commune</th>
            <th>Dép.</th>
            <th>Population</th>
            <th>Zone</th>
            <th>Codes postaux</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.inseeCode}>
              <td>
                <Checkbox
                  label={`Choisir ${c.name}`}
                  hideLabel
                  checked={selection.selected.has(c.inseeCode)}
                  onChange={(on) => selection.toggle(c.inseeCode, on)}
                />
              </td>
              <td>{c.name}</td>
              <td>{c.department}</td>
              <td>{fmtInt(c.population)}</td>
              <td>{c.zoneApl ?? '—'}</td>
              <td>{c.postalCodes.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {items.length === 0 ? <p className="empty">Aucune commune sans page ne correspond.</p> : null}
    </div>
  );
}
