/** Step « revenus » of the simulator: « Quels sont vos revenus ? » — its draft, its answers and its fields. */
import { ageOpenFisca } from '../../../core/apl/age.ts';
import {
  aidMonth,
  asksParentsIfi,
  describesPartner,
  type FormData,
  isResidence,
  SAVINGS_THRESHOLD,
} from '../../../core/simulation/form.ts';
import { today } from '../clock.ts';
import { formatAmountInput, RadioGroup, TextField } from '../fields.tsx';
import type { Translator } from '../locale.ts';
import { amount, type Draft, type QuestionStep, str, yesNo } from './shared.tsx';

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
    // A couple whose partner was described: « vos revenus » and « ceux de votre conjoint(e) » apart.
    couple: describesPartner(form),
    partnerIncome: formatAmountInput(form.partnerIncome),
    partnerNoBenefit: form.partnerStatus === 'unemployed' && form.partnerUnemploymentIndemnified === false,
    askSavings: savingsMatter(form),
    askIfi: asksParentsIfi(form, today()),
    parentsIfi: form.parentsIfi,
  }),
  toData: (d) => ({
    // Without unemployment benefit, a jobseeker's resources count for zero.
    income: d.noBenefit ? 0 : amount(d.income),
    // NaN when unreadable: the shared schema refuses it with the partner's message.
    ...(d.couple ? { partnerIncome: d.partnerNoBenefit ? 0 : (amount(d.partnerIncome) ?? Number.NaN) } : {}),
    ...(d.askSavings && d.savings === true ? { assets: amount(d.assets) } : {}),
    // Past the age of an attachment to the parents' tax household, alone: no IFI of parents to count.
    parentsIfi: d.askIfi ? d.parentsIfi : false,
  }),
  isEmpty: (d) =>
    (!d.noBenefit && str(d.income).trim() === '') ||
    (d.couple === true && !d.partnerNoBenefit && str(d.partnerIncome).trim() === '') ||
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
              : draft.couple
                ? l.t('sim.income.own')
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
      {draft.couple === true && <PartnerIncome draft={draft} set={set} errors={errors} form={form} l={l} />}
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

/** « Ceux de votre conjoint(e) » : the partner's own income (their benefit for a jobseeker), or why there is none. */
function PartnerIncome({
  draft,
  set,
  errors,
  form,
  l,
}: {
  draft: Draft;
  set: (patch: Draft) => void;
  errors: Record<string, string>;
  form: FormData;
  l: Translator;
}) {
  if (draft.partnerNoBenefit) return <p className="sim-note">{l.t('sim.income.partnerNoBenefit')}</p>;
  const jobseeker = form.partnerStatus === 'unemployed';
  return (
    <TextField
      id="partnerIncome"
      label={jobseeker ? l.t('sim.income.partnerBenefit') : l.t('sim.income.partner')}
      hint={jobseeker ? l.t('sim.income.benefitHint') : l.t('sim.income.partnerHint')}
      inputMode="decimal"
      suffix={l.t('sim.perMonthSuffix')}
      value={str(draft.partnerIncome)}
      onChange={(partnerIncome) => set({ partnerIncome })}
      error={errors.partnerIncome}
    />
  );
}
