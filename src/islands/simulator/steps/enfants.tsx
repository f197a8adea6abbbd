/** Step « enfants » of the simulator: « Avez-vous des enfants à charge ? » — its draft, its answers and its fields. */
import { RadioGroup, TextField } from '../fields.tsx';
import { type QuestionStep, str } from './shared.tsx';

export const enfantsStep: QuestionStep = {
  title: 'sim.children.title',
  init: (form) => ({
    choice: form.children === undefined ? undefined : form.children >= 4 ? '4+' : String(form.children),
    count: form.children !== undefined && form.children >= 4 ? String(form.children) : '',
  }),
  toData: (d) => ({
    children:
      d.choice === '4+' ? (str(d.count) === '' ? Number.NaN : Number(str(d.count))) : Number(d.choice),
  }),
  isEmpty: (d) => d.choice === undefined || (d.choice === '4+' && str(d.count) === ''),
  render: ({ draft, set, errors, l: { t } }) => (
    <>
      <RadioGroup
        id="children"
        label={t('sim.children.label')}
        hint={t('sim.children.hint')}
        options={[
          { value: '0', label: t('sim.children.none') },
          { value: '1', label: '1' },
          { value: '2', label: '2' },
          { value: '3', label: '3' },
          { value: '4+', label: t('sim.children.fourOrMore') },
        ]}
        value={draft.choice as string | undefined}
        onChange={(choice) => set({ choice })}
        error={draft.choice === '4+' ? undefined : errors.children}
      />
      {draft.choice === '4+' && (
        <TextField
          id="childrenCount"
          label={t('sim.children.count')}
          inputMode="numeric"
          maxLength={2}
          value={str(draft.count)}
          onChange={(count) => set({ count })}
          error={errors.children}
        />
      )}
    </>
  ),
};
