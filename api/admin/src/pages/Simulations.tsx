/**
 * Forms and simulations: one list (filters, search, v1/v2 views), the detail with every step's answers
 * and the computed result, and the CSV export (admins: it carries e-mails).
 */
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type ApiError, api, download } from '../api.ts';
import { useCurrentSession } from '../session.tsx';
import { DataTable, Pagination } from '../table.tsx';
import {
  ErrorBox,
  fmtDateTime,
  fmtEuros,
  Loaded,
  Loading,
  PageHeader,
  Select,
  TextInput,
  useLoad,
} from '../ui.tsx';

type Sim = {
  id: string;
  version: string;
  email: string | null;
  currentStep: number;
  postalCode: string | null;
  inseeCode: string | null;
  zone: number | null;
  isComplete: boolean;
  montantFinal: number | null;
  isEligible: boolean | null;
  sessionDuration: number | null;
  createdAt: string;
  completedAt: string | null;
  formData: Record<string, unknown>;
};
type Filters = {
  q: string;
  version: 'all' | 'v1' | 'v2';
  status: 'all' | 'complete' | 'incomplete';
  from: string;
  to: string;
};

const LABELS: Record<string, string> = {
  email: 'E-mail',
  firstName: 'Prénom',
  lastName: 'Nom',
  postalCode: 'Code postal',
  depcom: 'Commune (INSEE)',
  zone: 'Zone',
  rent: 'Loyer (€)',
  charges: 'Charges (€)',
  furnished: 'Meublé',
  colocation: 'Colocation',
  birthDate: 'Date de naissance',
  status: 'Situation',
  livingAlone: 'Vit seul(e)',
  children: 'Enfants à charge',
  income: 'Revenu mensuel (€)',
  boursier: 'Boursier',
  chambre: 'Chambre',
};

const show = (v: unknown): string => {
  if (v === true) return 'Oui';
  if (v === false) return 'Non';
  if (v === null || v === undefined || v === '') return '—';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

function SimList({
  title,
  description,
  base,
  fixed,
}: {
  title: string;
  description: string;
  base: string;
  fixed?: Partial<Filters>;
}) {
  const session = useCurrentSession();
  const [draft, setDraft] = useState<Filters>({
    q: '',
    version: 'all',
    status: 'all',
    from: '',
    to: '',
    ...fixed,
  });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; page: number; pageSize: number; items: Sim[] } | null>(
    null,
  );
  const [error, setError] = useState<ApiError | null>(null);
  const [exporting, setExporting] = useState(false);

  // Filters travel in the body of a POST: a search may contain an e-mail, which never goes into a URL.
  useEffect(() => {
    let live = true;
    api
      .post<typeof data>('/api/admin/simulations/query', { ...filters, page, pageSize: 50 })
      .then((d) => {
        if (live) {
          setData(d);
          setError(null);
        }
      })
      .catch((e: ApiError) => live && setError(e));
    return () => {
      live = false;
    };
  }, [filters, page]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setFilters(draft);
  };
  const columns: ColumnDef<Sim, unknown>[] = [
    {
      accessorKey: 'createdAt',
      header: 'Date',
      cell: (c) => <Link to={`${base}/${c.row.original.id}`}>{fmtDateTime(c.row.original.createdAt)}</Link>,
    },
    { accessorKey: 'version', header: 'Version' },
    { accessorKey: 'email', header: 'E-mail', cell: (c) => c.row.original.email ?? '—' },
    { accessorKey: 'postalCode', header: 'Code postal', cell: (c) => c.row.original.postalCode ?? '—' },
    { accessorKey: 'zone', header: 'Zone', cell: (c) => c.row.original.zone ?? '—' },
    { accessorKey: 'currentStep', header: 'Étape', cell: (c) => `${c.row.original.currentStep}/12` },
    {
      accessorKey: 'isComplete',
      header: 'Terminée',
      cell: (c) => (c.row.original.isComplete ? 'Oui' : 'Non'),
    },
    {
      accessorKey: 'montantFinal',
      header: 'Montant',
      cell: (c) => (c.row.original.isComplete ? fmtEuros(c.row.original.montantFinal) : '—'),
    },
  ];
  return (
    <>
      <PageHeader title={title} description={description}>
        {session.isAdmin ? (
          <button
            type="button"
            className="btn"
            disabled={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                const blob = await api.post<Blob>('/api/admin/simulations/export', {
                  ...filters,
                  page: 1,
                  pageSize: 200,
                });
                download(blob, `simulations-${new Date().toISOString().slice(0, 10)}.csv`);
              } catch (e) {
                setError(e as ApiError);
              } finally {
                setExporting(false);
              }
            }}
          >
            Exporter en CSV
          </button>
        ) : null}
      </PageHeader>
      <form className="filters" onSubmit={apply}>
        <TextInput
          label="Recherche"
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
          placeholder={session.isAdmin ? 'Identifiant, code postal ou e-mail' : 'Identifiant ou code postal'}
        />
        {fixed?.version ? null : (
          <Select
            label="Version"
            value={draft.version}
            onChange={(version) => setDraft({ ...draft, version })}
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
          onChange={(status) => setDraft({ ...draft, status })}
          options={[
            ['all', 'Toutes'],
            ['complete', 'Terminées'],
            ['incomplete', 'En cours / abandonnées'],
          ]}
        />
        <TextInput
          label="Du"
          type="date"
          value={draft.from}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <TextInput label="Au" type="date" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        <button type="submit" className="btn">
          Filtrer
        </button>
      </form>
      <ErrorBox error={error} />
      {data ? (
        <>
          <DataTable data={data.items} columns={columns} empty="Aucune simulation ne correspond." />
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      ) : error ? null : (
        <Loading />
      )}
    </>
  );
}

