/**
 * Postal code → communes → zone, as the visitor types: the communes come from a small static file per postal
 * prefix (fetched once), resolved by the shared zoning core; the draft takes the commune and zone found. A commune
 * whose name another one bears is named with its department (issue 29), as the city pages and search name it.
 */
import { useEffect, useState } from 'react';
import {
  buildZoneIndex,
  type CommuneZoneRecord,
  resolveByPostalCode,
  type ZoneResolution,
} from '../../core/zoning/index.ts';
import type { Draft } from './steps.tsx';

/**
 * A commune of the files; `label` when another French commune bears its name: « Saint-Denis (La Réunion) », written
 * by the build with src/core/cities/names.ts (src/pages/data/communes).
 */
export type ListedCommune = CommuneZoneRecord & { label?: string };

/** « Saint-Denis (La Réunion) » for a homonym, the bare name otherwise. */
export const shownName = (commune: ListedCommune): string => commune.label ?? commune.name;

/** The name each commune of `records` is shown with, by INSEE code. */
export const shownNames = (records: ListedCommune[]): ReadonlyMap<string, string> =>
  new Map(records.map((r) => [r.insee, shownName(r)]));

const cache = new Map<string, Promise<ListedCommune[]>>();

/** The communes of a two-digit postal prefix (also read by the embed's pre-set city, city-prefill.ts). */
export function communesOf(prefix: string): Promise<ListedCommune[]> {
  let promise = cache.get(prefix);
  if (!promise) {
    promise = fetch(`/data/communes/${prefix}.json`).then((res) => {
      if (res.status === 404) return [];
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<ListedCommune[]>;
    });
    promise.catch(() => cache.delete(prefix));
    cache.set(prefix, promise);
  }
  return promise;
}

export type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  /** `names`: each candidate's name as shown, by INSEE code (`shownName`). */
  | { state: 'done'; resolution: ZoneResolution; names: ReadonlyMap<string, string> };

/**
 * What the draft takes from a resolution: the commune already chosen is kept while the code still has it; its name is
 * the one shown (with its department for a homonym), which the recap repeats.
 */
function found(
  resolution: ZoneResolution,
  names: ReadonlyMap<string, string>,
  inseeCode: Draft[string],
): Draft {
  if (resolution.kind === 'ok') {
    const keep = resolution.candidates.find((c) => c.insee === inseeCode);
    const commune = keep ?? resolution.commune;
    return {
      zone: resolution.zone,
      overseas: resolution.overseas,
      inseeCode: commune?.insee,
      communeName: commune ? (names.get(commune.insee) ?? commune.name) : undefined,
    };
  }
  if (resolution.kind === 'ambiguous') {
    const keep = resolution.candidates.find((c) => c.insee === inseeCode);
    return keep
      ? { zone: keep.zone ?? undefined, overseas: false }
      : { zone: undefined, overseas: false, inseeCode: undefined, communeName: undefined };
  }
  return { zone: undefined, overseas: false, inseeCode: undefined, communeName: undefined };
}

/** Looks the postal code `code` up whenever it changes (five digits), and sets what it finds in the draft. */
export function useCommuneLookup(code: string, draft: Draft, set: (patch: Draft) => void): Lookup {
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new postal code triggers a lookup.
  useEffect(() => {
    if (!/^\d{5}$/.test(code)) {
      setLookup({ state: 'idle' });
      return;
    }
    let cancelled = false;
    setLookup({ state: 'loading' });
    communesOf(code.slice(0, 2))
      .then((records) => {
        if (cancelled) return;
        const resolution = resolveByPostalCode(buildZoneIndex(records), code);
        const names = shownNames(records);
        setLookup({ state: 'done', resolution, names });
        set(found(resolution, names, draft.inseeCode));
      })
      .catch(() => {
        if (!cancelled) setLookup({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [code]);

  return lookup;
}
