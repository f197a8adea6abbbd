/**
 * « Récapitulatif »: every answer the amount was computed from (never the e-mail nor the birth date), each
 * with « Modifier », which opens its step and comes straight back to the results (`?retour=resultats`). Folded
 * under its title, in a chunk of its own loaded with the result (out of the page's first JavaScript).
 */
import type { ReactNode } from 'react';
import {
  asksGrantConditions,
  asksParentsIfi,
  describesPartner,
  type FormData,
  isResidence,
  type StepSlug,
} from '../../core/simulation/form.ts';
import { Fold } from './Fold.tsx';
import { type SimulatorKey, type Translator, useT } from './locale.ts';

const monthYear = (l: Translator, iso: string) => l.date(iso.slice(0, 7), { month: 'long', year: 'numeric' });

const STATUS: Record<NonNullable<FormData['status']>, SimulatorKey> = {
  student: 'sim.status.student',
  employee: 'sim.status.employee',
  unemployed: 'sim.status.unemployed',
  rsa: 'sim.status.rsa',
  other: 'sim.status.other',
};

const yesNo = ({ t }: Translator, v: boolean | undefined) =>
  v === undefined ? '—' : v ? t('sim.yes') : t('sim.no');

/** How « Modifier » reaches a step: its address, and what to do first (a shared link starts a new simulation). */
export type EditStep = { href: (slug: StepSlug) => string; before?: () => void };

function housingLabel({ t }: Translator, form: FormData): string {
  if (form.housing === 'crous') return t('sim.recap.crous');
  if (form.housing === 'foyer') return t('sim.recap.foyer');
  return t('sim.recap.rental');
}

/** The partner's status, with the jobseeker's details as for the applicant. */
function partnerStatusLabel(l: Translator, form: FormData): string {
  return statusLabel(l, {
    status: form.partnerStatus,
    boursier: undefined,
    unemploymentStart: form.partnerUnemploymentStart,
    unemploymentIndemnified: form.partnerUnemploymentIndemnified,
  });
}

/** The applicant's income row's label: the benefit of a jobseeker, « vos revenus » beside the partner's. */
function incomeLabel({ t }: Translator, form: FormData): string {
  if (form.status === 'unemployed') return t('sim.recap.benefit');
  return describesPartner(form) ? t('sim.recap.ownIncome') : t('sim.recap.income');
}

function statusLabel(l: Translator, form: FormData): string {
  const { t } = l;
  const status = form.status ? t(STATUS[form.status]) : '—';
  if (form.status === 'student' && form.boursier !== undefined)
    return `${status}, ${form.boursier ? t('sim.recap.boursier') : t('sim.recap.notBoursier')}`;
  if (form.status === 'unemployed' && form.unemploymentStart)
    return t('sim.recap.since', {
      status,
      month: monthYear(l, form.unemploymentStart),
      indemnified: form.unemploymentIndemnified ? t('sim.recap.indemnified') : t('sim.recap.notIndemnified'),
    });
  return status;
}

const NATIONALITY: Record<NonNullable<FormData['nationality']>, SimulatorKey> = {
  fr: 'sim.status.french',
  eu: 'sim.status.eu',
  other: 'sim.status.otherNationality',
};

/** « Autre nationalité, titre de séjour « étudiant », conditions de la bourse non remplies ». */
function nationalityLabel({ t }: Translator, form: FormData): string | null {
  if (!form.nationality) return null;
  const parts = [t(NATIONALITY[form.nationality])];
  if (form.nationality === 'other' && form.studentPermit !== undefined)
    parts.push(form.studentPermit ? t('sim.recap.studentPermit') : t('sim.recap.otherPermit'));
  if (asksGrantConditions(form) && form.bcsConditions !== undefined)
    parts.push(form.bcsConditions ? t('sim.recap.bcsYes') : t('sim.recap.bcsNo'));
  return parts.join(', ');
}

/** One row of the recap: its label, its value, and the step « Modifier » opens. */
type Row = (label: string, value: ReactNode, step: StepSlug) => ReactNode;

const perMonth = ({ t, euros }: Translator, amount: number) =>
  t('sim.recap.perMonth', { amount: euros(amount) });

