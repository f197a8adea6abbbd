/** The alternative text of a file, edited in place. */
import { useState } from 'react';
import type { MediaAltBody, MediaItem } from '../../../../routes/admin/media.ts';
import { type ApiError, api } from '../../api.ts';

export function AltEditor({ item, onError }: { item: MediaItem; onError: (e: ApiError | null) => void }) {
  const [alt, setAlt] = useState(item.alt);
  const [saved, setSaved] = useState(false);
  return (
    <form
      className="inline-form"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await api.patch(`/api/admin/media/${item.id}`, { alt } satisfies MediaAltBody);
          setSaved(true);
          onError(null);
        } catch (err) {
          onError(err as ApiError);
        }
      }}
    >
      <input
        aria-label={`Texte alternatif de « ${item.originalName} »`}
        value={alt}
        onChange={(e) => {
          setAlt(e.target.value);
          setSaved(false);
        }}
        placeholder="Texte alternatif"
      />
      <button type="submit" className="btn small">
        {saved ? 'Enregistré' : 'OK'}
      </button>
    </form>
  );
}
