/** Step « statut » of the simulator: « Quelle est votre situation ? » — its draft, its answers and its fields. */
import { monthsBefore as monthsBeforeDay } from '../../../core/dates.ts';
import { aidMonth } from '../../../core/simulation/form.ts';
import { today } from '../clock.ts';
import { formatAmountInput, RadioGroup, TextField } from '../fields.tsx';
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
  title: 'Quelle est votre situation ?',
  init: (form) => ({
    status: form.status,
    boursier: form.boursier,
    unemploymentStart: form.unemploymentStart?.slice(0, 7) ?? '',
    unemploymentIndemnified: form.unemploymentIndemnified,
    salaryBeforeUnemployment: formatAmountInput(form.salaryBeforeUnemployment),
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
  }),
  isEmpty: (d) =>
    d.status === undefined ||
    (d.status === 'student' && d.boursier === undefined) ||
    (d.status === 'unemployed' &&
      (str(d.unemploymentStart) === '' || d.unemploymentIndemnified === undefined)),
  render: ({ draft, set, errors }) => (
    <>
      <RadioGroup
        id="status"
        label="Vous êtes…"
        options={[
          { value: 'student', label: 'Étudiant(e)' },
          { value: 'employee', label: 'Salarié(e)', hint: 'y compris alternance et apprentissage' },
          { value: 'unemployed', label: "Demandeur(se) d'emploi" },
          { value: 'rsa', label: 'Bénéficiaire du RSA' },
          { value: 'other', label: 'Autre situation', hint: 'retraite, indépendant, sans activité…' },
        ]}
        value={draft.status as string | undefined}
        onChange={(status) => set({ status })}
        error={errors.status}
      />
      {draft.status === 'student' && (
        <RadioGroup
          id="boursier"
          label="Êtes-vous boursier(ère) sur critères sociaux ?"
          hint="Un étudiant boursier a un forfait de ressources plus bas, donc une aide plus élevée."
          options={yesNo}
          value={draft.boursier as boolean | undefined}
          onChange={(boursier) => set({ boursier })}
          error={errors.boursier}
        />
      )}
      {draft.status === 'unemployed' && (
        <>
          <TextField
            id="unemploymentStart"
            label="Depuis quel mois êtes-vous au chômage ?"
            hint="Après deux mois de chômage, la CAF réduit ou neutralise les salaires d'avant : la date change le montant."
            type="month"
            placeholder="AAAA-MM"
            max={aidMonth(today())}
            value={str(draft.unemploymentStart)}
            onChange={(unemploymentStart) => set({ unemploymentStart })}
            error={errors.unemploymentStart}
          />
          <RadioGroup
            id="unemploymentIndemnified"
            label="Percevez-vous l'allocation chômage (ARE) ?"
            options={yesNo}
            value={draft.unemploymentIndemnified as boolean | undefined}
            onChange={(unemploymentIndemnified) => set({ unemploymentIndemnified })}
            error={errors.unemploymentIndemnified}
          />
          {salaryMatters(str(draft.unemploymentStart)) && (
            <TextField
              id="salaryBeforeUnemployment"
              label="Votre salaire mensuel net imposable avant le chômage"
              hint="Les 12 mois que la CAF regarde comprennent encore des mois de salaire. Indiquez 0 si vous ne travailliez pas."
              inputMode="decimal"
              suffix="€ / mois"
              value={str(draft.salaryBeforeUnemployment)}
              onChange={(salaryBeforeUnemployment) => set({ salaryBeforeUnemployment })}
              error={errors.salaryBeforeUnemployment}
            />
          )}
        </>
      )}
    </>
  ),
};
