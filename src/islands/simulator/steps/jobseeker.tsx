/**
 * A jobseeker's details, asked of the applicant (step « statut ») and of a couple's partner (step « situation »)
 * alike: since which month, whether the benefit is paid, and the salary before while the CAF's 12 months
 * (M−13…M−2) still hold some. `p` names the fields: '' for the applicant (`unemploymentStart`…), 'partner'
 * for the partner (`partnerUnemploymentStart`…).
 */
import { monthsBefore } from '../../../core/dates.ts';
import { aidMonth } from '../../../core/simulation/form.ts';
import { today } from '../clock.ts';
import { formatAmountInput, RadioGroup, TextField } from '../fields.tsx';
import type { SimulatorKey, Translator } from '../locale.ts';
import { amount, type Draft, str, yesNo } from './shared.tsx';

type Prefix = '' | 'partner';
const key = (p: Prefix, name: string) => (p ? `${p}${name[0]?.toUpperCase()}${name.slice(1)}` : name);

/** « 2025-03 » (a month field) or « 2025-03-14 » → « 2025-03-01 » / « 2025-03-14 »; anything else as typed. */
const startDate = (v: string) => (/^\d{4}-\d{2}$/.test(v) ? `${v}-01` : v);

/** The salary before unemployment counts while the 12 months the CAF looks at (M−13…M−2) still hold some. */
const salaryMatters = (start: string) =>
  /^\d{4}-\d{2}/.test(start) && startDate(start) > monthsBefore(today(), 13);

/** The draft of the details from the answers (a month field shows AAAA-MM). */
export function jobseekerDraft(p: Prefix, form: Record<string, unknown>): Draft {
  const start = form[key(p, 'unemploymentStart')];
  const salary = form[key(p, 'salaryBeforeUnemployment')];
  return {
    [key(p, 'unemploymentStart')]: typeof start === 'string' ? start.slice(0, 7) : '',
    [key(p, 'unemploymentIndemnified')]: form[key(p, 'unemploymentIndemnified')] as boolean | undefined,
    [key(p, 'salaryBeforeUnemployment')]: formatAmountInput(salary as number | undefined),
  };
}

/** The answers the details give (only those asked). */
export function jobseekerData(p: Prefix, d: Draft): Record<string, unknown> {
  const start = str(d[key(p, 'unemploymentStart')]);
  const indemnified = d[key(p, 'unemploymentIndemnified')];
  return {
    ...(start ? { [key(p, 'unemploymentStart')]: startDate(start) } : {}),
    ...(indemnified !== undefined ? { [key(p, 'unemploymentIndemnified')]: indemnified } : {}),
    ...(salaryMatters(start)
      ? { [key(p, 'salaryBeforeUnemployment')]: amount(d[key(p, 'salaryBeforeUnemployment')]) ?? 0 }
      : {}),
  };
}

export const jobseekerMissing = (p: Prefix, d: Draft) =>
  str(d[key(p, 'unemploymentStart')]) === '' || d[key(p, 'unemploymentIndemnified')] === undefined;

/** The three questions, worded for the applicant or the partner. */
export function JobseekerFields({
  p,
  labels,
  draft,
  set,
  errors,
  l,
}: {
  p: Prefix;
  labels: { start: SimulatorKey; indemnified: SimulatorKey; salary: SimulatorKey; salaryHint: SimulatorKey };
  draft: Draft;
  set: (patch: Draft) => void;
  errors: Record<string, string>;
  l: Translator;
}) {
  const [start, indemnified, salary] = [
    'unemploymentStart',
    'unemploymentIndemnified',
    'salaryBeforeUnemployment',
  ].map((n) => key(p, n)) as [string, string, string];
  return (
    <>
      <TextField
        id={start}
        label={l.t(labels.start)}
        hint={l.t('sim.status.unemploymentStartHint')}
        type="month"
        placeholder={l.t('sim.status.monthPlaceholder')}
        max={aidMonth(today())}
        value={str(draft[start])}
        onChange={(v) => set({ [start]: v })}
        error={errors[start]}
      />
      <RadioGroup
        id={indemnified}
        label={l.t(labels.indemnified)}
        options={yesNo(l)}
        value={draft[indemnified] as boolean | undefined}
        onChange={(v) => set({ [indemnified]: v })}
        error={errors[indemnified]}
      />
      {salaryMatters(str(draft[start])) && (
        <TextField
          id={salary}
          label={l.t(labels.salary)}
          hint={l.t(labels.salaryHint)}
          inputMode="decimal"
          suffix={l.t('sim.perMonthSuffix')}
          value={str(draft[salary])}
          onChange={(v) => set({ [salary]: v })}
          error={errors[salary]}
        />
      )}
    </>
  );
}
