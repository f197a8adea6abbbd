/** Step « statut » of the simulator: « Quelle est votre situation ? » — its draft, its answers and its fields. */
import { RadioGroup } from '../fields.tsx';
import type { Translator } from '../locale.ts';
import { JobseekerFields, jobseekerData, jobseekerDraft, jobseekerMissing } from './jobseeker.tsx';
import { NationalityFields, nationalityData, nationalityMissing } from './nationality.tsx';
import { type QuestionStep, yesNo } from './shared.tsx';

/** The five situations, for the applicant and for a couple's partner (step « situation »). */
export const statusOptions = ({ t }: Translator) => [
  { value: 'student', label: t('sim.status.student') },
  { value: 'employee', label: t('sim.status.employee'), hint: t('sim.status.employeeHint') },
  { value: 'unemployed', label: t('sim.status.unemployed') },
  { value: 'rsa', label: t('sim.status.rsa') },
  { value: 'other', label: t('sim.status.other'), hint: t('sim.status.otherHint') },
];

export const statutStep: QuestionStep = {
  title: 'sim.status.title',
  init: (form) => ({
    status: form.status,
    boursier: form.boursier,
    ...jobseekerDraft('', form),
    nationality: form.nationality,
    studentPermit: form.studentPermit,
    bcsConditions: form.bcsConditions,
  }),
  toData: (d) => ({
    status: d.status,
    ...(d.status === 'student' && d.boursier !== undefined ? { boursier: d.boursier } : {}),
    ...(d.status === 'unemployed' ? jobseekerData('', d) : {}),
    ...nationalityData(d),
  }),
  isEmpty: (d) =>
    d.status === undefined ||
    nationalityMissing(d) ||
    (d.status === 'student' && d.boursier === undefined) ||
    (d.status === 'unemployed' && jobseekerMissing('', d)),
  render: ({ draft, set, errors, l }) => (
    <>
      <RadioGroup
        id="status"
        label={l.t('sim.status.label')}
        options={statusOptions(l)}
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
        <JobseekerFields
          p=""
          labels={{
            start: 'sim.status.unemploymentStart',
            indemnified: 'sim.status.indemnified',
            salary: 'sim.status.salary',
            salaryHint: 'sim.status.salaryHint',
          }}
          draft={draft}
          set={set}
          errors={errors}
          l={l}
        />
      )}
      <NationalityFields draft={draft} set={set} errors={errors} l={l} />
    </>
  ),
};
