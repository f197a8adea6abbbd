/** Step « meuble » of the simulator: « Quel type de logement ? » — its draft, its answers and its fields. */
import { isResidence } from '../../../core/simulation/form.ts';
import { RadioGroup } from '../fields.tsx';
import { type QuestionStep, type StepProps, yesNo } from './shared.tsx';

export const meubleStep: QuestionStep = {
  title: 'Quel type de logement ?',
  init: (form) => ({
    furnished: form.furnished,
    chambre: form.chambre,
    conventionne: form.conventionne,
    ...(form.conventionneKnown === false ? { conventionneChoice: 'nsp' } : {}),
    renovated: form.renovated,
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
        }
      : { furnished: d.furnished, chambre: d.chambre, conventionne, conventionneKnown: known };
  },
  isEmpty: (d) =>
    d.residence
      ? d.chambre === undefined ||
        (d.conventionneChoice ?? d.conventionne) === undefined ||
        (d.crous === true && d.conventionne === false && d.renovated === undefined)
      : d.furnished === undefined || d.chambre === undefined || d.conventionne === undefined,
  render: ({ draft, set, errors }) => {
    const choice =
      (draft.conventionneChoice as string | undefined) ??
      (draft.conventionne === undefined ? undefined : draft.conventionne ? 'oui' : 'non');
    return draft.residence ? (
      <ResidenceRoomFields draft={draft} set={set} errors={errors} choice={choice} />
    ) : (
      <RentalKindFields draft={draft} set={set} errors={errors} choice={choice} />
    );
  },
};

type HousingKindProps = Pick<StepProps, 'draft' | 'set' | 'errors'> & {
  /** « oui », « non » or « nsp » (Je ne sais pas), once answered. */
  choice: string | undefined;
};

/** « Quel type de logement ? » in a residence: room or studio, conventionnée, renovated (CROUS). */
function ResidenceRoomFields({ draft, set, errors, choice }: HousingKindProps) {
  return (
    <>
      <RadioGroup
        id="chambre"
        label="Dans la résidence, vous occupez…"
        options={[
          { value: true, label: 'Une chambre', hint: 'avec ou sans sanitaires privés' },
          { value: false, label: 'Un studio ou un appartement', hint: 'avec sa propre cuisine' },
        ]}
        value={draft.chambre as boolean | undefined}
        onChange={(chambre) => set({ chambre })}
        error={errors.chambre}
      />
      <RadioGroup
        id="conventionne"
        label="La résidence est-elle conventionnée (APL) ?"
        hint="C'est le cas de la plupart des résidences : si vous ne savez pas, nous calculons pour une résidence conventionnée, et le résultat le dit."
        options={[
          { value: 'oui', label: 'Oui' },
          { value: 'non', label: 'Non' },
          { value: 'nsp', label: 'Je ne sais pas' },
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
          label="Votre chambre a-t-elle été réhabilitée (rénovée) ?"
          hint="Les plafonds de loyer d'une chambre réhabilitée sont plus élevés."
          options={yesNo}
          value={draft.renovated as boolean | undefined}
          onChange={(renovated) => set({ renovated })}
          error={errors.renovated}
        />
      )}
    </>
  );
}

/** « Quel type de logement ? » for a rental: furnished, room or whole, social or conventionné. */
function RentalKindFields({ draft, set, errors, choice }: HousingKindProps) {
  return (
    <>
      <RadioGroup
        id="furnished"
        label="Le logement est-il meublé ?"
        hint="Pour un meublé, la CAF retient les deux tiers du loyer (sauf logement conventionné)."
        options={yesNo}
        value={draft.furnished as boolean | undefined}
        onChange={(furnished) => set({ furnished })}
        error={errors.furnished}
      />
      <RadioGroup
        id="chambre"
        label="Vous louez…"
        options={[
          { value: false, label: 'Un logement entier', hint: 'studio, appartement, maison' },
          { value: true, label: 'Une chambre', hint: 'chez un particulier ou dans un logement partagé' },
        ]}
        value={draft.chambre as boolean | undefined}
        onChange={(chambre) => set({ chambre })}
        error={errors.chambre}
      />
      <RadioGroup
        id="conventionne"
        label="Est-ce un logement social ou conventionné ?"
        hint="HLM, ou logement dont le bail mentionne une convention APL. Dans le doute, répondez « Je ne sais pas » : nous calculons pour un logement non conventionné, le cas le plus courant."
        options={[
          { value: 'oui', label: 'Oui' },
          { value: 'non', label: 'Non' },
          { value: 'nsp', label: 'Je ne sais pas' },
        ]}
        value={choice}
        onChange={(c) => set({ conventionneChoice: c, conventionne: c === 'oui' })}
        error={errors.conventionne}
      />
    </>
  );
}
