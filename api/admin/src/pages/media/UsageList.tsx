/** The pages that use a file: each with a link to its editor, its public address and where the file appears. */
import { Link } from 'react-router';
import type { MediaUsedBy } from '../../../../routes/admin/media.ts';
import { Badge } from '../../components/Badge.tsx';

const KIND_LABELS = { article: 'Article', guide: 'Guide', city: 'Page ville' } as const;
const EDITOR_PATHS = {
  article: (id: number) => `/articles/${id}/edit`,
  guide: (id: number) => `/thematiques/${id}/edit`,
  city: (id: number) => `/cities/${id}/edit`,
} as const;

export function UsageList({ usedBy }: { usedBy: MediaUsedBy }) {
  return (
    <ul className="usage-list">
      {usedBy.map((u) => (
        <li key={`${u.kind}-${u.id}-${u.where}`}>
          <span className="muted">{KIND_LABELS[u.kind]} · </span>
          <Link to={EDITOR_PATHS[u.kind](u.id)}>{u.title}</Link> <Badge status={u.status} />
          <span className="muted">
            {' '}
            · {u.where} · <code>{u.path}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}
