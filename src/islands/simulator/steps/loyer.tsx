/** Step « loyer » of the simulator: « Quel est votre loyer ? » — its draft, its answers and its fields. */
import { type FormData, isResidence } from '../../../core/simulation/form.ts';
import { formatAmountInput, RadioGroup, TextField } from '../fields.tsx';
import { amount, type QuestionStep, str } from './shared.tsx';

export const loyerStep: QuestionStep = {
  title: 'sim.rent.title',
  init: (form, prefill) => ({
    housing: form.housing ?? 'ordinary',
    rent: formatAmountInput(form.rent ?? prefill?.averageRent),
    redevance: formatAmountInput(form.redevance),
  }),
  toData: (d) =>
    isResidence({ housing: d.housing as FormData['housing'] })
      ? { housing: d.housing, redevance: amount(d.redevance) }
      : { housing: 'ordinary', rent: amount(d.rent) },
  isEmpty: (d) =>
    str(isResidence({ housing: d.housing as FormData['housing'] }) ? d.redevance : d.rent).trim() === '',
  render: ({ draft, set, errors, prefill, l: { t } }) => (
    <>
      <RadioGroup
        id="housing"
        label={t('sim.rent.housing')}
        hint={t('sim.rent.housingHint')}
        options={[
          {
            value: 'ordinary',
            label: t('sim.rent.ordinary'),
            hint: t('sim.rent.ordinaryHint'),
          },
          { value: 'crous', label: t('sim.rent.crous') },
          {
            value: 'foyer',
            label: t('sim.rent.foyer'),
            hint: t('sim.rent.foyerHint'),
          },
        ]}
        value={draft.housing as string | undefined}
        onChange={(housing) => set({ housing })}
        error={errors.housing}
      />
      {isResidence({ housing: draft.housing as FormData['housing'] }) ? (
        <TextField
          id="redevance"
          label={t('sim.rent.redevance')}
          hint={t('sim.rent.redevanceHint')}
          inputMode="decimal"
          suffix={t('sim.perMonthSuffix')}
          value={str(draft.redevance)}
          onChange={(redevance) => set({ redevance })}
          error={errors.redevance}
        />
      ) : (
        <TextField
          id="rent"
          label={t('sim.rent.rent')}
          hint={
            <>
              {t('sim.rent.rentHint')}
              {prefill?.averageRent && prefill.cityName
                ? t('sim.rent.prefilled', { city: prefill.cityName })
                : ''}
            </>
          }
          inputMode="decimal"
          suffix={t('sim.perMonthSuffix')}
          value={str(draft.rent)}
          onChange={(rent) => set({ rent })}
          error={errors.rent}
        />
      )}
    </>
  ),
};
