/** GET (or POST with a body) on a path, reloaded when the path or the body changes; `null` waits. */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../api.ts';

export type LoadState<T> = { data: T | null; error: ApiError | null; loading: boolean };

export function useLoad<T>(path: string | null, body?: unknown) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const sent = body === undefined ? undefined : JSON.stringify(body);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick forces a reload
  useEffect(() => {
    if (!path) return;
    let live = true;
    setLoading(true);
    (sent === undefined ? api.get<T>(path) : api.post<T>(path, JSON.parse(sent)))
      .then((d) => {
        if (live) {
          setData(d);
          setError(null);
        }
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof ApiError ? e : new ApiError(0, 'ERREUR', String(e)));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [path, sent, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload, setData };
}
