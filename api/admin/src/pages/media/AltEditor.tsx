/**
 * The alternative text of a file, edited in place. Enter saves it and goes on to the next file's field (a quick
 * pass through the « Sans texte alternatif » view); a refusal is shown under the field, in French.
 */
import { useEffect, useState } from 'react';
import type { MediaItem, MediaPatchBody } from '../../../../routes/admin/media.ts';
import { ApiError, api } from '../../api.ts';

type Described = Pick<MediaItem, 'id' | 'alt' | 'originalName'>;

/** The alt field of the next file in the same list, if any. */
function nextField(from: HTMLElement): HTMLInputElement | null {
  const item = from.closest('li');
  let next = item?.nextElementSibling;
  while (next) {
    const field = next.querySelector<HTMLInputElement>('input[data-alt]');
    if (field) return field;
    next = next.nextElementSibling;
  }
  return null;
}

export function AltEditor({
  item,
  onError,
  onSaved,
}: {
  item: Described;
  onError: (e: ApiError | null) => void;
  onSaved?: () => void;
}) {
  const [alt, setAlt] = useState(item.alt);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The list reloaded with a text saved elsewhere (the upload list, another tab): shown here too.
  useEffect(() => setAlt(item.alt), [item.alt]);
  return (
    <form
      className="inline-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        try {
          await api.patch(`/api/admin/media/${item.id}`, { alt } satisfies MediaPatchBody);
          setSaved(true);
          setError(null);
          onError(null);
          nextField(form)?.focus();
          onSaved?.();
        } catch (err) {
          setError(err instanceof ApiError ? err.message : String(err));
          onError(err as ApiError);
        }
      }}
    >
      <input
        data-alt
        aria-label={`Texte alternatif de « ${item.originalName} »`}
        value={alt}
        onChange={(e) => {
          setAlt(e.target.value);
          setSaved(false);
        }}
        placeholder="Texte alternatif"
        maxLength={300}
      />
      <button type="submit" className="btn small">
        {saved ? 'Enregistré' : 'OK'}
      </button>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
