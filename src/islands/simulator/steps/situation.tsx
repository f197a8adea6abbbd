/** Step « situation » of the simulator: « Vivez-vous seul(e) ou en couple ? » — its draft, its answers and its fields. */
import { RadioGroup } from '../fields.tsx';
import type { QuestionStep } from './shared.tsx';

export const situationStep: QuestionStep = {
  title: 'sim.household.title',
  init: (form) => ({ livingAlone: form.livingAlone }),
  toData: (d) => ({ livingAlone: d.livingAlone }),
  isEmpty: (d) => d.livingAlone === undefined,
  render: ({ draft, set, errors, l: { t } }) => (
    <RadioGroup
      id="livingAlone"
      label={t('sim.household.label')}
      options={[
        { value: true, label: t('sim.household.alone') },
        { value: false, label: t('sim.household.couple'), hint: t('sim.household.coupleHint') },
      ]}
      value={draft.livingAlone as boolean | undefined}
      onChange={(livingAlone) => set({ livingAlone })}
      error={errors.livingAlone}
    />
  ),
};
