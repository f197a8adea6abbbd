/**
 * Step « situation » of the simulator: « Vivez-vous seul(e) ou en couple ? » and, in a couple, the partner's
 * situation (the law counts each person: CCH R. 822-3, R. 822-14, R. 822-15) — its draft, its answers and its
 * fields. The partner's income is asked with the applicant's, on « revenus ».
 */
import { RadioGroup } from '../fields.tsx';
import { JobseekerFields, jobseekerData, jobseekerDraft, jobseekerMissing } from './jobseeker.tsx';
import type { QuestionStep } from './shared.tsx';
import { statusOptions } from './statut.tsx';

export const situationStep: QuestionStep = {
  title: 'sim.household.title',
  init: (form) => ({
    livingAlone: form.livingAlone,
    partnerStatus: form.partnerStatus,
    ...jobseekerDraft('partner', form),
  }),
  // In a couple, an unanswered partner's status is sent empty, which the shared schema refuses (steps.ts).
  toData: (d) => ({
    livingAlone: d.livingAlone,
    ...(d.livingAlone === false
      ? {
          partnerStatus: d.partnerStatus ?? '',
          ...(d.partnerStatus === 'unemployed' ? jobseekerData('partner', d) : {}),
        }
      : {}),
  }),
  isEmpty: (d) =>
    d.livingAlone === undefined ||
    (d.livingAlone === false &&
      (d.partnerStatus === undefined ||
        (d.partnerStatus === 'unemployed' && jobseekerMissing('partner', d)))),
  render: ({ draft, set, errors, form, l }) => (
    <>
      <RadioGroup
        id="livingAlone"
        label={l.t('sim.household.label')}
        options={[
          { value: true, label: l.t('sim.household.alone') },
          { value: false, label: l.t('sim.household.couple'), hint: l.t('sim.household.coupleHint') },
        ]}
        value={draft.livingAlone as boolean | undefined}
        onChange={(livingAlone) => set({ livingAlone })}
        error={errors.livingAlone}
      />
      {draft.livingAlone === false && (
        <>
          <RadioGroup
            id="partnerStatus"
            label={l.t('sim.household.partnerStatus')}
            hint={l.t('sim.household.partnerStatusHint')}
            options={statusOptions(l)}
            value={draft.partnerStatus as string | undefined}
            onChange={(partnerStatus) => set({ partnerStatus })}
            error={errors.partnerStatus}
          />
          {draft.partnerStatus === 'unemployed' && (
            <JobseekerFields
              p="partner"
              labels={{
                start: 'sim.household.partnerUnemploymentStart',
                indemnified: 'sim.household.partnerIndemnified',
                salary: 'sim.household.partnerSalary',
                salaryHint: 'sim.household.partnerSalaryHint',
              }}
              draft={draft}
              set={set}
              errors={errors}
              l={l}
            />
          )}
          {draft.partnerStatus === 'student' && form.status !== 'student' && (
            <p className="sim-note">{l.t('sim.household.partnerStudentNote')}</p>
          )}
        </>
      )}
    </>
  ),
};
