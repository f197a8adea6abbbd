/**
 * One file of the library: preview (cropped around its focal point), size and date in French, alt text, focal
 * point, the pages using it, copy the code, delete.
 */
import { useState } from 'react';
import type { MediaItem } from '../../../../routes/admin/media.ts';
import type { ApiError } from '../../api.ts';
import { markdownImage } from '../../components/media/mediaCode.ts';
import { fmtBytes, fmtDateTime } from '../../lib/format.ts';
import { AltEditor } from './AltEditor.tsx';
import { FocalPoint } from './FocalPoint.tsx';
import { UsageList } from './UsageList.tsx';

export function MediaCard({
  m,
  onError,
  onDelete,
  onChanged,
}: {
  m: MediaItem;
  onError: (e: ApiError | null) => void;
  onDelete: (m: MediaItem) => void;
  /** After a change the list should show (an alt text filled, a focal point). */
  onChanged: () => void;
}) {
  const image = m.mimeType.startsWith('image/');
  const focal = m.focalX !== null && m.focalY !== null;
  return (
    <li className="media-card">
      {image ? (
        <img
          src={m.variants[0]?.url ?? m.url}
          alt={m.alt}
          loading="lazy"
          style={
            focal ? { objectPosition: `${(m.focalX ?? 0.5) * 100}% ${(m.focalY ?? 0.5) * 100}%` } : undefined
          }
        />
      ) : (
        <a className="file-icon" href={m.url}>
          PDF
        </a>
      )}
      <div className="media-meta">
        <strong title={m.originalName}>{m.originalName}</strong>
        <span className="muted">
          {fmtBytes(m.sizeBytes)}
          {m.width ? ` · ${m.width} × ${m.height} px` : ''} · {fmtDateTime(m.createdAt)}
        </span>
        {m.variants.length > 0 ? (
          <span className="muted">Tailles : {m.variants.map((v) => `${v.width} px`).join(', ')}</span>
        ) : null}
        <AltEditor item={m} onError={onError} onSaved={onChanged} />
        {image ? (
          <details className="focal-details">
            <summary>Point d’intérêt{focal ? ' (choisi)' : ''}</summary>
            <FocalPoint m={m} onSaved={onChanged} />
          </details>
        ) : null}
        {m.usedBy.length > 0 ? (
          <details className="usage">
            <summary>
              Utilisé par {m.usedBy.length} page{m.usedBy.length > 1 ? 's' : ''}
            </summary>
            <UsageList usedBy={m.usedBy} />
          </details>
        ) : (
          <span className="muted">Inutilisé</span>
        )}
        <code className="url">{m.url}</code>
        <div className="media-actions">
          {image ? <CopyCode m={m} /> : null}
          <button type="button" className="btn small danger" onClick={() => onDelete(m)}>
            Supprimer
          </button>
        </div>
      </div>
    </li>
  );
}

/** « Copier le code »: the Markdown of the image, to paste into an article or a guide. */
function CopyCode({ m }: { m: MediaItem }) {
  const [done, setDone] = useState<string | null>(null);
  const code = markdownImage(m.alt, m.url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setDone('Code copié.');
    } catch {
      setDone(`Copiez ce code : ${code}`);
    }
  };
  return (
    <>
      <button type="button" className="btn small" onClick={copy} title={code}>
        Copier le code
      </button>
      {done ? (
        <span className="muted" role="status">
          {done}
        </span>
      ) : null}
    </>
  );
}
