/**
 * The featured image of an article, picked among the images of the media library: the 24 newest, or those the
 * admin's search finds (GET /api/admin/search?kind=media: name and alternative text, accents ignored, best first).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useImageSearch } from '../../components/media/useImageSearch.ts';
import { Loading } from '../../components/status.tsx';

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
  const searchId = useId();
  const library = useImageSearch(true);
  const images = library.images;
  const current = images.find((m) => m.id === value);
  const shown = library.shown.slice(0, SHOWN);
  return (
    <fieldset className={`field image-picker${error?.length ? ' has-error' : ''}`}>
      <legend>Image à la une</legend>
      {current ? (
        <img src={current.url} alt={current.alt} className="thumb-lg" />
      ) : (
        <p className="muted">Aucune image choisie.</p>
      )}
      {library.loading ? <Loading /> : null}
      {images.length > 0 ? (
        <>
          <div className="image-picker-search">
            <label htmlFor={searchId}>Rechercher une image</label>
            <input
              id={searchId}
              type="search"
              value={library.text}
              maxLength={100}
              placeholder="Nom du fichier ou texte alternatif"
              onChange={(e) => library.setText(e.target.value)}
            />
          </div>
          {library.error ? <p className="field-error">{library.error.message}</p> : null}
          {library.query && library.answered && shown.length === 0 ? (
            <p className="muted">Aucune image ne correspond à « {library.query} ».</p>
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
      ) : library.loaded ? (
        <p className="muted">
          Aucune image dans la <Link to="/media">médiathèque</Link>.
        </p>
      ) : null}
      {error?.length ? <p className="field-error">{error.join(' ')}</p> : null}
    </fieldset>
  );
}
