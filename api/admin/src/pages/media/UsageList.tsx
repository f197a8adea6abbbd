/** What uses a file: each page, setting or e-mail with a link to its editor, its public address and where. */
import { Link } from 'react-router';
import type { MediaUsedBy } from '../../../../routes/admin/media.ts';
import { Badge } from '../../components/Badge.tsx';

const KIND_LABELS = {
  article: 'Article',
  guide: 'Guide',
  city: 'Page ville',
  setting: 'Réglage du site',
  email: 'Modèle d’e-mail',
} as const;
/** The admin screen that edits each kind (the site's settings have none). */
const EDITOR_PATHS: Record<MediaUsedBy[number]['kind'], ((id: string) => string) | null> = {
  article: (id) => `/articles/${id}/edit`,
  guide: (id) => `/thematiques/${id}/edit`,
  city: (id) => `/cities/${id}/edit`,
  setting: null,
  email: (key) => `/email/templates/${encodeURIComponent(key)}`,
};

export function UsageList({ usedBy }: { usedBy: MediaUsedBy }) {
  return (
    <ul className="usage-list">
      {usedBy.map((u) => {
        const editor = EDITOR_PATHS[u.kind];
        return (
          <li key={`${u.kind}-${u.id}-${u.where}`}>
            <span className="muted">{KIND_LABELS[u.kind]} · </span>
            {editor ? <Link to={editor(String(u.id))}>{u.title}</Link> : u.title} <Badge status={u.status} />
            <span className="muted">
              {' '}
              · {u.where}
              {u.path && (
                <>
                  {' '}
                  · <code>{u.path}</code>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
