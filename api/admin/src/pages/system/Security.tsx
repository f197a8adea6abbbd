/** « Validation de la sécurité »: what the server enforces, checked now on this very server; the audit log. */
import type { SecurityReport } from '../../../../routes/admin/system.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDateTime } from '../../lib/format.ts';
import { AuditLog } from './AuditLog.tsx';

export function SecurityValidation() {
  const state = useLoad<SecurityReport>('/api/admin/security');
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
