/** Step « statut » of the simulator: « Quelle est votre situation ? » — its draft, its answers and its fields. */
import { monthsBefore as monthsBeforeDay } from '../../../core/dates.ts';
import { aidMonth } from '../../../core/simulation/form.ts';
import { today } from '../clock.ts';
import { formatAmountInput, RadioGroup, TextField } from '../fields.tsx';
import { NationalityFields, nationalityData, nationalityMissing } from './nationality.tsx';
import { amount, type QuestionStep, str, yesNo } from './shared.tsx';

/** The salary before unemployment counts while the 12 months the CAF looks at (M−13…M−2) still hold some. */
function salaryMatters(start: string): boolean {
  return /^\d{4}-\d{2}/.test(start) && startDate(start) > monthsBefore(13);
}

/** The first day of the month `months` before the aid's month (AAAA-MM-01). */
function monthsBefore(months: number): string {
  return monthsBeforeDay(today(), months);
}

/** « 2025-03 » (a month field) or « 2025-03-14 » → « 2025-03-01 » / « 2025-03-14 »; anything else as typed. */
const startDate = (v: string) => (/^\d{4}-\d{2}$/.test(v) ? `${v}-01` : v);

export const statutStep: QuestionStep = {
  title: 'sim.status.title',
  init: (form) => ({
    status: form.status,
    boursier: form.boursier,
    unemploymentStart: form.unemploymentStart?.slice(0, 7) ?? '',
    unemploymentIndemnified: form.unemploymentIndemnified,
    salaryBeforeUnemployment: formatAmountInput(form.salaryBeforeUnemployment),
    nationality: form.nationality,
    studentPermit: form.studentPermit,
    bcsConditions: form.bcsConditions,
  }),
  toData: (d) => ({
    status: d.status,
    ...(d.status === 'student' && d.boursier !== undefined ? { boursier: d.boursier } : {}),
    ...(d.status === 'unemployed'
      ? {
          ...(str(d.unemploymentStart) ? { unemploymentStart: startDate(str(d.unemploymentStart)) } : {}),
          ...(d.unemploymentIndemnified !== undefined
            ? { unemploymentIndemnified: d.unemploymentIndemnified }
            : {}),
          ...(salaryMatters(str(d.unemploymentStart))
            ? { salaryBeforeUnemployment: amount(d.salaryBeforeUnemployment) ?? 0 }
            : {}),
        }
      : {}),
    ...nationalityData(d),
  }),
  isEmpty: (d) =>
    d.status === undefined ||
    nationalityMissing(d) ||
    (d.status === 'student' && d.boursier === undefined) ||
    (d.status === 'unemployed' &&
      (str(d.unemploymentStart) === '' || d.unemploymentIndemnified === undefined)),
  render: ({ draft, set, errors, l }) => (
    <>
      <RadioGroup
        id="status"
        label={l.t('sim.status.label')}
        options={[
          { value: 'student', label: l.t('sim.status.student') },
          { value: 'employee', label: l.t('sim.status.employee'), hint: l.t('sim.status.employeeHint') },
          { value: 'unemployed', label: l.t('sim.status.unemployed') },
          { value: 'rsa', label: l.t('sim.status.rsa') },
          { value: 'other', label: l.t('sim.status.other'), hint: l.t('sim.status.otherHint') },
        ]}
        value={draft.status as string | undefined}
        onChange={(status) => set({ status })}
        error={errors.status}
      />
      {draft.status === 'student' && (
        <RadioGroup
          id="boursier"
          label={l.t('sim.status.boursier')}
          hint={l.t('sim.status.boursierHint')}
          options={yesNo(l)}
          value={draft.boursier as boolean | undefined}
          onChange={(boursier) => set({ boursier })}
          error={errors.boursier}
        />
      )}
      {draft.status === 'unemployed' && (
        <>
          <TextField
            id="unemploymentStart"
            label={l.t('sim.status.unemploymentStart')}
            hint={l.t('sim.status.unemploymentStartHint')}
            type="month"
            placeholder={l.t('sim.status.monthPlaceholder')}
            max={aidMonth(today())}
            value={str(draft.unemploymentStart)}
            onChange={(unemploymentStart) => set({ unemploymentStart })}
            error={errors.unemploymentStart}
          />
          <RadioGroup
            id="unemploymentIndemnified"
            label={l.t('sim.status.indemnified')}
            options={yesNo(l)}
            value={draft.unemploymentIndemnified as boolean | undefined}
            onChange={(unemploymentIndemnified) => set({ unemploymentIndemnified })}
            error={errors.unemploymentIndemnified}
          />
          {salaryMatters(str(draft.unemploymentStart)) && (
            <TextField
              id="salaryBeforeUnemployment"
              label={l.t('sim.status.salary')}
              hint={l.t('sim.status.salaryHint')}
              inputMode="decimal"
              suffix={l.t('sim.perMonthSuffix')}
              value={str(draft.salaryBeforeUnemployment)}
              onChange={(salaryBeforeUnemployment) => set({ salaryBeforeUnemployment })}
              error={errors.salaryBeforeUnemployment}
            />
          )}
        </>
      )}
      <NationalityFields draft={draft} set={set} errors={errors} l={l} />
    </>
  ),
};
