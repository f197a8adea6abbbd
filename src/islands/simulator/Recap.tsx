/**
 * « Récapitulatif »: every answer the amount was computed from (never the e-mail nor the birth date), each
 * with « Modifier », which opens its step and comes straight back to the results (`?retour=resultats`).
 */
import type { ReactNode } from 'react';
import { type FormData, isResidence, type StepSlug } from '../../core/simulation/form.ts';
import { euros } from './euros.ts';

const monthYear = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 7)}-15T12:00:00Z`),
  );

const STATUS: Record<NonNullable<FormData['status']>, string> = {
  student: 'Étudiant(e)',
  employee: 'Salarié(e)',
  unemployed: "Demandeur(se) d'emploi",
  rsa: 'Bénéficiaire du RSA',
  other: 'Autre situation',
};

const yesNo = (v: boolean | undefined) => (v === undefined ? '—' : v ? 'Oui' : 'Non');

/** How « Modifier » reaches a step: its address, and what to do first (a shared link starts a new simulation). */
export type EditStep = { href: (slug: StepSlug) => string; before?: () => void };

function housingLabel(form: FormData): string {
  if (form.housing === 'crous') return 'Résidence CROUS';
  if (form.housing === 'foyer') return 'Résidence (foyer, résidence sociale…)';
  return 'Location';
}

function statusLabel(form: FormData): string {
  const status = form.status ? STATUS[form.status] : '—';
  if (form.status === 'student') return `${status}, ${form.boursier ? 'boursier(ère)' : 'non boursier(ère)'}`;
  if (form.status === 'unemployed' && form.unemploymentStart)
    return `${status} depuis ${monthYear(form.unemploymentStart)}, ${
      form.unemploymentIndemnified ? 'indemnisé(e)' : 'non indemnisé(e)'
    }`;
  return status;
}

/** `zone`: the one the engine used, when it computed a result (else the one answered). */
export function Recap({ form, zone, edit }: { form: FormData; zone: number | undefined; edit?: EditStep }) {
  const residence = isResidence(form);
  const rent = form.colocation ? form.rentShare : form.rent;
  const row = (label: string, value: ReactNode, step: StepSlug) => (
    <div key={label}>
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
              aria-label={`Modifier : ${label}`}
            >
              Modifier
            </a>
          </>
        )}
      </dd>
    </div>
  );
  return (
    <section className="sim-card" aria-labelledby="sim-recap">
      <h2 id="sim-recap">Récapitulatif</h2>
      <dl className="sim-recap">
        {row(
          'Zone et code postal',
          `Zone ${zone ?? form.zone} — ${form.postalCode ?? ''}${form.communeName ? ` (${form.communeName})` : ''}`,
          'code-postal',
        )}
        {row('Type de logement', housingLabel(form), 'loyer')}
        {residence
          ? row(
              'Redevance',
              `${euros(form.redevance ?? 0)} par mois${form.chambre ? ', chambre' : ', studio'}`,
              'loyer',
            )
          : row('Loyer hors charges', `${euros(rent ?? 0)} par mois`, 'loyer')}
        {!residence && row('Charges', `${euros(form.charges ?? 0)} par mois`, 'charges')}
        {row('Meublé', yesNo(form.furnished), 'meuble')}
        {!residence && row('Colocation', form.colocation ? 'Oui (votre part du loyer)' : 'Non', 'colocation')}
        {row('Statut', statusLabel(form), 'statut')}
        {row(
          form.status === 'unemployed' ? 'Allocation chômage' : 'Revenus',
          `${euros(form.income ?? 0)} par mois${form.assets ? ` ; épargne ${euros(form.assets)}` : ''}`,
          'revenus',
        )}
        {row('Situation', form.livingAlone === false ? 'En couple' : 'Seul(e)', 'situation')}
        {row('Enfants à charge', String(form.children ?? 0), 'enfants')}
      </dl>
    </section>
  );
}
