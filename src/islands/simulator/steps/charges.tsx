/** Step « charges » of the simulator: « Et vos charges ? » — its draft, its answers and its fields. */
import { isResidence } from '../../../core/simulation/form.ts';
import { formatAmountInput, TextField } from '../fields.tsx';
import { amount, type QuestionStep, ResidenceNote, str } from './shared.tsx';

export const chargesStep: QuestionStep = {
  title: 'Et vos charges ?',
  init: (form) => ({ charges: formatAmountInput(form.charges), residence: isResidence(form) }),
  // In a residence the redevance already holds the charges.
  toData: (d) => ({ charges: d.residence ? 0 : amount(d.charges) }),
  isEmpty: (d) => !d.residence && str(d.charges).trim() === '',
  render: ({ draft, set, errors }) =>
    draft.residence ? (
      <ResidenceNote>
        Dans une résidence, les charges sont comprises dans la redevance que vous avez indiquée : il n'y a
        rien à ajouter.
      </ResidenceNote>
    ) : (
      <TextField
        id="charges"
        label="Charges mensuelles"
        hint="Indiquez 0 si elles sont comprises dans le loyer. La CAF ne retient pas vos charges réelles mais un forfait fixé par la loi : ce montant ne change pas votre aide."
        inputMode="decimal"
        suffix="€ / mois"
        value={str(draft.charges)}
        onChange={(charges) => set({ charges })}
        error={errors.charges}
      />
    ),
};
