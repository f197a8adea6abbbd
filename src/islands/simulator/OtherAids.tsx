/**
 * « Les autres aides à connaître »: cards with the official page and the conditions of the aids that may
 * concern the visitor (src/core/simulation/other-aids.ts) — never an amount.
 */
import { useId, useMemo } from 'react';
import { moisLong } from '../../core/apl/format.ts';
import type { FormData } from '../../core/simulation/form.ts';
import { otherAidsFor } from '../../core/simulation/other-aids.ts';

export function OtherAids({
  form,
  date,
}: {
  form: FormData;
  /** Day of the simulation (AAAA-MM-JJ). */
  date: string;
}) {
  const aids = useMemo(() => otherAidsFor(form, date), [form, date]);
  const ids = useId();
  if (aids.length === 0) return null;
  return (
    <section className="sim-card sim-aids" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Les autres aides à connaître</h2>
      <p className="sim-intro">
        D'après vos réponses, ces aides peuvent vous concerner : vérifiez les conditions sur leur page
        officielle.
      </p>
      <ul className="sim-aids-list">
        {aids.map((aid) => (
          <li key={aid.id} className="sim-aid">
            <h3>{aid.name}</h3>
            <p className="sim-aid-by">{aid.by}</p>
            <p>{aid.summary}</p>
            <ul className="sim-aid-conditions">
              {aid.conditions.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <p className="sim-aid-link">
              <a href={aid.url} target="_blank" rel="noopener">
                Conditions et demande sur {aid.urlLabel}
              </a>
              <small> — conditions relevées en {moisLong(aid.checked.slice(0, 7))}</small>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
