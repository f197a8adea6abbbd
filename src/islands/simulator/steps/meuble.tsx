/** Step « meuble » of the simulator: « Quel type de logement ? » — its draft, its answers and its fields. */
import { isResidence } from '../../../core/simulation/form.ts';
import { RadioGroup } from '../fields.tsx';
import { type QuestionStep, type StepProps, yesNo } from './shared.tsx';

export const meubleStep: QuestionStep = {
  title: 'sim.housing.title',
  init: (form) => ({
    furnished: form.furnished,
    chambre: form.chambre,
    conventionne: form.conventionne,
    ...(form.conventionneKnown === false ? { conventionneChoice: 'nsp' } : {}),
    renovated: form.renovated,
    landlordRelative: form.landlordRelative,
    residence: isResidence(form),
    crous: form.housing === 'crous',
  }),
  // « Je ne sais pas »: the common case (a residence is conventionnée, a rental is not), and it is said.
  toData: (d) => {
    const known = d.conventionneChoice !== 'nsp';
    const conventionne = known ? d.conventionne : Boolean(d.residence);
    return d.residence
      ? {
          // Residence rooms are furnished; the answer changes nothing there, so it is not asked.
          furnished: true,
          chambre: d.chambre,
          conventionne,
          conventionneKnown: known,
          ...(d.crous && conventionne === false ? { renovated: d.renovated } : {}),
          // A residence is run by an organisation, never by a relative (CCH L. 822-3): not asked.
          landlordRelative: false,
        }
      : {
          furnished: d.furnished,
          chambre: d.chambre,
          conventionne,
          conventionneKnown: known,
          landlordRelative: d.landlordRelative,
        };
  },
  isEmpty: (d) =>
    d.residence
      ? d.chambre === undefined ||
        (d.conventionneChoice ?? d.conventionne) === undefined ||
        (d.crous === true && d.conventionne === false && d.renovated === undefined)
      : d.furnished === undefined ||
        d.chambre === undefined ||
        d.conventionne === undefined ||
        d.landlordRelative === undefined,
  render: ({ draft, set, errors, l }) => {
    const choice =
      (draft.conventionneChoice as string | undefined) ??
      (draft.conventionne === undefined ? undefined : draft.conventionne ? 'oui' : 'non');
    return draft.residence ? (
      <ResidenceRoomFields draft={draft} set={set} errors={errors} choice={choice} l={l} />
    ) : (
      <RentalKindFields draft={draft} set={set} errors={errors} choice={choice} l={l} />
    );
  },
};

type HousingKindProps = Pick<StepProps, 'draft' | 'set' | 'errors' | 'l'> & {
  /** « oui », « non » or « nsp » (Je ne sais pas), once answered. */
  choice: string | undefined;
};

/** « Quel type de logement ? » in a residence: room or studio, conventionnée, renovated (CROUS). */
function ResidenceRoomFields({ draft, set, errors, choice, l }: HousingKindProps) {
  const { t } = l;
  return (
    <>
      <RadioGroup
        id="chambre"
        label={t('sim.housing.residenceRoom')}
        options={[
          { value: true, label: t('sim.housing.room'), hint: t('sim.housing.roomHint') },
          { value: false, label: t('sim.housing.studio'), hint: t('sim.housing.studioHint') },
        ]}
        value={draft.chambre as boolean | undefined}
        onChange={(chambre) => set({ chambre })}
        error={errors.chambre}
      />
      <RadioGroup
        id="conventionne"
        label={t('sim.housing.residenceConventionne')}
        hint={t('sim.housing.residenceConventionneHint')}
        options={[
          { value: 'oui', label: t('sim.yes') },
          { value: 'non', label: t('sim.no') },
          { value: 'nsp', label: t('sim.dontKnow') },
        ]}
        value={choice}
        onChange={(c) =>
          set({ conventionneChoice: c, conventionne: c === 'oui' || c === 'nsp' ? true : false })
        }
        error={errors.conventionne}
      />
      {draft.crous === true && draft.conventionne === false && (
        <RadioGroup
          id="renovated"
          label={t('sim.housing.renovated')}
          hint={t('sim.housing.renovatedHint')}
          options={yesNo(l)}
          value={draft.renovated as boolean | undefined}
          onChange={(renovated) => set({ renovated })}
          error={errors.renovated}
        />
      )}
    </>
  );
}

/** « Quel type de logement ? » for a rental: furnished, room or whole, social or conventionné. */
function RentalKindFields({ draft, set, errors, choice, l }: HousingKindProps) {
  const { t } = l;
  return (
    <>
      <RadioGroup
        id="furnished"
        label={t('sim.housing.furnished')}
        hint={t('sim.housing.furnishedHint')}
        options={yesNo(l)}
        value={draft.furnished as boolean | undefined}
        onChange={(furnished) => set({ furnished })}
        error={errors.furnished}
      />
      <RadioGroup
        id="chambre"
        label={t('sim.housing.rentalKind')}
        options={[
          { value: false, label: t('sim.housing.whole'), hint: t('sim.housing.wholeHint') },
          { value: true, label: t('sim.housing.room'), hint: t('sim.housing.rentalRoomHint') },
        ]}
        value={draft.chambre as boolean | undefined}
        onChange={(chambre) => set({ chambre })}
        error={errors.chambre}
      />
      <RadioGroup
        id="conventionne"
        label={t('sim.housing.conventionne')}
        hint={t('sim.housing.conventionneHint')}
        options={[
          { value: 'oui', label: t('sim.yes') },
          { value: 'non', label: t('sim.no') },
          { value: 'nsp', label: t('sim.dontKnow') },
        ]}
        value={choice}
        onChange={(c) => set({ conventionneChoice: c, conventionne: c === 'oui' })}
        error={errors.conventionne}
      />
      <RadioGroup
        id="landlordRelative"
        label={t('sim.housing.relative')}
        hint={t('sim.housing.relativeHint')}
        options={yesNo(l)}
        value={draft.landlordRelative as boolean | undefined}
        onChange={(landlordRelative) => set({ landlordRelative })}
        error={errors.landlordRelative}
      />
    </>
  );
}
