/** Step « situation » of the simulator: « Vivez-vous seul(e) ou en couple ? » — its draft, its answers and its fields. */
import { RadioGroup } from '../fields.tsx';
import type { QuestionStep } from './shared.tsx';

export const situationStep: QuestionStep = {
  title: 'Vivez-vous seul(e) ou en couple ?',
  init: (form) => ({ livingAlone: form.livingAlone }),
  toData: (d) => ({ livingAlone: d.livingAlone }),
  isEmpty: (d) => d.livingAlone === undefined,
  render: ({ draft, set, errors }) => (
    <RadioGroup
      id="livingAlone"
      label="Dans ce logement, vous vivez…"
      options={[
        { value: true, label: 'Seul(e)' },
        { value: false, label: 'En couple', hint: 'marié, pacsé ou en concubinage' },
      ]}
      value={draft.livingAlone as boolean | undefined}
      onChange={(livingAlone) => set({ livingAlone })}
      error={errors.livingAlone}
    />
  ),
};
