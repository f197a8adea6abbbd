/**
 * The images of the media library as the pickers show them (issue 30): all of them, newest first, or — while a
 * search is typed — those the admin's search finds (GET /api/admin/search?kind=media: name and alternative text,
 * accents ignored, best first), in its order. The search box is read a moment after typing stops.
 */
import { useEffect, useState } from 'react';
import type { MediaList } from '../../../../routes/admin/media.ts';
import type { SearchAnswer } from '../../../../routes/admin/search.ts';
import { qs } from '../../api.ts';
import { useLoad } from '../../hooks/useLoad.ts';

export function useImageSearch(enabled: boolean) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const library = useLoad<MediaList>(enabled ? `/api/admin/media${qs({ type: 'image' })}` : null);
  const found = useLoad<SearchAnswer>(
    enabled && query ? `/api/admin/search${qs({ q: query, kind: 'media', limit: 50 })}` : null,
  );
  const images = library.data?.items ?? [];
  const byId = new Map(images.map((m) => [m.id, m]));
  /** The answer to the query typed is in (no search: nothing to wait for). */
  const answered = query === '' || found.data?.q === query;
  const shown =
    query === '' ? images : answered ? (found.data?.hits ?? []).flatMap((h) => byId.get(h.id) ?? []) : [];
  return {
    text,
    setText,
    query,
    /** Every image of the library. */
    images,
    /** What the picker shows. */
    shown,
    answered,
    loaded: library.data !== null,
    loading: (library.loading && !library.data) || !answered,
    error: library.error ?? found.error,
  };
}
