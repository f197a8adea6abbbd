/** Publishing (ssg, ssg-status), system tools, security validation and the read-only legal parameters. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type ApiError, api } from '../api.ts';
import { DataTable } from '../table.tsx';
import {
  Badge,
  ErrorBox,
  fmtBytes,
  fmtDate,
  fmtDateTime,
  fmtDuration,
  fmtInt,
  Loaded,
  Notice,
  PageHeader,
  useLoad,
} from '../ui.tsx';

type BuildInfo = {
  id: string;
  finishedAt?: string;
  durationMs?: number;
  pages?: number;
  reason?: string;
} | null;
type BuildRow = {
  id: number;
  status: string;
  reason: string;
  pageCount: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};
type SsgState = {
  live: BuildInfo;
  previous: BuildInfo;
  running: number | null;
  /** Pages rendered so far / expected; `partial` for an incremental build (only the pages an edit touched). */
  progress: { done: number; expected: number; partial: boolean } | null;
  queued: number | null;
  nextScheduled: { date: string } | null;
  history: BuildRow[];
};

function BuildLog({ id }: { id: number }) {
  const [row, setRow] = useState<(BuildRow & { log: string | null }) | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api.get<BuildRow & { log: string | null }>(`/api/admin/ssg/builds/${id}`).then(
        (r) => live && setRow(r),
        () => {},
      );
    void load();
    const t = setInterval(load, 2000);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [id]);
  if (!row) return null;
  const lines = (row.log ?? '').split('\n').filter(Boolean);
  return (
    <div>
      <p>
        Build n° {row.id} : <Badge status={row.status} /> — {row.reason} — {lines.length} ligne(s) de journal
      </p>
      <pre className="log">{lines.slice(-40).join('\n') || '…'}</pre>
    </div>
  );
}

