/**
 * The actions on the changes pending on a live page and on its history: publish them, drop them, restore a
 * revision; and the detail read again when its schedules changed.
 */
import { useCallback } from 'react';
import type { EditorialState, VersionBody } from '../../../../routes/admin/editorial.ts';
import { api } from '../../api.ts';
import type { HeldItem } from './useHeldItem.ts';
import type { Saving } from './useSaving.ts';

export function usePendingActions<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  path: string | null,
  item: HeldItem<D, F>,
  { save, act }: Saving<D, F>,
) {
  const { setDetail } = item;
  const { dirtyNow } = item.refs;

  /** « Publier les modifications »: what is still typed saved first, then the pending changes made live. */
  const publishChanges = useCallback(() => {
    const publish = (v: number) =>
      api.post<D>(`${path}/publish-changes`, { version: v } satisfies VersionBody);
    const done = 'Modifications publiées : la page en ligne sera à jour dans quelques secondes.';
    return dirtyNow.current ? save(done, (d) => publish(d.version)) : act(publish, done);
  }, [path, save, act, dirtyNow]);

  /** « Abandonner les modifications »: the pending changes dropped, the form back to the live page. */
  const discardPending = useCallback(
    () =>
      act(
        (v) => api.del<D>(`${path}/pending`, { version: v } satisfies VersionBody),
        'Modifications en attente abandonnées.',
      ),
    [path, act],
  );

  /** A revision saved again as a new version (pending on a live page). */
  const restore = useCallback(
    (revision: { id: number; version: number }) =>
      act(
        (v) => api.post<D>(`${path}/revisions/${revision.id}/restore`, { version: v } satisfies VersionBody),
        `Version ${revision.version} restaurée.`,
      ),
    [path, act],
  );

  /** The detail again (schedules changed), without touching what is being typed. */
  const refresh = useCallback(async () => {
    if (!path) return;
    const d = await api.get<D>(path);
    setDetail((old) => (old ? { ...old, schedules: d.schedules } : d));
  }, [path, setDetail]);

  return { publishChanges, discardPending, restore, refresh };
}
