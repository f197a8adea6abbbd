/**
 * « Les autres aides à connaître »: cards with the official page and the conditions of the aids that may
 * concern the visitor (src/core/simulation/other-aids.ts) — never an amount.
 */
import { useId, useMemo } from 'react';
import { moisLong } from '../../core/apl/format.ts';
import type { FormData } from '../../core/simulation/form.ts';
import { otherAidsFor } from '../../core/simulation/other-aids.ts';
import { Fold } from './Fold.tsx';
import { useT } from './locale.ts';
import type { SectionsLanguage } from './sections-language.ts';

export function OtherAids({
  form,
  date,
  language,
}: {
  form: FormData;
  /** Day of the simulation (AAAA-MM-JJ). */
  date: string;
  /** The English texts on an English page (sections-language.ts); French without it. */
  language?: SectionsLanguage | undefined;
}) {
  const { t } = useT();
  const aids = useMemo(() => {
    const french = otherAidsFor(form, date);
    return language ? language.aids(french) : french;
  }, [form, date, language]);
  const ids = useId();
  if (aids.length === 0) return null;
  return (
    <Fold id={`${ids}-title`} title={t('sim.aids.title')} className="sim-aids">
      <p className="sim-intro">{t('sim.aids.intro')}</p>
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
                {t('sim.aids.link', { site: aid.urlLabel })}
              </a>
              <small>
                {t('sim.aids.checked', { month: (language?.month ?? moisLong)(aid.checked.slice(0, 7)) })}
              </small>
            </p>
          </li>
        ))}
      </ul>
    </Fold>
  );
}