export const SimulationList = () => (
  <SimList
    title="Simulations"
    description="Les simulations allées jusqu’au résultat, v1 et v2 ; changez l’état pour voir les autres."
    base="/simulations"
    fixed={{ status: 'complete' }}
  />
);
export const SimulationListV1 = () => (
  <SimList
    title="Simulations v1"
    description="Anciennes simulations (parcours v1)."
    base="/simulations"
    fixed={{ version: 'v1' }}
  />
);
export const SimulationListV2 = () => (
  <SimList
    title="Simulations v2"
    description="Simulations du parcours en 12 étapes."
    base="/simulations"
    fixed={{ version: 'v2' }}
  />
);
export const FormList = () => (
  <SimList
    title="Formulaires"
    description="Chaque formulaire du simulateur, étape par étape, y compris ceux abandonnés en cours de route."
    base="/formulaires"
  />
);

type Detail = Sim & {
  trackingData: Record<string, unknown> | null;
  finalResult: {
    montantFinal?: number;
    isEligible?: boolean;
    refusReason?: string | null;
    steps?: Array<{ step?: number; number?: number; title: string; description?: string; value?: unknown }>;
    [k: string]: unknown;
  } | null;
  calculatedAt: string | null;
  steps: Array<{
    stepNumber: number;
    stepName: string;
    stepData: Record<string, unknown>;
    createdAt: string;
  }>;
};

export function SimulationDetail() {
  const { id } = useParams();
  const state = useLoad<Detail>(`/api/admin/simulations/${id}`);
  return (
    <>
      <PageHeader title="Détail de la simulation" description={<code>{id}</code>}>
        <Link className="btn" to="/simulations">
          Retour à la liste
        </Link>
      </PageHeader>
      <Loaded state={state}>
        {(d) => (
          <>
            <div className="grid-2">
              <section className="card">
                <h2>Session</h2>
                <dl className="facts">
                  <dt>Créée le</dt>
                  <dd>{fmtDateTime(d.createdAt)}</dd>
                  <dt>Version</dt>
                  <dd>{d.version}</dd>
                  <dt>E-mail</dt>
                  <dd>{d.email ?? '—'}</dd>
                  <dt>Étape atteinte</dt>
                  <dd>{d.currentStep}/12</dd>
                  <dt>Terminée</dt>
                  <dd>{d.isComplete ? `Oui, le ${fmtDateTime(d.completedAt)}` : 'Non'}</dd>
                  <dt>Durée</dt>
                  <dd>{d.sessionDuration ? `${Math.round(d.sessionDuration / 60)} min` : '—'}</dd>
                </dl>
              </section>
              <section className="card" data-testid="result">
                <h2>Résultat calculé</h2>
                {d.finalResult ? (
                  <>
                    <p className="big">{fmtEuros(d.finalResult.montantFinal ?? d.montantFinal)} par mois</p>
                    <p>
                      {(d.finalResult.isEligible ?? d.isEligible)
                        ? 'Éligible'
                        : `Non éligible${d.finalResult.refusReason ? ` : ${d.finalResult.refusReason}` : ''}`}
                    </p>
                    <p className="muted">Calculé le {fmtDateTime(d.calculatedAt)}</p>
                    {Array.isArray(d.finalResult.steps) ? (
                      <ol className="calc-steps">
                        {d.finalResult.steps.map((s, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed, ordered list
                          <li key={`${s.title}-${i}`}>
                            <strong>{s.title}</strong>{' '}
                            {s.value !== undefined ? <span>: {show(s.value)}</span> : null}
                            {s.description ? <p className="muted">{s.description}</p> : null}
                          </li>
                        ))}
                      </ol>
                    ) : null}
                  </>
                ) : (
                  <p className="muted">
                    Pas encore de résultat : la simulation n'est pas allée jusqu'au bout.
                  </p>
                )}
              </section>
            </div>
            <section className="card">
              <h2>Réponses</h2>
              <dl className="facts">
                {Object.entries(d.formData).map(([k, v]) => (
                  <div key={k} className="fact">
                    <dt>{LABELS[k] ?? k}</dt>
                    <dd>{show(v)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="card">
              <h2>Étapes enregistrées</h2>
              {d.steps.length === 0 ? (
                <p className="empty">Aucune étape enregistrée.</p>
              ) : (
                <div className="table-wrap">
                  <table>
                    <thead>
                      <tr>
                        <th>N°</th>
                        <th>Étape</th>
                        <th>Réponses</th>
                        <th>Enregistrée le</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.steps.map((s, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the saved steps are an ordered log
                        <tr key={`${s.stepNumber}-${i}`}>
                          <td>{s.stepNumber}</td>
                          <td>{s.stepName}</td>
                          <td>
                            {Object.entries(s.stepData)
                              .map(([k, v]) => `${LABELS[k] ?? k} : ${show(v)}`)
                              .join(' · ')}
                          </td>
                          <td>{fmtDateTime(s.createdAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}
