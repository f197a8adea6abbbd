/** Step « revenus » of the simulator: « Quels sont vos revenus ? » — its draft, its answers and its fields. */
import { ageOpenFisca } from '../../../core/apl/age.ts';
import { euros } from '../../../core/apl/format.ts';
import { aidMonth, type FormData, isResidence, SAVINGS_THRESHOLD } from '../../../core/simulation/form.ts';
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
  title: 'Quels sont vos revenus ?',
  init: (form) => ({
    income: formatAmountInput(form.income),
    savings: form.assets === undefined ? undefined : form.assets > SAVINGS_THRESHOLD,
    assets: formatAmountInput(form.assets),
    noBenefit: form.status === 'unemployed' && form.unemploymentIndemnified === false,
    askSavings: savingsMatter(form),
  }),
  toData: (d) => ({
    // Without unemployment benefit, a jobseeker's resources count for zero.
    income: d.noBenefit ? 0 : amount(d.income),
    ...(d.askSavings && d.savings === true ? { assets: amount(d.assets) } : {}),
  }),
  isEmpty: (d) =>
    (!d.noBenefit && str(d.income).trim() === '') ||
    (d.askSavings === true &&
      (d.savings === undefined || (d.savings === true && str(d.assets).trim() === ''))),
  render: ({ draft, set, errors, form }) => (
    <>
      {draft.noBenefit ? (
        <p className="sim-note">
          Sans allocation chômage, vous n'avez pas de revenu actuel à indiquer. La CAF tient compte du salaire
          d'avant le chômage indiqué à l'étape précédente, puis, après deux mois de chômage non indemnisé, ne
          compte plus ni salaires ni allocations.
        </p>
      ) : (
        <TextField
          id="income"
          label={
            form.status === 'unemployed'
              ? 'Allocation chômage mensuelle (ARE)'
              : form.livingAlone === false
                ? 'Revenus mensuels nets imposables du couple'
                : 'Revenus mensuels nets imposables'
          }
          hint={
            <>
              {form.status === 'unemployed'
                ? "Le montant net de l'allocation que vous recevez chaque mois."
                : "La ligne « net imposable » de votre fiche de paie, en moyenne sur les 12 derniers mois. Indiquez 0 si vous n'avez pas de revenus."}
              {form.status === 'student'
                ? ' Étudiant de moins de 28 ans : la CAF retient un forfait, vos revenus réels ne changent pas le montant.'
                : ''}
            </>
          }
          inputMode="decimal"
          suffix="€ / mois"
          value={str(draft.income)}
          onChange={(income) => set({ income })}
          error={errors.income}
        />
      )}
      {draft.askSavings === true && (
        <>
          <RadioGroup
            id="savings"
            label={`Avez-vous plus de ${euros(SAVINGS_THRESHOLD, 0)} d'épargne ?`}
            hint={`Livret A, LDDS, LEP, comptes et plans d'épargne… Au-delà de ${euros(SAVINGS_THRESHOLD, 0)}, la CAF ajoute à vos ressources 3 % de leur montant.`}
            options={yesNo}
            value={draft.savings as boolean | undefined}
            onChange={(savings) => set({ savings })}
          />
          {draft.savings === true && (
            <TextField
              id="assets"
              label="Montant total de votre épargne"
              inputMode="decimal"
              suffix="€"
              value={str(draft.assets)}
              onChange={(assets) => set({ assets })}
              error={errors.assets}
            />
          )}
        </>
      )}
    </>
  ),
};
