/** The featured image of an article, picked among the images of the media library. */
import { Link } from 'react-router';
import type { MediaList } from '../../../../routes/admin/media.ts';
import { Loading } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';

export function ImagePicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string[] | undefined;
}) {
  const media = useLoad<MediaList>('/api/admin/media');
  const images = media.data?.items.filter((m) => m.mimeType.startsWith('image/')) ?? [];
  const current = images.find((m) => m.id === value);
  return (
    <fieldset className={`field image-picker${error?.length ? ' has-error' : ''}`}>
      <legend>Image à la une</legend>
      {current ? (
        <img src={current.url} alt={current.alt} className="thumb-lg" />
      ) : (
        <p className="muted">Aucune image choisie.</p>
      )}
      {media.loading && !media.data ? <Loading /> : null}
      {images.length > 0 ? (
        <div className="thumbs">
          {images.slice(0, 24).map((m) => (
            <button
              key={m.id}
              type="button"
              aria-pressed={m.id === value}
              className={m.id === value ? 'thumb selected' : 'thumb'}
              onClick={() => onChange(m.id === value ? null : m.id)}
              title={m.alt || m.originalName}
            >
              <img src={m.variants[0]?.url ?? m.url} alt={m.alt || m.originalName} loading="lazy" />
            </button>
          ))}
        </div>
      ) : media.data ? (
        <p className="muted">
          Aucune image dans la <Link to="/media">médiathèque</Link>.
        </p>
      ) : null}
      {error?.length ? <p className="field-error">{error.join(' ')}</p> : null}
    </fieldset>
  );
}
