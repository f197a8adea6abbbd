/** The log of a running build, read every 2 seconds (its last 40 lines). */
import { useEffect, useState } from 'react';
import type { BuildDetail } from '../../../../routes/admin/system.ts';
import { api } from '../../api.ts';
import { Badge } from '../../components/Badge.tsx';
import { SkippedItems } from './SkippedItems.tsx';

export function BuildLog({ id }: { id: number }) {
  const [row, setRow] = useState<BuildDetail | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api.get<BuildDetail>(`/api/admin/ssg/builds/${id}`).then(
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
      <SkippedItems items={row.skipped} />
    </div>
  );
}
