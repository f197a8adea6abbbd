/** Step « charges » of the simulator: « Et vos charges ? » — its draft, its answers and its fields. */
import { isResidence } from '../../../core/simulation/form.ts';
import { formatAmountInput, TextField } from '../fields.tsx';
import { amount, type QuestionStep, ResidenceNote, str } from './shared.tsx';

export const chargesStep: QuestionStep = {
  title: 'sim.charges.title',
  init: (form) => ({ charges: formatAmountInput(form.charges), residence: isResidence(form) }),
  // In a residence the redevance already holds the charges.
  toData: (d) => ({ charges: d.residence ? 0 : amount(d.charges) }),
  isEmpty: (d) => !d.residence && str(d.charges).trim() === '',
  // In a residence the redevance holds the charges: nothing to ask (issue 29).
  skip: (form) => isResidence(form),
  render: ({ draft, set, errors, l: { t } }) =>
    draft.residence ? (
      <ResidenceNote>{t('sim.charges.residence')}</ResidenceNote>
    ) : (
      <TextField
        id="charges"
        label={t('sim.charges.label')}
        hint={t('sim.charges.hint')}
        inputMode="decimal"
        suffix={t('sim.perMonthSuffix')}
        value={str(draft.charges)}
        onChange={(charges) => set({ charges })}
        error={errors.charges}
      />
    ),
};
