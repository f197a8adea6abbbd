/**
 * The nationality questions of step « statut » (CCH L. 822-2, I, 3°, since 1 July 2026): nationality for
 * everyone, the kind of residence permit for another nationality, and for a student permit without the grant,
 * whether the grant's conditions are met — with those conditions in one paragraph and the official page.
 */
import { asksGrantConditions } from '../../../core/simulation/form.ts';
import { RadioGroup } from '../fields.tsx';
import type { Draft, StepProps } from './shared.tsx';
import { yesNo } from './shared.tsx';

/** service-public.fr F12214: « Études supérieures : conditions d'attribution de la bourse sur critères sociaux ». */
const BCS_CONDITIONS_URL = 'https://www.service-public.fr/particuliers/vosdroits/F12214';

/** The answers these questions give, from the draft (only those the situation asks). */
export function nationalityData(d: Draft): Record<string, unknown> {
  const answers = draftAnswers(d);
  return {
    ...(answers.nationality ? { nationality: answers.nationality } : {}),
    ...(answers.nationality === 'other' && answers.studentPermit !== undefined
      ? { studentPermit: answers.studentPermit }
      : {}),
    ...(asksGrantConditions(answers) && d.bcsConditions !== undefined
      ? { bcsConditions: d.bcsConditions }
      : {}),
  };
}

/** Whether an asked question is still unanswered. */
export function nationalityMissing(d: Draft): boolean {
  const answers = draftAnswers(d);
  return (
    answers.nationality === undefined ||
    (answers.nationality === 'other' && answers.studentPermit === undefined) ||
    (asksGrantConditions(answers) && d.bcsConditions === undefined)
  );
}

const draftAnswers = (d: Draft) => ({
  nationality: d.nationality as string | undefined,
  studentPermit: d.studentPermit as boolean | undefined,
  status: d.status as string | undefined,
  boursier: d.boursier as boolean | undefined,
});

export function NationalityFields({
  draft,
  set,
  errors,
  l,
}: Pick<StepProps, 'draft' | 'set' | 'errors' | 'l'>) {
  const { t } = l;
  const answers = draftAnswers(draft);
  return (
    <>
      <RadioGroup
        id="nationality"
        label={t('sim.status.nationality')}
        hint={t('sim.status.nationalityHint')}
        options={[
          { value: 'fr', label: t('sim.status.french') },
          { value: 'eu', label: t('sim.status.eu'), hint: t('sim.status.euHint') },
          { value: 'other', label: t('sim.status.otherNationality') },
        ]}
        value={answers.nationality}
        onChange={(nationality) => set({ nationality })}
        error={errors.nationality}
      />
      {answers.nationality === 'other' && (
        <RadioGroup
          id="studentPermit"
          label={t('sim.status.permit')}
          options={[
            { value: true, label: t('sim.status.studentPermit'), hint: t('sim.status.studentPermitHint') },
            { value: false, label: t('sim.status.otherPermit'), hint: t('sim.status.otherPermitHint') },
          ]}
          value={answers.studentPermit}
          onChange={(studentPermit) => set({ studentPermit })}
          error={errors.studentPermit}
        />
      )}
      {asksGrantConditions(answers) && (
        <RadioGroup
          id="bcsConditions"
          label={t('sim.status.bcs')}
          hint={
            <>
              {t('sim.status.bcsHint')}{' '}
              <a href={BCS_CONDITIONS_URL} target="_blank" rel="noopener">
                {t('sim.status.bcsLink')}
              </a>
            </>
          }
          options={yesNo(l)}
          value={draft.bcsConditions as boolean | undefined}
          onChange={(bcsConditions) => set({ bcsConditions })}
          error={errors.bcsConditions}
        />
      )}
    </>
  );
}
