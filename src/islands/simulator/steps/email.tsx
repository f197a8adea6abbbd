/** Step « email » of the simulator: « Votre adresse e-mail » — its draft, its answers and its fields. */
import { EmailField } from '../EmailField.tsx';
import { type QuestionStep, str } from './shared.tsx';

export const emailStep: QuestionStep = {
  title: 'sim.email.title',
  intro: 'sim.email.intro',
  init: (form) => ({ email: form.email ?? '' }),
  toData: (d) => ({ email: str(d.email) }),
  isEmpty: (d) => str(d.email).trim() === '',
  render: ({ draft, set, errors }) => (
    <EmailField value={str(draft.email)} onChange={(email) => set({ email })} error={errors.email} />
  ),
};
