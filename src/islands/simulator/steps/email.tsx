/** Step « email » of the simulator: « Votre adresse e-mail » — its draft, its answers and its fields. */
import { suggestionEmail } from '../../../core/validation/email.ts';
import { EmailField } from '../EmailField.tsx';
import { type QuestionStep, str } from './shared.tsx';

export const emailStep: QuestionStep = {
  title: 'sim.email.title',
  intro: 'sim.email.intro',
  init: (form) => ({ email: form.email ?? '' }),
  toData: (d) => ({ email: str(d.email) }),
  isEmpty: (d) => str(d.email).trim() === '',
  // A likely typo (« gmial.com ») is shown before moving on: the first « Continuer » stops on it (issue 29).
  pause: (d, t) => {
    const suggestion = suggestionEmail(str(d.email));
    return suggestion
      ? { field: 'email', key: str(d.email), message: t('sim.email.checkSuggestion', { suggestion }) }
      : null;
  },
  render: ({ draft, set, errors }) => (
    <EmailField value={str(draft.email)} onChange={(email) => set({ email })} error={errors.email} />
  ),
};
