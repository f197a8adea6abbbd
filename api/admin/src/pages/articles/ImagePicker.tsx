/**
 * The featured image of an article, picked among the images of the media library: the 24 newest, or those the
 * admin's search finds (GET /api/admin/search?kind=media: name and alternative text, accents ignored, best first).
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { MediaList } from '../../../../routes/admin/media.ts';
import type { SearchAnswer } from '../../../../routes/admin/search.ts';
import { qs } from '../../api.ts';
import { Loading } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';

const SHOWN = 24;

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
  const searchId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useLoad<SearchAnswer>(
    query ? `/api/admin/search${qs({ q: query, kind: 'media', limit: 50 })}` : null,
  );
  const images = media.data?.items.filter((m) => m.mimeType.startsWith('image/')) ?? [];
  const current = images.find((m) => m.id === value);
  const byId = new Map(images.map((m) => [m.id, m]));
  const searching = query !== '' && found.data?.q === query;
  // The search's order (best first), among the images of the library.
  const shown = searching
    ? (found.data?.hits ?? []).flatMap((h) => byId.get(h.id) ?? []).slice(0, SHOWN)
    : images.slice(0, SHOWN);
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
        <>
          <div className="image-picker-search">
            <label htmlFor={searchId}>Rechercher une image</label>
            <input
              id={searchId}
              type="search"
              value={text}
              maxLength={100}
              placeholder="Nom du fichier ou texte alternatif"
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          {found.error ? <p className="field-error">{found.error.message}</p> : null}
          {searching && shown.length === 0 ? (
            <p className="muted">Aucune image ne correspond à « {query} ».</p>
          ) : null}
          <div className="thumbs">
            {shown.map((m) => (
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
        </>
      ) : media.data ? (
        <p className="muted">
          Aucune image dans la <Link to="/media">médiathèque</Link>.
        </p>
      ) : null}
      {error?.length ? <p className="field-error">{error.join(' ')}</p> : null}
    </fieldset>
  );
}
