/** Step « colocation » of the simulator: « Vivez-vous en colocation ? » — its draft, its answers and its fields. */
import { isResidence } from '../../../core/simulation/form.ts';
import { formatAmountInput, RadioGroup, TextField } from '../fields.tsx';
import { amount, type QuestionStep, ResidenceNote, str, yesNo } from './shared.tsx';

export const colocationStep: QuestionStep = {
  title: 'Vivez-vous en colocation ?',
  init: (form) => ({
    colocation: form.colocation,
    rentShare: formatAmountInput(form.rentShare),
    residence: isResidence(form),
  }),
  toData: (d) =>
    d.residence
      ? { colocation: false }
      : {
          colocation: d.colocation,
          ...(d.colocation === true ? { rentShare: amount(d.rentShare) } : {}),
        },
  isEmpty: (d) =>
    !d.residence && (d.colocation === undefined || (d.colocation === true && str(d.rentShare).trim() === '')),
  render: ({ draft, set, errors, form }) =>
    draft.residence ? (
      <ResidenceNote>
        En résidence, chaque résident demande l'aide pour sa propre redevance : la question de la colocation
        ne se pose pas.
      </ResidenceNote>
    ) : (
      <>
        <RadioGroup
          id="colocation"
          label="Partagez-vous le logement avec des colocataires ?"
          hint="En colocation, chaque colocataire demande son aide pour sa part du loyer, avec des plafonds réduits."
          options={yesNo}
          value={draft.colocation as boolean | undefined}
          onChange={(colocation) => set({ colocation })}
          error={errors.colocation}
        />
        {draft.colocation === true && (
          <TextField
            id="rentShare"
            label="Votre part du loyer (hors charges)"
            hint={form.rent ? `Le loyer total indiqué est de ${formatAmountInput(form.rent)} €.` : undefined}
            inputMode="decimal"
            suffix="€ / mois"
            value={str(draft.rentShare)}
            onChange={(rentShare) => set({ rentShare })}
            error={errors.rentShare}
          />
        )}
      </>
    ),
};
