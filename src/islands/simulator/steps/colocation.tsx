/** Step « colocation » of the simulator: « Vivez-vous en colocation ? » — its draft, its answers and its fields. */
import { isResidence } from '../../../core/simulation/form.ts';
import { formatAmountInput, RadioGroup, TextField } from '../fields.tsx';
import { amount, type QuestionStep, ResidenceNote, str, yesNo } from './shared.tsx';

export const colocationStep: QuestionStep = {
  title: 'sim.flatshare.title',
  init: (form) => ({
    colocation: form.colocation,
    rentShare: formatAmountInput(form.rentShare),
    residence: isResidence(form),
  }),
  // A residence has no flat-share: nothing to ask (issue 29).
  skip: (form) => isResidence(form),
  toData: (d) =>
    d.residence
      ? { colocation: false }
      : {
          colocation: d.colocation,
          ...(d.colocation === true ? { rentShare: amount(d.rentShare) } : {}),
        },
  isEmpty: (d) =>
    !d.residence && (d.colocation === undefined || (d.colocation === true && str(d.rentShare).trim() === '')),
  render: ({ draft, set, errors, form, l }) =>
    draft.residence ? (
      <ResidenceNote>{l.t('sim.flatshare.residence')}</ResidenceNote>
    ) : (
      <>
        <RadioGroup
          id="colocation"
          label={l.t('sim.flatshare.label')}
          hint={l.t('sim.flatshare.hint')}
          options={yesNo(l)}
          value={draft.colocation as boolean | undefined}
          onChange={(colocation) => set({ colocation })}
          error={errors.colocation}
        />
        {draft.colocation === true && (
          <TextField
            id="rentShare"
            label={l.t('sim.flatshare.share')}
            hint={
              form.rent ? l.t('sim.flatshare.shareHint', { rent: formatAmountInput(form.rent) }) : undefined
            }
            inputMode="decimal"
            suffix={l.t('sim.perMonthSuffix')}
            value={str(draft.rentShare)}
            onChange={(rentShare) => set({ rentShare })}
            error={errors.rentShare}
          />
        )}
      </>
    ),
};
