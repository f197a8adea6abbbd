/**
 * Postal code → commune → APL zone (DECISIONS 4). The communes come from a small static file per
 * postal prefix, resolved by the shared zoning core; when a code covers communes of different zones
 * the visitor picks the commune. If the file cannot be loaded, the visitor can still pick the zone.
 */
import { useEffect, useState } from 'react';
import {
  buildZoneIndex,
  type CommuneZoneRecord,
  resolveByPostalCode,
  type ZoneResolution,
} from '../../core/zoning/index.ts';
import { RadioGroup, TextField } from './fields.tsx';
import type { Draft } from './steps.tsx';

const cache = new Map<string, Promise<CommuneZoneRecord[]>>();

function communesOf(prefix: string): Promise<CommuneZoneRecord[]> {
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

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'done'; resolution: ZoneResolution };

const ZONE_OPTIONS = [
  { value: 1 as const, label: 'Zone 1', hint: 'Paris, petite couronne et une partie de la grande couronne' },
  {
    value: 2 as const,
    label: 'Zone 2',
    hint: 'grandes agglomérations, reste de l’Île-de-France, Corse et outre-mer',
  },
  { value: 3 as const, label: 'Zone 3', hint: 'reste du territoire' },
];

export function CommunePicker({
  draft,
  set,
  errors,
}: {
  draft: Draft;
  set: (patch: Draft) => void;
  errors: Record<string, string>;
}) {
  const code = typeof draft.postalCode === 'string' ? draft.postalCode.trim() : '';
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
        if (resolution.kind === 'ok') {
          const keep = resolution.candidates.find((c) => c.insee === draft.inseeCode);
          const commune = keep ?? resolution.commune;
          set({
            zone: resolution.zone,
            overseas: resolution.overseas,
            inseeCode: commune?.insee,
            communeName: commune?.name,
          });
        } else if (resolution.kind === 'ambiguous') {
          const keep = resolution.candidates.find((c) => c.insee === draft.inseeCode);
          set(
            keep
              ? { zone: keep.zone ?? undefined, overseas: false }
              : { zone: undefined, overseas: false, inseeCode: undefined, communeName: undefined },
          );
        } else {
          set({ zone: undefined, overseas: false, inseeCode: undefined, communeName: undefined });
        }
      })
      .catch(() => {
        if (!cancelled) setLookup({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [code]);

  const resolution = lookup.state === 'done' ? lookup.resolution : null;
  const picking =
    resolution?.kind === 'ambiguous' ||
    lookup.state === 'failed' ||
    (resolution?.kind === 'error' && resolution.code === 'ZONE_INCONNUE');
  const codeError =
    errors.postalCode ??
    (resolution?.kind === 'error' && resolution.code !== 'ZONE_INCONNUE' ? resolution.message : undefined) ??
    (errors.zone && !picking
      ? lookup.state === 'loading'
        ? 'Recherche de la commune en cours, réessayez dans un instant'
        : "Nous n'avons pas trouvé de commune pour ce code postal"
      : undefined);

  return (
    <>
      <TextField
        id="postalCode"
        label="Code postal du logement"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={typeof draft.postalCode === 'string' ? draft.postalCode : ''}
        onChange={(postalCode) => set({ postalCode: postalCode.replace(/\D/g, '').slice(0, 5) })}
        error={codeError}
      />
      <div aria-live="polite">
        {lookup.state === 'loading' && <p className="sim-hint">Recherche de la commune…</p>}
        {resolution?.kind === 'ok' && resolution.candidates.length === 1 && (
          <p className="sim-found">
            {resolution.commune?.name} : <strong>zone {resolution.zone}</strong>
            {resolution.overseas
              ? ' — outre-mer : la CAF applique les barèmes des départements d’outre-mer'
              : ''}
          </p>
        )}
        {resolution && resolution.kind !== 'error' && resolution.candidates.length > 1 && (
          <RadioGroup
            id="inseeCode"
            label={
              resolution.kind === 'ambiguous'
                ? 'Ce code postal couvre plusieurs zones : quelle est votre commune ?'
                : 'Votre commune'
            }
            options={resolution.candidates.map((c) => ({
              value: c.insee,
              label: c.name,
              hint: c.zone ? `zone ${c.zone}` : 'zone non répertoriée',
            }))}
            value={typeof draft.inseeCode === 'string' ? draft.inseeCode : undefined}
            onChange={(insee) => {
              const c = resolution.candidates.find((x) => x.insee === insee);
              set({ inseeCode: insee, communeName: c?.name, zone: c?.zone ?? undefined });
            }}
            error={errors.zone && resolution.kind === 'ambiguous' ? 'Choisissez votre commune' : undefined}
          />
        )}
        {(lookup.state === 'failed' ||
          (resolution?.kind === 'error' && resolution.code === 'ZONE_INCONNUE')) && (
          <RadioGroup
            id="zone"
            label="Nous ne trouvons pas la zone de votre commune : choisissez-la"
            options={ZONE_OPTIONS}
            value={draft.zone as 1 | 2 | 3 | undefined}
            onChange={(zone) => set({ zone })}
            error={errors.zone}
          />
        )}
      </div>
    </>
  );
}
