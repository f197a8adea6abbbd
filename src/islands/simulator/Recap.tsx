/** « Récapitulatif »: the answers the amount was computed from (never the e-mail nor the birth date). */
import { type FormData, isResidence } from '../../core/simulation/form.ts';
import { euros } from './euros.ts';

const monthYear = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 7)}-15T12:00:00Z`),
  );

/** `zone`: the one the engine used, when it computed a result (else the one answered). */
export function Recap({ form, zone }: { form: FormData; zone: number | undefined }) {
  const rent = form.colocation ? form.rentShare : form.rent;
  return (
    <section className="sim-card" aria-labelledby="sim-recap">
      <h2 id="sim-recap">Récapitulatif</h2>
      <dl className="sim-recap">
        <div>
          <dt>Zone et code postal</dt>
          <dd>
            Zone {zone ?? form.zone} — {form.postalCode}
            {form.communeName ? ` (${form.communeName})` : ''}
          </dd>
        </div>
        {isResidence(form) ? (
          <div>
            <dt>Logement</dt>
            <dd>
              {form.housing === 'crous' ? 'Résidence CROUS' : 'Résidence (foyer, résidence sociale…)'}
              {form.chambre ? ', chambre' : ', studio'} — redevance {euros(form.redevance ?? 0)} par mois
            </dd>
          </div>
        ) : (
          <div>
            <dt>Loyer + charges</dt>
            <dd>
              {euros(rent ?? 0)} + {euros(form.charges ?? 0)}
              {form.colocation ? ' (votre part en colocation)' : ''}
            </dd>
          </div>
        )}
        <div>
          <dt>{form.status === 'unemployed' ? 'Allocation chômage' : 'Revenus'}</dt>
          <dd>
            {euros(form.income ?? 0)} par mois
            {form.status === 'unemployed' && form.unemploymentStart
              ? `, au chômage depuis ${monthYear(form.unemploymentStart)}`
              : ''}
            {form.assets ? ` ; épargne ${euros(form.assets)}` : ''}
          </dd>
        </div>
        <div>
          <dt>Situation</dt>
          <dd>{form.livingAlone === false ? 'En couple' : 'Seul(e)'}</dd>
        </div>
        <div>
          <dt>Enfants</dt>
          <dd>{form.children ?? 0}</dd>
        </div>
      </dl>
    </section>
  );
}
