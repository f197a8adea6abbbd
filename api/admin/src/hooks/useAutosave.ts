/**
 * Autosave while typing: `run` once the values (`key`) have not changed for `delayMs`, and never sooner than
 * `minIntervalMs` after the previous autosave started. Nothing while `ready` is false (new item, invalid
 * form, a save under way, a conflict to settle).
 */
import { useEffect, useRef } from 'react';

export const AUTOSAVE_DELAY_MS = 5_000;
export const AUTOSAVE_MIN_INTERVAL_MS = 15_000;

export function useAutosave(
  key: string,
  ready: boolean,
  run: () => Promise<unknown>,
  { delayMs = AUTOSAVE_DELAY_MS, minIntervalMs = AUTOSAVE_MIN_INTERVAL_MS } = {},
) {
  const lastStart = useRef(0);
  const latestRun = useRef(run);
  latestRun.current = run;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the values restarts the wait
  useEffect(() => {
    if (!ready) return;
    const wait = Math.max(delayMs, lastStart.current + minIntervalMs - Date.now());
    const timer = setTimeout(() => {
      lastStart.current = Date.now();
      void latestRun.current();
    }, wait);
    return () => clearTimeout(timer);
  }, [key, ready, delayMs, minIntervalMs]);
}
