/** « Barèmes légaux », read-only: dated data of the repository, changed by code review, never from the admin. */
import { useState } from 'react';
import type { LegalParameters } from '../../../../routes/admin/system.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDate } from '../../lib/format.ts';
import { seriesTitle } from './parameterLabels.ts';
import { Series } from './Series.tsx';

export function Parameters() {
  const state = useLoad<LegalParameters>('/api/admin/parameters');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Barèmes légaux"
        description="Lecture seule : les paramètres sont des données datées du dépôt, modifiées par une revue de code, jamais depuis l'administration."
      />
      <Loaded state={state}>
        {(p) => (
          <>
            <Sources p={p} />
            {p.series.map((s) => (
              <Series
                key={s.key}
                s={s}
                open={open === s.key}
                onToggle={() => setOpen(open === s.key ? null : s.key)}
              />
            ))}
          </>
        )}
      </Loaded>
    </>
  );
}

function Sources({ p }: { p: LegalParameters }) {
  return (
    <section className="card">
      <dl className="facts">
        <dt>Source</dt>
        <dd>
          OpenFisca-France {p.source.openfisca} (commit {p.source.commit}, {fmtDate(p.source.date)})
        </dd>
        <dt>Valeurs attestées au</dt>
        <dd>{fmtDate(p.confirmeAu)}</dd>
        <dt>Périodes couvertes</dt>
        <dd>
          {p.couverture
            .map(([a, b]) => `du ${fmtDate(a)} ${b ? `au ${fmtDate(b)} (exclu)` : 'à aujourd’hui'}`)
            .join(' ; ')}
        </dd>
        <dt>Revalorisations attendues</dt>
        <dd>
          {p.revalorisationsAttendues.length
            ? p.revalorisationsAttendues
                .map((r) => `${fmtDate(r.date)} (${r.series.map(seriesTitle).join(', ')})`)
                .join(' ; ')
            : 'aucune'}
        </dd>
      </dl>
    </section>
  );
}