export function SsgPage() {
  const state = useLoad<SsgState>('/api/admin/ssg');
  const [error, setError] = useState<ApiError | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const busy = state.data ? state.data.running !== null || state.data.queued !== null : false;
  const reload = state.reload;
  useEffect(() => {
    if (!busy) return;
    const t = setInterval(reload, 2000);
    return () => clearInterval(t);
  }, [busy, reload]);
  const act = async (path: string, done: string) => {
    setError(null);
    setMessage(null);
    try {
      await api.post(path, {});
      setMessage(done);
      state.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  return (
    <>
      <PageHeader
        title="Génération du site"
        description="Le site public est statique : chaque construction part dans un dossier neuf, mis en ligne seulement s'il est complet."
      >
        <button
          type="button"
          className="btn primary"
          onClick={() => act('/api/admin/ssg/rebuild', 'Reconstruction demandée.')}
        >
          Reconstruire le site
        </button>
        <button
          type="button"
          className="btn"
          disabled={!state.data?.previous || busy}
          onClick={() =>
            window.confirm('Remettre en ligne la build précédente ?') &&
            act('/api/admin/ssg/rollback', 'Build précédente remise en ligne.')
          }
        >
          Revenir à la build précédente
        </button>
      </PageHeader>
      <ErrorBox error={error} />
      {message ? <Notice kind="success">{message}</Notice> : null}
      <Loaded state={state}>
        {(s) => (
          <>
            <section className="kpis">
              <div className="kpi">
                <span className="kpi-label">En ligne</span>
                <strong className="small">
                  {s.live?.finishedAt ? fmtDateTime(s.live.finishedAt) : s.live ? s.live.id : 'aucune'}
                </strong>
                <span className="muted">
                  {s.live?.pages ? `${fmtInt(s.live.pages)} pages en ${fmtDuration(s.live.durationMs)}` : ''}
                </span>
              </div>
              <div className="kpi">
                <span className="kpi-label">Précédente (retour arrière)</span>
                <strong className="small">
                  {s.previous?.finishedAt ? fmtDateTime(s.previous.finishedAt) : 'aucune'}
                </strong>
              </div>
              <div className="kpi">
                <span className="kpi-label">File d'attente</span>
                <strong className="small">{s.running ? 'construction en cours' : 'vide'}</strong>
                <span className="muted">{s.queued ? `build n° ${s.queued} en attente` : ''}</span>
              </div>
            </section>
            {s.running ? (
              <section className="card">
                <h2>Construction en cours</h2>
                {s.progress ? (
                  <p>
                    {s.progress.partial
                      ? `Reconstruction partielle : ${s.progress.done} page(s) rendue(s).`
                      : `${s.progress.done} page(s) rendue(s)${s.progress.expected ? ` sur environ ${s.progress.expected}` : ''}.`}{' '}
                    {!s.progress.partial && s.progress.expected > 0 ? (
                      <progress
                        max={s.progress.expected}
                        value={Math.min(s.progress.done, s.progress.expected)}
                      />
                    ) : null}
                  </p>
                ) : null}
                <BuildLog id={s.running} />
              </section>
            ) : null}
            {s.nextScheduled ? (
              <p className="muted small">
                Reconstruction complète programmée le {s.nextScheduled.date}, date d'effet des prochains
                barèmes connus.
              </p>
            ) : null}
            <h2>Historique</h2>
            <DataTable
              data={s.history}
              empty="Aucune construction lancée depuis l'administration."
              columns={[
                { accessorKey: 'id', header: 'N°' },
                {
                  accessorKey: 'status',
                  header: 'Statut',
                  cell: (c) => <Badge status={c.row.original.status} />,
                },
                { accessorKey: 'reason', header: 'Motif' },
                {
                  accessorKey: 'createdAt',
                  header: 'Demandée le',
                  cell: (c) => fmtDateTime(c.row.original.createdAt),
                },
                {
                  accessorKey: 'durationMs',
                  header: 'Durée',
                  cell: (c) => fmtDuration(c.row.original.durationMs),
                },
                { accessorKey: 'pageCount', header: 'Pages', cell: (c) => fmtInt(c.row.original.pageCount) },
                {
                  accessorKey: 'error',
                  header: 'Erreur',
                  cell: (c) =>
                    c.row.original.error ? <span className="bad">{c.row.original.error}</span> : '',
                },
              ]}
            />
          </>
        )}
      </Loaded>
    </>
  );
}

type SsgStatusData = {
  live: { id: string; finishedAt: string; durationMs: number; pages: number; reason: string } | null;
  lastSuccess: BuildRow | null;
  lastFailure: { id: number; error: string | null; finishedAt: string | null } | null;
  nextEffectiveDates: string[];
};

export function SsgStatus() {
  const state = useLoad<SsgStatusData>('/api/admin/ssg/status');
  return (
    <>
      <PageHeader title="État du site" description="La dernière construction réussie, en ligne." />
      <Loaded state={state}>
        {(s) => (
          <>
            {s.live ? (
              <section className="kpis">
                <div className="kpi">
                  <span className="kpi-label">Dernière build réussie</span>
                  <strong className="small">{fmtDateTime(s.live.finishedAt)}</strong>
                  <span className="muted">{s.live.reason}</span>
                </div>
                <div className="kpi">
                  <span className="kpi-label">Durée</span>
                  <strong>{fmtDuration(s.live.durationMs)}</strong>
                </div>
                <div className="kpi">
                  <span className="kpi-label">Pages</span>
                  <strong>{fmtInt(s.live.pages)}</strong>
                </div>
              </section>
            ) : (
              <Notice kind="warning">Le site n'a jamais été construit.</Notice>
            )}
            {s.lastFailure && (!s.lastSuccess || s.lastFailure.id > s.lastSuccess.id) ? (
              <Notice kind="error">
                La dernière construction (n° {s.lastFailure.id}) a échoué : {s.lastFailure.error}. Le site en
                ligne n'a pas changé. <Link to="/ssg">Voir le journal</Link>
              </Notice>
            ) : null}
            <section className="card">
              <h2>Prochaines dates d'effet des barèmes</h2>
              {s.nextEffectiveDates.length ? (
                <ul className="plain">
                  {s.nextEffectiveDates.map((d) => (
                    <li key={d}>{fmtDate(d)}</li>
                  ))}
                </ul>
              ) : (
                <p className="muted">
                  Aucune date d'effet connue à venir : les montants des pages suivent les barèmes en vigueur.
                </p>
              )}
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}

type Check = { id: string; label: string; ok: boolean; detail: string };

type AuditRow = {
  id: number;
  action: string;
  entity: string;
  entityId: string | null;
  createdAt: string;
  userName: string | null;
};

const ACTIONS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  publish: 'Publication',
  unpublish: 'Dépublication',
  upload: 'Téléversement',
  'batch-seo': 'SEO en lot',
  generate: 'Génération',
  'set-roles': 'Rôles',
  export: 'Export CSV',
  backup: 'Sauvegarde',
  rebuild: 'Reconstruction',
  rollback: 'Retour arrière',
  'mark-handled': 'Message traité',
  'mark-new': 'Message rouvert',
};

/** Who changed what, when: the last 200 writes. */
function AuditLog() {
  const state = useLoad<{ items: AuditRow[] }>('/api/admin/audit');
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">Journal des modifications</h2>
      <Loaded state={state}>
        {(d) => (
          <DataTable
            data={d.items}
            empty="Aucune modification enregistrée."
            columns={[
              {
                accessorKey: 'createdAt',
                header: 'Quand',
                cell: (c) => fmtDateTime(c.row.original.createdAt),
              },
              {
                accessorKey: 'userName',
                header: 'Qui',
                cell: (c) => c.row.original.userName ?? '(compte supprimé)',
              },
              {
                accessorKey: 'action',
                header: 'Quoi',
                cell: (c) => ACTIONS[c.row.original.action] ?? c.row.original.action,
              },
              {
                accessorKey: 'entity',
                header: 'Élément',
                cell: (c) =>
                  `${c.row.original.entity}${c.row.original.entityId ? ` n° ${c.row.original.entityId}` : ''}`,
              },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}

export function SecurityValidation() {
  const state = useLoad<{ checkedAt: string; checks: Check[] }>('/api/admin/security');
  return (
    <>
      <PageHeader
        title="Validation de la sécurité"
        description="Ce que le serveur applique, vérifié à l'instant sur ce serveur même."
      >
        <button type="button" className="btn" onClick={state.reload}>
          Revérifier
        </button>
      </PageHeader>
      <Loaded state={state}>
        {(s) => (
          <>
            <p className="muted">
              Vérifié le {fmtDateTime(s.checkedAt)} — {s.checks.filter((c) => c.ok).length}/{s.checks.length}{' '}
              contrôles conformes.
            </p>
            <ul className="checks">
              {s.checks.map((c) => (
                <li key={c.id} className={c.ok ? 'ok' : 'ko'} data-testid={`check-${c.id}`}>
                  <span className="check-mark" aria-hidden="true">
                    {c.ok ? '✔' : '✘'}
                  </span>
                  <div>
                    <strong>{c.label}</strong>{' '}
                    <span className="sr-only">{c.ok ? 'conforme' : 'non conforme'}</span>
                    <p className="muted detail">{c.detail}</p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </Loaded>
      <AuditLog />
    </>
  );
}

type SystemData = {
  database: {
    bytes: number;
    walBytes: number;
    pageSize: number;
    pageCount: number;
    freePages: number;
    journalMode: string;
    tables: Array<{ name: string; rows: number }>;
  };
  media: { files: number; bytes: number };
  build: SsgState;
  server: { node: string; uptimeSeconds: number; memoryMb: number; env: string; email: string };
};

export function SystemTools() {
  const state = useLoad<SystemData>('/api/admin/system');
  return (
    <>
      <PageHeader title="Outils système">
        <a className="btn primary" href="/api/admin/system/backup" download>
          Télécharger une sauvegarde de la base
        </a>
      </PageHeader>
      <Loaded state={state}>
        {(s) => (
          <>
            <section className="kpis">
              <div className="kpi">
                <span className="kpi-label">Base de données</span>
                <strong>{fmtBytes(s.database.bytes + s.database.walBytes)}</strong>
                <span className="muted">
                  {fmtInt(s.database.pageCount)} pages de {fmtBytes(s.database.pageSize)}, journal{' '}
                  {s.database.journalMode}
                </span>
              </div>
              <div className="kpi">
                <span className="kpi-label">Médias</span>
                <strong>{fmtBytes(s.media.bytes)}</strong>
                <span className="muted">{fmtInt(s.media.files)} fichier(s)</span>
              </div>
              <div className="kpi">
                <span className="kpi-label">Construction du site</span>
                <strong className="small">
                  {s.build.running
                    ? 'en cours'
                    : s.build.live?.finishedAt
                      ? fmtDateTime(s.build.live.finishedAt)
                      : '—'}
                </strong>
                <Link to="/ssg">Détails</Link>
              </div>
              <div className="kpi">
                <span className="kpi-label">Serveur</span>
                <strong className="small">Node {s.server.node}</strong>
                <span className="muted">
                  {Math.round(s.server.uptimeSeconds / 60)} min, {s.server.memoryMb} Mo — e-mails :{' '}
                  {s.server.email}
                </span>
              </div>
            </section>
            <h2>Tables</h2>
            <DataTable
              data={s.database.tables}
              columns={[
                { accessorKey: 'name', header: 'Table' },
                { accessorKey: 'rows', header: 'Lignes', cell: (c) => fmtInt(c.row.original.rows) },
              ]}
            />
          </>
        )}
      </Loaded>
    </>
  );
}

type Series = {
  key: string;
  revalorisation: string | null;
  versions: Array<{ depuis: string; valeur: unknown; references: Array<{ titre: string; url: string }> }>;
};
type Params = {
  source: { openfisca: string; commit: string; date: string };
  confirmeAu: string;
  couverture: Array<[string, string | null]>;
  effectiveDates: string[];
  revalorisationsAttendues: Array<{ date: string; series: string[] }>;
  series: Series[];
};

function Value({ v }: { v: unknown }) {
  if (v !== null && typeof v === 'object')
    return (
      <table className="values">
        <tbody>
          {Object.entries(v as Record<string, unknown>).map(([k, x]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>
                <Value v={x} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return <span>{String(v).replace('.', ',')}</span>;
}

export function Parameters() {
  const state = useLoad<Params>('/api/admin/parameters');
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
                        .map((r) => `${fmtDate(r.date)} (${r.series.join(', ')})`)
                        .join(' ; ')
                    : 'aucune'}
                </dd>
              </dl>
            </section>
            {p.series.map((s) => (
              <section key={s.key} className="card">
                <h2>
                  <button
                    type="button"
                    className="btn link"
                    aria-expanded={open === s.key}
                    onClick={() => setOpen(open === s.key ? null : s.key)}
                  >
                    {s.key}
                  </button>{' '}
                  <span className="muted small">
                    {s.versions.length} version(s)
                    {s.revalorisation
                      ? `, revalorisée chaque ${s.revalorisation.split('-').reverse().join('/')}`
                      : ''}
                  </span>
                </h2>
                {open === s.key
                  ? [...s.versions].reverse().map((v) => (
                      <div key={v.depuis} className="version">
                        <h3>Depuis le {fmtDate(v.depuis)}</h3>
                        <Value v={v.valeur} />
                        <ul className="plain">
                          {v.references.map((r) => (
                            <li key={r.url}>
                              <a href={r.url} target="_blank" rel="noopener">
                                {r.titre}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))
                  : null}
              </section>
            ))}
          </>
        )}
      </Loaded>
    </>
  );
}

export function NotFoundScreen() {
  return (
    <div className="guard">
      <h1>Page introuvable</h1>
      <p>
        Cette page de l'administration n'existe pas. <Link to="/">Retour au tableau de bord</Link>
      </p>
    </div>
  );
}
