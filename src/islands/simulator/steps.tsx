/**
 * What each question step shows and asks (spec §2, §5; DECISIONS 3, 5, 11). Each step turns its draft
 * (what the visitor typed) into answers that the shared schemas validate.
 */
import type { ReactNode } from 'react';
import { ageOpenFisca } from '../../core/apl/age.ts';
import { euros } from '../../core/apl/format.ts';
import { monthsBefore as monthsBeforeDay } from '../../core/dates.ts';
import {
  aidMonth,
  type FormData,
  isResidence,
  SAVINGS_THRESHOLD,
  type StepSlug,
} from '../../core/simulation/form.ts';
import { CommunePicker } from './CommunePicker.tsx';
import { today } from './clock.ts';
import { EmailField } from './EmailField.tsx';
import { formatAmountInput, parseAmount, RadioGroup, TextField } from './fields.tsx';
import type { Prefill } from './store.ts';

export type Draft = Record<string, string | number | boolean | undefined>;

export type StepProps = {
  draft: Draft;
  set: (patch: Draft) => void;
  errors: Record<string, string>;
  form: FormData;
  prefill: Prefill | null;
};

export type QuestionStep = {
  title: string;
  /** Shown under the title. */
  intro?: ReactNode;
  init(form: FormData, prefill: Prefill | null): Draft;
  toData(draft: Draft): Record<string, unknown>;
  /** Continue stays disabled while this is true (spec §2). */
  isEmpty(draft: Draft): boolean;
  render(props: StepProps): ReactNode;
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const amount = (v: unknown) => parseAmount(str(v));
const yesNo = [
  { value: true, label: 'Oui' },
  { value: false, label: 'Non' },
] as const;

/**
 * Whether savings can change the amount: not in a residence (exempt), not for a student under 28 (whose
 * resources are a forfait).
 */
function savingsMatter(form: FormData): boolean {
  if (isResidence(form)) return false;
  const firstOfMonth = `${aidMonth(today())}-01`;
  return !(form.status === 'student' && form.birthDate && ageOpenFisca(form.birthDate, firstOfMonth) < 28);
}

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

export const QUESTION_STEPS: Record<Exclude<StepSlug, 'resultats'>, QuestionStep> = {
  email: {
    title: 'Votre adresse e-mail',
    intro: (
      <>
        Elle sert uniquement à vous envoyer votre résultat et à reprendre votre simulation plus tard. Nous ne
        l'utilisons pour rien d'autre et ne la transmettons à personne.
      </>
    ),
    init: (form) => ({ email: form.email ?? '' }),
    toData: (d) => ({ email: str(d.email) }),
    isEmpty: (d) => str(d.email).trim() === '',
    render: ({ draft, set, errors }) => (
      <EmailField value={str(draft.email)} onChange={(email) => set({ email })} error={errors.email} />
    ),
  },

  'code-postal': {
    title: 'Où se trouve le logement ?',
    intro: 'La zone APL de la commune fixe les loyers plafonds retenus par la CAF.',
    init: (form, prefill) => ({
      postalCode: form.postalCode ?? prefill?.postalCode ?? '',
      inseeCode: form.inseeCode,
      communeName: form.communeName,
      zone: form.zone ?? prefill?.zone,
      overseas: form.overseas,
    }),
    toData: (d) => ({
      postalCode: str(d.postalCode).trim(),
      ...(d.inseeCode ? { inseeCode: d.inseeCode } : {}),
      ...(d.communeName ? { communeName: d.communeName } : {}),
      zone: d.zone,
      // Always sent, so that a change from an overseas commune to a mainland one leaves no trace.
      overseas: d.overseas === true,
    }),
    isEmpty: (d) => str(d.postalCode).trim() === '',
    render: ({ draft, set, errors }) => <CommunePicker draft={draft} set={set} errors={errors} />,
  },

  loyer: {
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
                Le montant du bail, sans les charges. En colocation, indiquez le loyer total du logement :
                nous vous demanderons votre part plus loin.
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
  },

  charges: {
    title: 'Et vos charges ?',
    init: (form) => ({ charges: formatAmountInput(form.charges), residence: isResidence(form) }),
    // In a residence the redevance already holds the charges.
    toData: (d) => ({ charges: d.residence ? 0 : amount(d.charges) }),
    isEmpty: (d) => !d.residence && str(d.charges).trim() === '',
    render: ({ draft, set, errors }) =>
      draft.residence ? (
        <ResidenceNote>
          Dans une résidence, les charges sont comprises dans la redevance que vous avez indiquée : il n'y a
          rien à ajouter.
        </ResidenceNote>
      ) : (
        <TextField
          id="charges"
          label="Charges mensuelles"
          hint="Indiquez 0 si elles sont comprises dans le loyer. La CAF ne retient pas vos charges réelles mais un forfait fixé par la loi : ce montant ne change pas votre aide."
          inputMode="decimal"
          suffix="€ / mois"
          value={str(draft.charges)}
          onChange={(charges) => set({ charges })}
          error={errors.charges}
        />
      ),
  },

  meuble: {
    title: 'Quel type de logement ?',
    init: (form) => ({
      furnished: form.furnished,
      chambre: form.chambre,
      conventionne: form.conventionne,
      ...(form.conventionneKnown === false ? { conventionneChoice: 'nsp' } : {}),
      renovated: form.renovated,
      residence: isResidence(form),
      crous: form.housing === 'crous',
    }),
    // « Je ne sais pas »: the common case (a residence is conventionnée, a rental is not), and it is said.
    toData: (d) => {
      const known = d.conventionneChoice !== 'nsp';
      const conventionne = known ? d.conventionne : Boolean(d.residence);
      return d.residence
        ? {
            // Residence rooms are furnished; the answer changes nothing there, so it is not asked.
            furnished: true,
            chambre: d.chambre,
            conventionne,
            conventionneKnown: known,
            ...(d.crous && conventionne === false ? { renovated: d.renovated } : {}),
          }
        : { furnished: d.furnished, chambre: d.chambre, conventionne, conventionneKnown: known };
    },
    isEmpty: (d) =>
      d.residence
        ? d.chambre === undefined ||
          (d.conventionneChoice ?? d.conventionne) === undefined ||
          (d.crous === true && d.conventionne === false && d.renovated === undefined)
        : d.furnished === undefined || d.chambre === undefined || d.conventionne === undefined,
    render: ({ draft, set, errors }) => {
      const choice =
        (draft.conventionneChoice as string | undefined) ??
        (draft.conventionne === undefined ? undefined : draft.conventionne ? 'oui' : 'non');
      return draft.residence ? (
        <ResidenceRoomFields draft={draft} set={set} errors={errors} choice={choice} />
      ) : (
        <RentalKindFields draft={draft} set={set} errors={errors} choice={choice} />
      );
    },
  },

  colocation: {
    title: 'Vivez-vous en colocation ?',
    init: (form) => ({
      colocation: form.colocation,
      rentShare: formatAmountInput(form.rentShare),
      residence: isResidence(form),
    }),
    toData: (d) =>
      d.residence
        ? { colocation: false }
        : {
            colocation: d.colocation,
            ...(d.colocation === true ? { rentShare: amount(d.rentShare) } : {}),
          },
    isEmpty: (d) =>
      !d.residence &&
      (d.colocation === undefined || (d.colocation === true && str(d.rentShare).trim() === '')),
    render: ({ draft, set, errors, form }) =>
      draft.residence ? (
        <ResidenceNote>
          En résidence, chaque résident demande l'aide pour sa propre redevance : la question de la colocation
          ne se pose pas.
        </ResidenceNote>
      ) : (
        <>
          <RadioGroup
            id="colocation"
            label="Partagez-vous le logement avec des colocataires ?"
            hint="En colocation, chaque colocataire demande son aide pour sa part du loyer, avec des plafonds réduits."
            options={yesNo}
            value={draft.colocation as boolean | undefined}
            onChange={(colocation) => set({ colocation })}
            error={errors.colocation}
          />
          {draft.colocation === true && (
            <TextField
              id="rentShare"
              label="Votre part du loyer (hors charges)"
              hint={
                form.rent ? `Le loyer total indiqué est de ${formatAmountInput(form.rent)} €.` : undefined
              }
              inputMode="decimal"
              suffix="€ / mois"
              value={str(draft.rentShare)}
              onChange={(rentShare) => set({ rentShare })}
              error={errors.rentShare}
            />
          )}
        </>
      ),
  },

  naissance: {
    title: 'Quelle est votre date de naissance ?',
    intro: 'Elle permet de savoir si le forfait étudiant s’applique (moins de 28 ans).',
    init: (form) => ({ birthDate: form.birthDate ?? '' }),
    toData: (d) => ({ birthDate: str(d.birthDate) }),
    isEmpty: (d) => str(d.birthDate) === '',
    render: ({ draft, set, errors }) => (
      <TextField
        id="birthDate"
        label="Date de naissance"
        type="date"
        autoComplete="bday"
        value={str(draft.birthDate)}
        onChange={(birthDate) => set({ birthDate })}
        error={errors.birthDate}
      />
    ),
  },

  statut: {
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
  },

  enfants: {
    title: 'Avez-vous des enfants à charge ?',
    init: (form) => ({
      choice: form.children === undefined ? undefined : form.children >= 4 ? '4+' : String(form.children),
      count: form.children !== undefined && form.children >= 4 ? String(form.children) : '',
    }),
    toData: (d) => ({
      children:
        d.choice === '4+' ? (str(d.count) === '' ? Number.NaN : Number(str(d.count))) : Number(d.choice),
    }),
    isEmpty: (d) => d.choice === undefined || (d.choice === '4+' && str(d.count) === ''),
    render: ({ draft, set, errors }) => (
      <>
        <RadioGroup
          id="children"
          label="Nombre d'enfants à charge"
          hint="Enfants de moins de 21 ans qui vivent avec vous."
          options={[
            { value: '0', label: 'Aucun' },
            { value: '1', label: '1' },
            { value: '2', label: '2' },
            { value: '3', label: '3' },
            { value: '4+', label: '4 ou plus' },
          ]}
          value={draft.choice as string | undefined}
          onChange={(choice) => set({ choice })}
          error={draft.choice === '4+' ? undefined : errors.children}
        />
        {draft.choice === '4+' && (
          <TextField
            id="childrenCount"
            label="Combien exactement ?"
            inputMode="numeric"
            maxLength={2}
            value={str(draft.count)}
            onChange={(count) => set({ count })}
            error={errors.children}
          />
        )}
      </>
    ),
  },

  situation: {
    title: 'Vivez-vous seul(e) ou en couple ?',
    init: (form) => ({ livingAlone: form.livingAlone }),
    toData: (d) => ({ livingAlone: d.livingAlone }),
    isEmpty: (d) => d.livingAlone === undefined,
    render: ({ draft, set, errors }) => (
      <RadioGroup
        id="livingAlone"
        label="Dans ce logement, vous vivez…"
        options={[
          { value: true, label: 'Seul(e)' },
          { value: false, label: 'En couple', hint: 'marié, pacsé ou en concubinage' },
        ]}
        value={draft.livingAlone as boolean | undefined}
        onChange={(livingAlone) => set({ livingAlone })}
        error={errors.livingAlone}
      />
    ),
  },

  revenus: {
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
            Sans allocation chômage, vous n'avez pas de revenu actuel à indiquer. La CAF tient compte du
            salaire d'avant le chômage indiqué à l'étape précédente, puis, après deux mois de chômage non
            indemnisé, ne compte plus ni salaires ni allocations.
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
  },
};

/** What a step says instead of a question that a residence does not need. */
function ResidenceNote({ children }: { children: ReactNode }) {
  return <p className="sim-note">{children}</p>;
}

type HousingKindProps = Pick<StepProps, 'draft' | 'set' | 'errors'> & {
  /** « oui », « non » or « nsp » (Je ne sais pas), once answered. */
  choice: string | undefined;
};

/** « Quel type de logement ? » in a residence: room or studio, conventionnée, renovated (CROUS). */
function ResidenceRoomFields({ draft, set, errors, choice }: HousingKindProps) {
  return (
    <>
      <RadioGroup
        id="chambre"
        label="Dans la résidence, vous occupez…"
        options={[
          { value: true, label: 'Une chambre', hint: 'avec ou sans sanitaires privés' },
          { value: false, label: 'Un studio ou un appartement', hint: 'avec sa propre cuisine' },
        ]}
        value={draft.chambre as boolean | undefined}
        onChange={(chambre) => set({ chambre })}
        error={errors.chambre}
      />
      <RadioGroup
        id="conventionne"
        label="La résidence est-elle conventionnée (APL) ?"
        hint="C'est le cas de la plupart des résidences : si vous ne savez pas, nous calculons pour une résidence conventionnée, et le résultat le dit."
        options={[
          { value: 'oui', label: 'Oui' },
          { value: 'non', label: 'Non' },
          { value: 'nsp', label: 'Je ne sais pas' },
        ]}
        value={choice}
        onChange={(c) =>
          set({ conventionneChoice: c, conventionne: c === 'oui' || c === 'nsp' ? true : false })
        }
        error={errors.conventionne}
      />
      {draft.crous === true && draft.conventionne === false && (
        <RadioGroup
          id="renovated"
          label="Votre chambre a-t-elle été réhabilitée (rénovée) ?"
          hint="Les plafonds de loyer d'une chambre réhabilitée sont plus élevés."
          options={yesNo}
          value={draft.renovated as boolean | undefined}
          onChange={(renovated) => set({ renovated })}
          error={errors.renovated}
        />
      )}
    </>
  );
}

/** « Quel type de logement ? » for a rental: furnished, room or whole, social or conventionné. */
function RentalKindFields({ draft, set, errors, choice }: HousingKindProps) {
  return (
    <>
      <RadioGroup
        id="furnished"
        label="Le logement est-il meublé ?"
        hint="Pour un meublé, la CAF retient les deux tiers du loyer (sauf logement conventionné)."
        options={yesNo}
        value={draft.furnished as boolean | undefined}
        onChange={(furnished) => set({ furnished })}
        error={errors.furnished}
      />
      <RadioGroup
        id="chambre"
        label="Vous louez…"
        options={[
          { value: false, label: 'Un logement entier', hint: 'studio, appartement, maison' },
          { value: true, label: 'Une chambre', hint: 'chez un particulier ou dans un logement partagé' },
        ]}
        value={draft.chambre as boolean | undefined}
        onChange={(chambre) => set({ chambre })}
        error={errors.chambre}
      />
      <RadioGroup
        id="conventionne"
        label="Est-ce un logement social ou conventionné ?"
        hint="HLM, ou logement dont le bail mentionne une convention APL. Dans le doute, répondez « Je ne sais pas » : nous calculons pour un logement non conventionné, le cas le plus courant."
        options={[
          { value: 'oui', label: 'Oui' },
          { value: 'non', label: 'Non' },
          { value: 'nsp', label: 'Je ne sais pas' },
        ]}
        value={choice}
        onChange={(c) => set({ conventionneChoice: c, conventionne: c === 'oui' })}
        error={errors.conventionne}
      />
    </>
  );
}
