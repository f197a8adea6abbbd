/** Media library: upload (type and size checked by the server, shown here in French), list, alt text, delete. */
import { useState } from 'react';
import type { MediaItem, MediaList } from '../../../../routes/admin/media.ts';
import { type ApiError, api } from '../../api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorBox, Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtBytes, fmtDateTime } from '../../lib/format.ts';
import { AltEditor } from './AltEditor.tsx';
import { UploadForm } from './UploadForm.tsx';

export function MediaLibrary() {
  const state = useLoad<MediaList>('/api/admin/media');
  const [error, setError] = useState<ApiError | null>(null);
  const remove = async (m: MediaItem) => {
    const question =
      m.usedBy > 0
        ? `Ce fichier illustre ${m.usedBy} article(s). Le supprimer quand même ?`
        : 'Supprimer ce fichier ?';
    if (!window.confirm(question)) return;
    try {
      await api.del(`/api/admin/media/${m.id}`);
      state.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  return (
    <>
      <PageHeader
        title="Médias"
        description="Images (JPEG, PNG, GIF, WebP, AVIF) et PDF, 5 Mo au plus. Les SVG sont refusés."
      />
      <UploadForm onUploaded={state.reload} />
      <ErrorBox error={error} />
      <Loaded state={state}>
        {(d) =>
          d.items.length === 0 ? (
            <p className="empty">Aucun fichier.</p>
          ) : (
            <ul className="media-grid">
              {d.items.map((m) => (
                <MediaCard key={m.id} m={m} onError={setError} onDelete={remove} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

function MediaCard({
  m,
  onError,
  onDelete,
}: {
  m: MediaItem;
  onError: (e: ApiError | null) => void;
  onDelete: (m: MediaItem) => void;
}) {
  return (
    <li className="media-card">
      {m.mimeType.startsWith('image/') ? (
        <img src={m.url} alt={m.alt} loading="lazy" />
      ) : (
        <a className="file-icon" href={m.url}>
          PDF
        </a>
      )}
      <div className="media-meta">
        <strong title={m.originalName}>{m.originalName}</strong>
        <span className="muted">
          {fmtBytes(m.sizeBytes)}
          {m.width ? ` · ${m.width}×${m.height}` : ''} · {fmtDateTime(m.createdAt)}
        </span>
        <AltEditor item={m} onError={onError} />
        <code className="url">{m.url}</code>
        <button type="button" className="btn small danger" onClick={() => onDelete(m)}>
          Supprimer
        </button>
      </div>
    </li>
  );
}
