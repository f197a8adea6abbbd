/** Step « email » of the simulator: « Votre adresse e-mail » — its draft, its answers and its fields. */
import { EmailField } from '../EmailField.tsx';
import { type QuestionStep, str } from './shared.tsx';

export const emailStep: QuestionStep = {
  title: 'Votre adresse e-mail',
  intro: (
    <>
      Elle sert uniquement à vous envoyer votre résultat et à reprendre votre simulation plus tard. Nous ne
      l'utilisons pour rien d'autre et ne la transmettons à personne.
    </>
  ),
  init: (form) => ({ email: form.email ?? '' }),
  toData: (d) => ({ email: str(d.email) }),
  isEmpty: (d) => str(d.email).trim() === '',
  render: ({ draft, set, errors }) => (
    <EmailField value={str(draft.email)} onChange={(email) => set({ email })} error={errors.email} />
  ),
};
