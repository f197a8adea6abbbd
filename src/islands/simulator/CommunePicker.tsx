/**
 * Postal code → commune → APL zone (DECISIONS 4). The communes come from a small static file per
 * postal prefix, resolved by the shared zoning core; when a code covers communes of different zones
 * the visitor picks the commune. If the file cannot be loaded, the visitor can still pick the zone.
 */
import { type Lookup, useCommuneLookup } from './commune-lookup.ts';
import { RadioGroup, TextField } from './fields.tsx';
import { type Translator, useT } from './locale.ts';
import type { Draft } from './steps.tsx';

const zoneOptions = ({ t }: Translator) =>
  ([1, 2, 3] as const).map((zone) => ({
    value: zone,
    label: t('sim.postcode.zoneLabel', { zone }),
    hint: t(`sim.postcode.zone${zone}`),
  }));

/** The postal code's error: the step's own, the code's (unknown…), or why no zone could be set yet. */
function postalCodeError(
  lookup: Lookup,
  errors: Record<string, string>,
  { t, fieldError }: Translator,
): string | undefined {
  const resolution = lookup.state === 'done' ? lookup.resolution : null;
  const picking =
    resolution?.kind === 'ambiguous' ||
    lookup.state === 'failed' ||
    (resolution?.kind === 'error' && resolution.code === 'ZONE_INCONNUE');
  return (
    errors.postalCode ??
    (resolution?.kind === 'error' && resolution.code !== 'ZONE_INCONNUE'
      ? fieldError(resolution.message)
      : undefined) ??
    (errors.zone && !picking
      ? lookup.state === 'loading'
        ? t('sim.postcode.stillSearching')
        : t('sim.postcode.notFound')
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
  /** « Saint-Denis (La Réunion) » for a homonym (commune-lookup.ts). */
  const shown = (c: { insee: string; name: string }) =>
    (lookup.state === 'done' && lookup.names.get(c.insee)) || c.name;
  const l = useT();
  const { t } = l;

  return (
    <>
      <TextField
        id="postalCode"
        label={t('sim.postcode.label')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={typeof draft.postalCode === 'string' ? draft.postalCode : ''}
        onChange={(postalCode) => set({ postalCode: postalCode.replace(/\D/g, '').slice(0, 5) })}
        error={postalCodeError(lookup, errors, l)}
      />
      <div aria-live="polite">
        {lookup.state === 'loading' && <p className="sim-hint">{t('sim.postcode.searching')}</p>}
        {resolution?.kind === 'ok' && resolution.candidates.length === 1 && (
          <p className="sim-found">
            {resolution.commune && shown(resolution.commune)}
            {t('sim.postcode.colon')}
            <strong>{t('sim.postcode.zone', { zone: resolution.zone })}</strong>
            {resolution.overseas ? t('sim.postcode.overseas') : ''}
          </p>
        )}
        {resolution && resolution.kind !== 'error' && resolution.candidates.length > 1 && (
          <RadioGroup
            id="inseeCode"
            label={
              resolution.kind === 'ambiguous' ? t('sim.postcode.ambiguous') : t('sim.postcode.yourCommune')
            }
            options={resolution.candidates.map((c) => ({
              value: c.insee,
              label: shown(c),
              hint: c.zone ? t('sim.postcode.zone', { zone: c.zone }) : t('sim.postcode.unlisted'),
            }))}
            value={typeof draft.inseeCode === 'string' ? draft.inseeCode : undefined}
            onChange={(insee) => {
              const c = resolution.candidates.find((x) => x.insee === insee);
              set({ inseeCode: insee, communeName: c && shown(c), zone: c?.zone ?? undefined });
            }}
            error={errors.zone && resolution.kind === 'ambiguous' ? t('sim.postcode.pickCommune') : undefined}
          />
        )}
        {(lookup.state === 'failed' ||
          (resolution?.kind === 'error' && resolution.code === 'ZONE_INCONNUE')) && (
          <RadioGroup
            id="zone"
            label={t('sim.postcode.pickZone')}
            options={zoneOptions(l)}
            value={draft.zone as 1 | 2 | 3 | undefined}
            onChange={(zone) => set({ zone })}
            error={errors.zone}
          />
        )}
      </div>
    </>
  );
}
