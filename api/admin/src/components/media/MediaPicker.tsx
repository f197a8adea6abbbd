/**
 * Choosing an image of the media library, in a modal dialog: search by name or alternative text (the admin's
 * search, GET /api/admin/search?kind=media), pick a thumbnail, check its alternative text, then « Insérer ». Used
 * by the « Insérer une image » button of the editors; any other screen may open it the same way.
 */
import { useEffect, useRef, useState } from 'react';
import type { MediaItem, MediaList } from '../../../../routes/admin/media.ts';
import type { SearchAnswer } from '../../../../routes/admin/search.ts';
import { qs } from '../../api.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { TextInput } from '../form/TextInput.tsx';
import { ErrorBox, Loading } from '../status.tsx';

/** What the editor chose: the image, and the alternative text to write with it. */
export type PickedImage = { item: MediaItem; alt: string };

export function MediaPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (picked: PickedImage) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState('');
  const state = useLoad<MediaList>(open ? `/api/admin/media${qs({ type: 'image' })}` : null);
  // The admin's search (name and alternative text, accents ignored, best first), among the library's images.
  const found = useLoad<SearchAnswer>(
    open && query ? `/api/admin/search${qs({ q: query, kind: 'media', limit: 50 })}` : null,
  );

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  // The list follows the search box a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);

  const choose = (m: MediaItem) => {
    setChosen(m);
    setAlt(m.alt);
  };
  const insert = () => {
    if (!chosen) return;
    onPick({ item: chosen, alt });
    setChosen(null);
  };
  const images = state.data?.items ?? [];
  const byId = new Map(images.map((m) => [m.id, m]));
  const searching = query !== '' && found.data?.q === query;
  const items =
    query === '' ? images : searching ? (found.data?.hits ?? []).flatMap((h) => byId.get(h.id) ?? []) : [];

  return (
    <dialog ref={dialog} className="media-picker" aria-labelledby="media-picker-title" onClose={onClose}>
      <div className="media-picker-head">
        <h2 id="media-picker-title">Insérer une image</h2>
        <button type="button" className="btn small" onClick={onClose}>
          Fermer
        </button>
      </div>
      <TextInput
        label="Rechercher une image"
        type="search"
        value={search}
        onChange={setSearch}
        placeholder="Nom du fichier ou texte alternatif"
      />
      <ErrorBox error={state.error ?? found.error} />
      {(state.loading && !state.data) || (query !== '' && !searching) ? <Loading /> : null}
      {state.data && items.length === 0 && (query === '' || searching) ? (
        <p className="muted">
          {query ? 'Aucune image ne correspond à cette recherche.' : 'Aucune image dans la médiathèque.'}
        </p>
      ) : null}
      <div className="media-picker-grid">
        {items.map((m) => (
          <button
            key={m.id}
            type="button"
            className={m.id === chosen?.id ? 'thumb selected' : 'thumb'}
            aria-pressed={m.id === chosen?.id}
            title={m.alt || m.originalName}
            onClick={() => choose(m)}
          >
            <img src={m.variants[0]?.url ?? m.url} alt={m.alt || m.originalName} loading="lazy" />
          </button>
        ))}
      </div>
      {chosen ? (
        <div className="media-picker-choice">
          <TextInput
            label={`Texte alternatif de « ${chosen.originalName} »`}
            value={alt}
            onChange={setAlt}
            placeholder="Décrivez l'image"
            hint={
              alt.trim() === ''
                ? "Sans texte alternatif, l'image sera ignorée par les lecteurs d'écran."
                : undefined
            }
          />
          <button type="button" className="btn primary" onClick={insert}>
            Insérer
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
