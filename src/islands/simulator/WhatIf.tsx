/**
 * « Et si… ? »: move the rent, the income or the flat-share and see the amount the engine gives at once,
 * with the rent and the income from which the aid stops; for a zero result, the nearest change that would
 * open a right. Everything is computed in this browser from the answers shown (src/core/simulation/what-if.ts).
 */
import { useId, useMemo, useState } from 'react';
import { type FormData, isResidence } from '../../core/simulation/form.ts';
import {
  amountFor,
  nearestOpenings,
  rentOf,
  type WhatIfChange,
  withChange,
  zeroIncome,
  zeroRent,
} from '../../core/simulation/what-if.ts';
import { euros } from './euros.ts';

const sliderMax = (value: number, floor: number) => Math.max(floor, Math.ceil((value * 2) / 100) * 100);

export function WhatIf({ form, day }: { form: FormData; day: string }) {
  const residence = isResidence(form);
  const [change, setChange] = useState<WhatIfChange>({});
  const current = useMemo(() => withChange(form, change), [form, change]);
  const amount = useMemo(() => amountFor(current, day), [current, day]);
  const rentLimit = useMemo(() => zeroRent(current, day), [current, day]);
  const incomeLimit = useMemo(() => zeroIncome(current, day), [current, day]);
  const openings = useMemo(() => nearestOpenings(form, day), [form, day]);
  const ids = useId();
  const rent = rentOf(current);
  const income = current.income ?? 0;
  const rentLabel = residence
    ? 'Redevance mensuelle'
    : current.colocation
      ? 'Votre part du loyer (hors charges)'
      : 'Loyer mensuel hors charges';
  const changed = Object.keys(change).length > 0;

  return (
    <section className="sim-card sim-whatif no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Et si… ? Changez une réponse</h2>
      {openings.length > 0 && (
        <ul className="sim-openings">
          {openings.map((o) => (
            <li key={o.field}>
              {o.field === 'rent'
                ? `Avec ${residence ? 'une redevance' : 'un loyer hors charges'} de ${euros(o.max)} ou moins`
                : `Avec des revenus de ${euros(o.max)} par mois ou moins`}
              , vous auriez droit à {euros(o.amount)} par mois (les autres réponses inchangées).
            </li>
          ))}
        </ul>
      )}
      <div className="sim-whatif-controls">
        <label htmlFor={`${ids}-rent`}>
          {rentLabel} : <strong>{euros(rent)}</strong>
        </label>
        <input
          id={`${ids}-rent`}
          type="range"
          min={0}
          max={sliderMax(rentOf(form), 1500)}
          step={5}
          value={rent}
          onChange={(e) => setChange((c) => ({ ...c, rent: Number(e.target.value) }))}
        />
        <label htmlFor={`${ids}-income`}>
          Revenus mensuels : <strong>{euros(income)}</strong>
        </label>
        <input
          id={`${ids}-income`}
          type="range"
          min={0}
          max={sliderMax(form.income ?? 0, 3000)}
          step={10}
          value={income}
          onChange={(e) => setChange((c) => ({ ...c, income: Number(e.target.value) }))}
        />
        {!residence && (
          <label className="sim-check">
            <input
              type="checkbox"
              checked={current.colocation === true}
              onChange={(e) => setChange((c) => ({ ...c, colocation: e.target.checked }))}
            />{' '}
            En colocation
          </label>
        )}
      </div>
      <p className="sim-whatif-amount" aria-live="polite">
        Aide estimée : <strong data-testid="whatif-amount">{euros(amount)}</strong> par mois
      </p>
      <ul className="sim-thresholds">
        {rentLimit !== null && (
          <li>
            L'aide tombe à 0 € à partir de {euros(rentLimit)} de{' '}
            {residence ? 'redevance' : 'loyer hors charges'}.
          </li>
        )}
        {incomeLimit !== null && (
          <li>L'aide tombe à 0 € à partir de {euros(incomeLimit)} de revenus par mois.</li>
        )}
        {incomeLimit === null && amount > 0 && form.status === 'student' && (
          <li>
            Vos revenus ne changent pas le montant : pour un étudiant de moins de 28 ans, la CAF retient un
            forfait de ressources à la place des revenus (Code de la construction et de l'habitation, art. R.
            822-20).
          </li>
        )}
      </ul>
      {changed && (
        <button type="button" className="sim-link" onClick={() => setChange({})}>
          Revenir à mes réponses
        </button>
      )}
    </section>
  );
}
