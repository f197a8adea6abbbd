/**
 * What each question step shows and asks (spec §2, §5; DECISIONS 3, 5, 11). Each step turns its draft
 * (what the visitor typed) into answers that the shared schemas validate.
 */
import type { ReactNode } from 'react';
import type { FormData, StepSlug } from '../../core/simulation/steps.ts';
import { CommunePicker } from './CommunePicker.tsx';
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
    }),
    toData: (d) => ({
      postalCode: str(d.postalCode).trim(),
      ...(d.inseeCode ? { inseeCode: d.inseeCode } : {}),
      ...(d.communeName ? { communeName: d.communeName } : {}),
      zone: d.zone,
    }),
    isEmpty: (d) => str(d.postalCode).trim() === '',
    render: ({ draft, set, errors }) => <CommunePicker draft={draft} set={set} errors={errors} />,
  },

  loyer: {
    title: 'Quel est votre loyer ?',
    init: (form, prefill) => ({ rent: formatAmountInput(form.rent ?? prefill?.averageRent) }),
    toData: (d) => ({ rent: amount(d.rent) }),
    isEmpty: (d) => str(d.rent).trim() === '',
    render: ({ draft, set, errors, prefill }) => (
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
    ),
  },

  charges: {
    title: 'Et vos charges ?',
    init: (form) => ({ charges: formatAmountInput(form.charges) }),
    toData: (d) => ({ charges: amount(d.charges) }),
    isEmpty: (d) => str(d.charges).trim() === '',
    render: ({ draft, set, errors }) => (
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
    init: (form) => ({ furnished: form.furnished, chambre: form.chambre, conventionne: form.conventionne }),
    toData: (d) => ({ furnished: d.furnished, chambre: d.chambre, conventionne: d.conventionne }),
    isEmpty: (d) => d.furnished === undefined || d.chambre === undefined || d.conventionne === undefined,
    render: ({ draft, set, errors }) => (
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
          hint="HLM, ou logement dont le bail mentionne une convention APL. Dans le doute, répondez « Je ne sais pas »."
          options={[
            { value: 'oui', label: 'Oui' },
            { value: 'non', label: 'Non' },
            { value: 'nsp', label: 'Je ne sais pas' },
          ]}
          value={
            (draft.conventionneChoice as string | undefined) ??
            (draft.conventionne === undefined ? undefined : draft.conventionne ? 'oui' : 'non')
          }
          onChange={(choice) => set({ conventionneChoice: choice, conventionne: choice === 'oui' })}
          error={errors.conventionne}
        />
      </>
    ),
  },

  colocation: {
    title: 'Vivez-vous en colocation ?',
    init: (form) => ({ colocation: form.colocation, rentShare: formatAmountInput(form.rentShare) }),
    toData: (d) => ({
      colocation: d.colocation,
      ...(d.colocation === true ? { rentShare: amount(d.rentShare) } : {}),
    }),
    isEmpty: (d) => d.colocation === undefined || (d.colocation === true && str(d.rentShare).trim() === ''),
    render: ({ draft, set, errors, form }) => (
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
            hint={form.rent ? `Le loyer total indiqué est de ${formatAmountInput(form.rent)} €.` : undefined}
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
    init: (form) => ({ status: form.status, boursier: form.boursier }),
    toData: (d) => ({
      status: d.status,
      ...(d.status === 'student' && d.boursier !== undefined ? { boursier: d.boursier } : {}),
    }),
    isEmpty: (d) => d.status === undefined || (d.status === 'student' && d.boursier === undefined),
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
    init: (form) => ({ income: formatAmountInput(form.income) }),
    toData: (d) => ({ income: amount(d.income) }),
    isEmpty: (d) => str(d.income).trim() === '',
    render: ({ draft, set, errors, form }) => (
      <TextField
        id="income"
        label={
          form.livingAlone === false
            ? 'Revenus mensuels nets imposables du couple'
            : 'Revenus mensuels nets imposables'
        }
        hint={
          <>
            La ligne « net imposable » de votre fiche de paie (pour les allocations chômage : le montant
            perçu), en moyenne sur les 12 derniers mois. Indiquez 0 si vous n'avez pas de revenus.
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
    ),
  },
};
