/** Step « loyer » of the simulator: « Quel est votre loyer ? » — its draft, its answers and its fields. */
import { type FormData, isResidence } from '../../../core/simulation/form.ts';
import { formatAmountInput, RadioGroup, TextField } from '../fields.tsx';
import { amount, type QuestionStep, str } from './shared.tsx';

export const loyerStep: QuestionStep = {
  title: 'Quel est votre loyer ?',
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
  render: ({ draft, set, errors, prefill }) => (
    <>
      <RadioGroup
        id="housing"
        label="Où logez-vous ?"
        hint="Les résidences ont leur propre calcul de l'aide."
        options={[
          {
            value: 'ordinary',
            label: 'Un logement loué',
            hint: 'chez un particulier, par une agence, un bailleur social, ou dans une résidence étudiante privée',
          },
          { value: 'crous', label: 'Une résidence universitaire du CROUS' },
          {
            value: 'foyer',
            label: 'Une autre résidence',
            hint: 'foyer de jeunes travailleurs, résidence sociale, foyer-logement : vous payez une redevance',
          },
        ]}
        value={draft.housing as string | undefined}
        onChange={(housing) => set({ housing })}
        error={errors.housing}
      />
      {isResidence({ housing: draft.housing as FormData['housing'] }) ? (
        <TextField
          id="redevance"
          label="Redevance mensuelle"
          hint="Ce que vous payez chaque mois à la résidence, loyer et charges compris (sans les services en option)."
          inputMode="decimal"
          suffix="€ / mois"
          value={str(draft.redevance)}
          onChange={(redevance) => set({ redevance })}
          error={errors.redevance}
        />
      ) : (
        <TextField
          id="rent"
          label="Loyer mensuel hors charges"
          hint={
            <>
              Le montant du bail, sans les charges. En colocation, indiquez le loyer total du logement : nous
              vous demanderons votre part plus loin.
              {prefill?.averageRent && prefill.cityName
                ? ` Pré-rempli avec le loyer moyen à ${prefill.cityName} : modifiez-le avec le vôtre.`
                : ''}
            </>
          }
          inputMode="decimal"
          suffix="€ / mois"
          value={str(draft.rent)}
          onChange={(rent) => set({ rent })}
          error={errors.rent}
        />
      )}
    </>
  ),
};
