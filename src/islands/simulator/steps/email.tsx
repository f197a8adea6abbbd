/**
 * Step « email » of the simulator: « Votre adresse e-mail » — its draft, its answers and its fields — and « Pour qui
 * faites-vous cette simulation ? » (issue 29): for a child or someone close, the next steps are reworded
 * (for-whom.ts) and the e-mail stays the visitor's own, which the step says.
 */
import type { ForWhom } from '../../../core/simulation/form.ts';
import { suggestionEmail } from '../../../core/validation/email-suggestion.ts';
import { EmailField } from '../EmailField.tsx';
import { RadioGroup } from '../fields.tsx';
import { whoParams } from '../for-whom.ts';
import type { Translator } from '../locale.ts';
import { type QuestionStep, str } from './shared.tsx';

const forWhomOptions = ({ t }: Translator) => [
  { value: 'moi' as const, label: t('sim.forWhom.moi') },
  { value: 'enfant' as const, label: t('sim.forWhom.enfant'), hint: t('sim.forWhom.enfantHint') },
  { value: 'proche' as const, label: t('sim.forWhom.proche') },
];

export const emailStep: QuestionStep = {
  title: 'sim.email.title',
  intro: 'sim.email.intro',
  init: (form) => ({ email: form.email ?? '', forWhom: form.forWhom ?? 'moi' }),
  toData: (d) => ({ email: str(d.email), forWhom: d.forWhom ?? 'moi' }),
  isEmpty: (d) => str(d.email).trim() === '',
  // A likely typo (« gmial.com ») is shown before moving on: the first « Continuer » stops on it (issue 29).
  pause: (d, t) => {
    const suggestion = suggestionEmail(str(d.email));
    return suggestion
      ? { field: 'email', key: str(d.email), message: t('sim.email.checkSuggestion', { suggestion }) }
      : null;
  },
  render: ({ draft, set, errors, l }) => {
    const forWhom = (draft.forWhom ?? 'moi') as ForWhom;
    return (
      <>
        <RadioGroup
          id="forWhom"
          label={l.t('sim.forWhom.label')}
          hint={l.t('sim.forWhom.hint')}
          options={forWhomOptions(l)}
          value={forWhom}
          onChange={(value) => set({ forWhom: value })}
          error={errors.forWhom}
        />
        {forWhom !== 'moi' && (
          <p className="sim-note" id="forWhom-note">
            {l.t('sim.forWhom.emailNote', whoParams(l.messages, forWhom))}
          </p>
        )}
        <EmailField value={str(draft.email)} onChange={(email) => set({ email })} error={errors.email} />
      </>
    );
  },
};
