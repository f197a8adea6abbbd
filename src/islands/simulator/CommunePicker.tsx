/**
 * Postal code → commune → APL zone (DECISIONS 4). The communes come from a small static file per
 * postal prefix, resolved by the shared zoning core; when a code covers communes of different zones
 * the visitor picks the commune. If the file cannot be loaded, the visitor can still pick the zone.
 */
import { type Lookup, useCommuneLookup } from './commune-lookup.ts';
import { RadioGroup, TextField } from './fields.tsx';
import type { Draft } from './steps.tsx';

const ZONE_OPTIONS = [
  { value: 1 as const, label: 'Zone 1', hint: 'Paris, petite couronne et une partie de la grande couronne' },
  {
    value: 2 as const,
    label: 'Zone 2',
    hint: 'grandes agglomérations, reste de l’Île-de-France, Corse et outre-mer',
  },
  { value: 3 as const, label: 'Zone 3', hint: 'reste du territoire' },
];

/** The postal code's error: the step's own, the code's (unknown…), or why no zone could be set yet. */
function postalCodeError(lookup: Lookup, errors: Record<string, string>): string | undefined {
  const resolution = lookup.state === 'done' ? lookup.resolution : null;
  const picking =
    resolution?.kind === 'ambiguous' ||
    lookup.state === 'failed' ||
    (resolution?.kind === 'error' && resolution.code === 'ZONE_INCONNUE');
  return (
    errors.postalCode ??
    (resolution?.kind === 'error' && resolution.code !== 'ZONE_INCONNUE' ? resolution.message : undefined) ??
    (errors.zone && !picking
      ? lookup.state === 'loading'
        ? 'Recherche de la commune en cours, réessayez dans un instant'
        : "Nous n'avons pas trouvé de commune pour ce code postal"
      : undefined)
  );
}

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
  const lookup = useCommuneLookup(code, draft, set);
  const resolution = lookup.state === 'done' ? lookup.resolution : null;

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
        error={postalCodeError(lookup, errors)}
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
