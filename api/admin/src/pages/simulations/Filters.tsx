/** The filters of the simulation lists: search, version (unless the view fixes it), state, dates. */
import type { SimulationList, SimulationQueryBody } from '../../../../routes/admin/simulations.ts';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import type { ListScreen } from '../../hooks/useListScreen.ts';
import { useCurrentSession } from '../../session.tsx';

type Query = Required<SimulationQueryBody>;
export type Filters = {
  q: string;
  version: Query['version'];
  status: Query['status'];
  from: string;
  to: string;
};

export function SimFilters({
  list,
  versionFixed,
}: {
  list: ListScreen<SimulationList, Filters>;
  versionFixed: boolean;
}) {
  const session = useCurrentSession();
  const { draft, set } = list;
  return (
    <form className="filters" onSubmit={list.submit}>
      <TextInput
        label="Recherche"
        value={draft.q}
        onChange={(q) => set('q', q)}
        placeholder={session.isAdmin ? 'Identifiant, code postal ou e-mail' : 'Identifiant ou code postal'}
      />
      {versionFixed ? null : (
        <Select
          label="Version"
          value={draft.version}
          onChange={(version) => set('version', version)}
          options={[
            ['all', 'Toutes'],
            ['v2', 'v2'],
            ['v1', 'v1'],
          ]}
        />
      )}
      <Select
        label="État"
        value={draft.status}
        onChange={(status) => set('status', status)}
        options={[
          ['all', 'Toutes'],
          ['complete', 'Terminées'],
          ['incomplete', 'En cours / abandonnées'],
        ]}
      />
      <TextInput label="Du" type="date" value={draft.from} onChange={(from) => set('from', from)} />
      <TextInput label="Au" type="date" value={draft.to} onChange={(to) => set('to', to)} />
      <button type="submit" className="btn">
        Filtrer
      </button>
    </form>
  );
}
