/**
 * What every list screen shares: filters typed in a draft and applied on « Filtrer » (or at once), the page,
 * and the loading of the answer. Filters go in the query string, or in the body of a POST when they may hold
 * personal data (`post`).
 */
import { type FormEvent, useState } from 'react';
import { qs } from '../api.ts';
import { useLoad } from './useLoad.ts';

type Filters = Record<string, string>;

export function useListScreen<T, F extends Filters>(
  path: string,
  initial: F,
  options: { paged?: boolean; fixed?: Record<string, string | number>; post?: boolean } = {},
) {
  const [draft, setDraft] = useState<F>(initial);
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const params = { ...filters, ...options.fixed, ...(options.paged ? { page } : {}) };
  const state = useLoad<T>(options.post ? path : `${path}${qs(params)}`, options.post ? params : undefined);
  /** Changes a filter in the draft, applied by `submit`. */
  const set = <K extends keyof F>(key: K, value: F[K]) => setDraft((d) => ({ ...d, [key]: value }));
  /** Changes a filter and applies it at once, back to the first page. */
  const apply = <K extends keyof F>(key: K, value: F[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setFilters(draft);
  };
  return { draft, set, apply, submit, filters, page, setPage, state };
}

/** What `useListScreen` gives a screen, for its filters split into a component. */
export type ListScreen<T, F extends Filters> = ReturnType<typeof useListScreen<T, F>>;
