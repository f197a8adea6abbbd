/**
 * Choosing an image of the media library, in a modal dialog: search by name or alternative text (the admin's
 * search, GET /api/admin/search?kind=media), pick a thumbnail, check its alternative text, then « Insérer ». Used
 * by the « Insérer une image » button of the editors; any other screen may open it the same way.
 */
import { useEffect, useRef, useState } from 'react';
import type { MediaItem } from '../../../../routes/admin/media.ts';
import { TextInput } from '../form/TextInput.tsx';
import { ErrorBox, Loading } from '../status.tsx';
import { useImageSearch } from './useImageSearch.ts';

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
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState('');
  const library = useImageSearch(open);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const choose = (m: MediaItem) => {
    setChosen(m);
    setAlt(m.alt);
  };
  const insert = () => {
    if (!chosen) return;
    onPick({ item: chosen, alt });
    setChosen(null);
  };
  const { query, shown: items } = library;

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
        value={library.text}
        onChange={library.setText}
        placeholder="Nom du fichier ou texte alternatif"
      />
      <ErrorBox error={library.error} />
      {library.loading ? <Loading /> : null}
      {library.loaded && library.answered && items.length === 0 ? (
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
      {chosen ? <AltChoice chosen={chosen} alt={alt} onAlt={setAlt} onInsert={insert} /> : null}
    </dialog>
  );
}

/** The chosen image's alternative text, checked before « Insérer ». */
function AltChoice({
  chosen,
  alt,
  onAlt,
  onInsert,
}: {
  chosen: MediaItem;
  alt: string;
  onAlt: (alt: string) => void;
  onInsert: () => void;
}) {
  return (
    <div className="media-picker-choice">
      <TextInput
        label={`Texte alternatif de « ${chosen.originalName} »`}
        value={alt}
        onChange={onAlt}
        placeholder="Décrivez l'image"
        hint={
          alt.trim() === ''
            ? "Sans texte alternatif, l'image sera ignorée par les lecteurs d'écran."
            : undefined
        }
      />
      <button type="button" className="btn primary" onClick={onInsert}>
        Insérer
      </button>
    </div>
  );
}
