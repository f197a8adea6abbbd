/** Step « naissance » of the simulator: « Quelle est votre date de naissance ? » — its draft, its answers and its fields. */
import { TextField } from '../fields.tsx';
import { type QuestionStep, str } from './shared.tsx';

export const naissanceStep: QuestionStep = {
  title: 'sim.birth.title',
  intro: 'sim.birth.intro',
  init: (form) => ({ birthDate: form.birthDate ?? '' }),
  toData: (d) => ({ birthDate: str(d.birthDate) }),
  isEmpty: (d) => str(d.birthDate) === '',
  render: ({ draft, set, errors, l: { t } }) => (
    <TextField
      id="birthDate"
      label={t('sim.birth.label')}
      type="date"
      autoComplete="bday"
      value={str(draft.birthDate)}
      onChange={(birthDate) => set({ birthDate })}
      error={errors.birthDate}
    />
  ),
};
