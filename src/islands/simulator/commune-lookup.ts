/**
 * Postal code → communes → zone, as the visitor types: the communes come from a small static file per postal
 * prefix (fetched once), resolved by the shared zoning core; the draft takes the commune and zone found.
 */
import { useEffect, useState } from 'react';
import {
  buildZoneIndex,
  type CommuneZoneRecord,
  resolveByPostalCode,
  type ZoneResolution,
} from '../../core/zoning/index.ts';
import type { Draft } from './steps.tsx';

const cache = new Map<string, Promise<CommuneZoneRecord[]>>();

/** The communes of a two-digit postal prefix (also read by the embed's pre-set city, city-prefill.ts). */
export function communesOf(prefix: string): Promise<CommuneZoneRecord[]> {
  let promise = cache.get(prefix);
  if (!promise) {
    promise = fetch(`/data/communes/${prefix}.json`).then((res) => {
      if (res.status === 404) return [];
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<CommuneZoneRecord[]>;
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
  | { state: 'done'; resolution: ZoneResolution };

/** What the draft takes from a resolution: the commune already chosen is kept while the code still has it. */
function found(resolution: ZoneResolution, inseeCode: Draft[string]): Draft {
  if (resolution.kind === 'ok') {
    const keep = resolution.candidates.find((c) => c.insee === inseeCode);
    const commune = keep ?? resolution.commune;
    return {
      zone: resolution.zone,
      overseas: resolution.overseas,
      inseeCode: commune?.insee,
      communeName: commune?.name,
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
        setLookup({ state: 'done', resolution });
        set(found(resolution, draft.inseeCode));
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
