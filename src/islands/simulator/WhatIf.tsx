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
import { useT } from './locale.ts';

const sliderMax = (value: number, floor: number) => Math.max(floor, Math.ceil((value * 2) / 100) * 100);

/** For a zero result: the nearest change of rent or income that would open a right. */
function Openings({ form, day }: { form: FormData; day: string }) {
  const openings = useMemo(() => nearestOpenings(form, day), [form, day]);
  const { t, euros } = useT();
  const residence = isResidence(form);
  if (openings.length === 0) return null;
  return (
    <ul className="sim-openings">
      {openings.map((o) => (
        <li key={o.field}>
          {t(
            o.field === 'income'
              ? 'sim.whatif.openingIncome'
              : residence
                ? 'sim.whatif.openingRedevance'
                : 'sim.whatif.openingRent',
            { amount: euros(o.max) },
          )}
          {t('sim.whatif.openingEnd', { amount: euros(o.amount) })}
        </li>
      ))}
    </ul>
  );
}

/** The rent and the income from which the aid stops, for the answers as changed (`form`, giving `amount`). */
function Thresholds({ form, day, amount }: { form: FormData; day: string; amount: number }) {
  const rentLimit = useMemo(() => zeroRent(form, day), [form, day]);
  const incomeLimit = useMemo(() => zeroIncome(form, day), [form, day]);
  const { t, euros } = useT();
  return (
    <ul className="sim-thresholds">
      {rentLimit !== null && (
        <li>
          {t(isResidence(form) ? 'sim.whatif.zeroRedevance' : 'sim.whatif.zeroRent', {
            amount: euros(rentLimit),
          })}
        </li>
      )}
      {incomeLimit !== null && <li>{t('sim.whatif.zeroIncome', { amount: euros(incomeLimit) })}</li>}
      {incomeLimit === null && amount > 0 && form.status === 'student' && (
        <li>{t('sim.whatif.studentFlat')}</li>
      )}
    </ul>
  );
}

export function WhatIf({ form, day }: { form: FormData; day: string }) {
  const residence = isResidence(form);
  const [change, setChange] = useState<WhatIfChange>({});
  const current = useMemo(() => withChange(form, change), [form, change]);
  const amount = useMemo(() => amountFor(current, day), [current, day]);
  const ids = useId();
  const { t, euros } = useT();
  const rent = rentOf(current);
  const income = current.income ?? 0;
  const rentLabel = t(
    residence ? 'sim.rent.redevance' : current.colocation ? 'sim.flatshare.share' : 'sim.rent.rent',
  );
  const changed = Object.keys(change).length > 0;

  return (
    <section className="sim-card sim-whatif no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('sim.whatif.title')}</h2>
      <Openings form={form} day={day} />
      <div className="sim-whatif-controls">
        <label htmlFor={`${ids}-rent`}>
          {rentLabel}
          {t('sim.whatif.colon')}
          <strong>{euros(rent)}</strong>
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
          {t('sim.whatif.income')}
          {t('sim.whatif.colon')}
          <strong>{euros(income)}</strong>
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
            {t('sim.whatif.flatshare')}
          </label>
        )}
      </div>
      <p className="sim-whatif-amount" aria-live="polite">
        {t('sim.whatif.estimated')}
        <strong data-testid="whatif-amount">{euros(amount)}</strong>
        {t('sim.whatif.perMonth')}
      </p>
      <Thresholds form={current} day={day} amount={amount} />
      {changed && (
        <button type="button" className="sim-link" onClick={() => setChange({})}>
          {t('sim.whatif.reset')}
        </button>
      )}
    </section>
  );
}