/** The home: its zone, its kind, the rent (or fee) and charges, furnished, shared, the landlord. */
function housingRows(l: Translator, form: FormData, zone: number | undefined, row: Row) {
  const { t } = l;
  const residence = isResidence(form);
  const rent = form.colocation ? form.rentShare : form.rent;
  return (
    <>
      {row(
        t('sim.recap.zone'),
        `${t('sim.recap.zoneValue', { zone: zone ?? form.zone ?? '', postalCode: form.postalCode ?? '' })}${form.communeName ? ` ${form.communeName}` : ''}`,
        'code-postal',
      )}
      {row(t('sim.recap.housing'), housingLabel(l, form), 'loyer')}
      {residence
        ? row(
            t('sim.recap.redevance'),
            `${perMonth(l, form.redevance ?? 0)}${form.chambre ? t('sim.recap.room') : t('sim.recap.studio')}`,
            'loyer',
          )
        : row(t('sim.recap.rent'), perMonth(l, rent ?? 0), 'loyer')}
      {residence
        ? row(t('sim.recap.charges'), t('sim.recap.chargesResidence'), 'loyer')
        : row(t('sim.recap.charges'), perMonth(l, form.charges ?? 0), 'charges')}
      {row(t('sim.recap.furnished'), yesNo(l, form.furnished), 'meuble')}
      {residence
        ? row(t('sim.recap.flatshare'), t('sim.recap.flatshareResidence'), 'loyer')
        : row(
            t('sim.recap.flatshare'),
            form.colocation ? t('sim.recap.flatshareYes') : t('sim.no'),
            'colocation',
          )}
      {!residence &&
        form.landlordRelative !== undefined &&
        row(t('sim.recap.owner'), yesNo(l, form.landlordRelative), 'meuble')}
    </>
  );
}

/** The household: status, nationality, income, couple and partner, children, the parents' IFI. */
function householdRows(l: Translator, form: FormData, date: string, row: Row) {
  const { t, euros } = l;
  return (
    <>
      {row(t('sim.recap.status'), statusLabel(l, form), 'statut')}
      {nationalityLabel(l, form) !== null &&
        row(t('sim.recap.nationality'), nationalityLabel(l, form), 'statut')}
      {row(
        incomeLabel(l, form),
        `${perMonth(l, form.income ?? 0)}${form.assets ? t('sim.recap.savings', { amount: euros(form.assets) }) : ''}`,
        'revenus',
      )}
      {row(
        t('sim.recap.household'),
        form.livingAlone === false ? t('sim.household.couple') : t('sim.household.alone'),
        'situation',
      )}
      {describesPartner(form) && row(t('sim.recap.partnerStatus'), partnerStatusLabel(l, form), 'situation')}
      {describesPartner(form) &&
        form.partnerIncome !== undefined &&
        row(
          form.partnerStatus === 'unemployed' ? t('sim.recap.partnerBenefit') : t('sim.recap.partnerIncome'),
          perMonth(l, form.partnerIncome),
          'revenus',
        )}
      {row(t('sim.recap.children'), String(form.children ?? 0), 'enfants')}
      {form.parentsIfi !== undefined &&
        asksParentsIfi(form, date) &&
        row(t('sim.recap.ifi'), yesNo(l, form.parentsIfi), 'revenus')}
    </>
  );
}

/**
 * `zone`: the one the engine used, when it computed a result (else the one answered); `date`: the day of the
 * simulation, which decides whether the parents' IFI was asked.
 */
export default function Recap({
  form,
  zone,
  edit,
  date,
}: {
  form: FormData;
  zone: number | undefined;
  edit?: EditStep;
  date: string;
}) {
  const l = useT();
  const row: Row = (label, value, step) => (
    <RecapRow key={label} label={label} value={value} step={step} edit={edit} />
  );
  return (
    <Fold id="sim-recap" title={l.t('sim.recap.title')}>
      <dl className="sim-recap">
        {housingRows(l, form, zone, row)}
        {householdRows(l, form, date, row)}
      </dl>
    </Fold>
  );
}

/** One answer, with « Modifier » when the answers can be edited from here. */
function RecapRow({
  label,
  value,
  step,
  edit,
}: {
  label: string;
  value: ReactNode;
  step: StepSlug;
  edit: EditStep | undefined;
}) {
  const { t } = useT();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value}
        {edit && (
          <>
            {' '}
            <a
              className="sim-edit no-print"
              href={edit.href(step)}
              onClick={edit.before}
              aria-label={t('sim.recap.editLabel', { label })}
            >
              {t('sim.recap.edit')}
            </a>
          </>
        )}
      </dd>
    </div>
  );
}
