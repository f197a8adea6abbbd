/** Step « naissance » of the simulator: « Quelle est votre date de naissance ? » — its draft, its answers and its fields. */
import { TextField } from '../fields.tsx';
import { type QuestionStep, str } from './shared.tsx';

export const naissanceStep: QuestionStep = {
  title: 'Quelle est votre date de naissance ?',
  intro: 'Elle permet de savoir si le forfait étudiant s’applique (moins de 28 ans).',
  init: (form) => ({ birthDate: form.birthDate ?? '' }),
  toData: (d) => ({ birthDate: str(d.birthDate) }),
  isEmpty: (d) => str(d.birthDate) === '',
  render: ({ draft, set, errors }) => (
    <TextField
      id="birthDate"
      label="Date de naissance"
      type="date"
      autoComplete="bday"
      value={str(draft.birthDate)}
      onChange={(birthDate) => set({ birthDate })}
      error={errors.birthDate}
    />
  ),
};
