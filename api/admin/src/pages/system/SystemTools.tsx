/** « Outils système »: database, media folder, site build and server process; a backup of the database. */
import { Link } from 'react-router';
import type { SystemInfo } from '../../../../routes/admin/system.ts';
import { Kpi } from '../../components/Kpi.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtBytes, fmtDateTime, fmtDuration, fmtInt } from '../../lib/format.ts';
import { StoreGrowth } from './StoreGrowth.tsx';
import { TABLE_LABELS } from './tableLabels.ts';

export function SystemTools() {
  const state = useLoad<SystemInfo>('/api/admin/system');
  return (
    <>
      <PageHeader title="Outils système">
        {state.data?.database.kind === 'postgres' ? (
          <span className="muted">Sauvegarde : pg_dump, ou les instantanés de l’hébergeur</span>
        ) : (
          <a className="btn primary" href="/api/admin/system/backup" download>
            Télécharger une sauvegarde de la base
          </a>
        )}
      </PageHeader>
      <Loaded state={state}>
        {(s) => (
          <>
            <SystemKpis s={s} />
            <h2>Tables</h2>
            <DataTable
              data={s.database.tables}
              columns={[
                {
                  accessorKey: 'name',
                  header: 'Table',
                  cell: (c) => (
                    <>
                      {TABLE_LABELS[c.row.original.name] ?? c.row.original.name}{' '}
                      <code className="muted small">{c.row.original.name}</code>
                    </>
                  ),
                },
                { accessorKey: 'rows', header: 'Lignes', cell: (c) => fmtInt(c.row.original.rows) },
                { accessorKey: 'bytes', header: 'Taille', cell: (c) => fmtBytes(c.row.original.bytes) },
              ]}
            />
            <StoreGrowth database={s.database} />
          </>
        )}
      </Loaded>
    </>
  );
}

function SystemKpis({ s }: { s: SystemInfo }) {
  const { database: db, build } = s;
  const live = build.live && 'finishedAt' in build.live ? build.live : null;
  return (
    <section className="kpis">
      <Kpi label="Base de données" value={fmtBytes(db.bytes + db.walBytes)}>
        <span className="muted">
          {db.kind === 'postgres'
            ? `PostgreSQL ${db.version ?? ''}`
            : `${fmtInt(db.pageCount)} pages de ${fmtBytes(db.pageSize)}, journal ${db.journalMode}`}
        </span>
      </Kpi>
      <Kpi label="Médias" value={fmtBytes(s.media.bytes)}>
        <span className="muted">
          {fmtInt(s.media.files)} {s.media.files > 1 ? 'fichiers' : 'fichier'}
        </span>
      </Kpi>
      <Kpi
        label="Construction du site"
        value={build.running ? 'en cours' : live?.finishedAt ? fmtDateTime(live.finishedAt) : '—'}
        valueClass="small"
      >
        <Link to="/ssg">Détails</Link>
      </Kpi>
      <Kpi label="Serveur" value={`Node ${s.server.node}`} valueClass="small">
        <span className="muted">
          en marche depuis {fmtDuration(s.server.uptimeSeconds * 1000)}, {fmtInt(s.server.memoryMb)} Mo de
          mémoire — e-mails : {s.server.email}
        </span>
      </Kpi>
    </section>
  );
}
