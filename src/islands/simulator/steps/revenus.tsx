/** Step « revenus » of the simulator: « Quels sont vos revenus ? » — its draft, its answers and its fields. */
import { ageOpenFisca } from '../../../core/apl/age.ts';
import {
  aidMonth,
  asksParentsIfi,
  type FormData,
  isResidence,
  SAVINGS_THRESHOLD,
} from '../../../core/simulation/form.ts';
import { today } from '../clock.ts';
import { formatAmountInput, RadioGroup, TextField } from '../fields.tsx';
import { amount, type QuestionStep, str, yesNo } from './shared.tsx';

/**
 * Whether savings can change the amount: not in a residence (exempt), not for a student under 28 (whose
 * resources are a forfait).
 */
function savingsMatter(form: FormData): boolean {
  if (isResidence(form)) return false;
  const firstOfMonth = `${aidMonth(today())}-01`;
  return !(form.status === 'student' && form.birthDate && ageOpenFisca(form.birthDate, firstOfMonth) < 28);
}

export const revenusStep: QuestionStep = {
  title: 'sim.income.title',
  init: (form) => ({
    income: formatAmountInput(form.income),
    savings: form.assets === undefined ? undefined : form.assets > SAVINGS_THRESHOLD,
    assets: formatAmountInput(form.assets),
    noBenefit: form.status === 'unemployed' && form.unemploymentIndemnified === false,
    askSavings: savingsMatter(form),
    askIfi: asksParentsIfi(form, today()),
    parentsIfi: form.parentsIfi,
  }),
  toData: (d) => ({
    // Without unemployment benefit, a jobseeker's resources count for zero.
    income: d.noBenefit ? 0 : amount(d.income),
    ...(d.askSavings && d.savings === true ? { assets: amount(d.assets) } : {}),
    // Past the age of an attachment to the parents' tax household, alone: no IFI of parents to count.
    parentsIfi: d.askIfi ? d.parentsIfi : false,
  }),
  isEmpty: (d) =>
    (!d.noBenefit && str(d.income).trim() === '') ||
    (d.askSavings === true &&
      (d.savings === undefined || (d.savings === true && str(d.assets).trim() === ''))) ||
    (d.askIfi === true && d.parentsIfi === undefined),
  render: ({ draft, set, errors, form, l }) => (
    <>
      {draft.noBenefit ? (
        <p className="sim-note">{l.t('sim.income.noBenefit')}</p>
      ) : (
        <TextField
          id="income"
          label={
            form.status === 'unemployed'
              ? l.t('sim.income.benefit')
              : form.livingAlone === false
                ? l.t('sim.income.couple')
                : l.t('sim.income.single')
          }
          hint={
            <>
              {form.status === 'unemployed' ? l.t('sim.income.benefitHint') : l.t('sim.income.hint')}
              {form.status === 'student' ? l.t('sim.income.studentHint') : ''}
            </>
          }
          inputMode="decimal"
          suffix={l.t('sim.perMonthSuffix')}
          value={str(draft.income)}
          onChange={(income) => set({ income })}
          error={errors.income}
        />
      )}
      {draft.askSavings === true && (
        <>
          <RadioGroup
            id="savings"
            label={l.t('sim.income.savings', { amount: l.euros(SAVINGS_THRESHOLD) })}
            hint={l.t('sim.income.savingsHint', { amount: l.euros(SAVINGS_THRESHOLD) })}
            options={yesNo(l)}
            value={draft.savings as boolean | undefined}
            onChange={(savings) => set({ savings })}
          />
          {draft.savings === true && (
            <TextField
              id="assets"
              label={l.t('sim.income.assets')}
              inputMode="decimal"
              suffix={l.t('sim.euroSuffix')}
              value={str(draft.assets)}
              onChange={(assets) => set({ assets })}
              error={errors.assets}
            />
          )}
        </>
      )}
      {draft.askIfi === true && (
        <RadioGroup
          id="parentsIfi"
          label={form.livingAlone === false ? l.t('sim.income.ifiCouple') : l.t('sim.income.ifi')}
          hint={l.t('sim.income.ifiHint')}
          options={yesNo(l)}
          value={draft.parentsIfi as boolean | undefined}
          onChange={(parentsIfi) => set({ parentsIfi })}
          error={errors.parentsIfi}
        />
      )}
    </>
  ),
};
