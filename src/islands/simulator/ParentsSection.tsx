/**
 * « Ce qui change pour votre famille »: the parents' section of a result simulated « pour mon enfant » (issue 29).
 * It comes in the chunk of the sections under the next steps (ResultSectionsBody, loaded as the visitor nears them),
 * out of the results page's first JavaScript. The statements and their sources are data of the core
 * (src/core/simulation/parents.ts); no amount but the child's own aid, the engine's.
 */
import { CAF_SIMULATOR_URL, PARENT_STATEMENTS } from '../../core/simulation/parents.ts';
import type { SimulationFailure, SimulationResult } from '../../core/simulation/result.ts';
import { useT } from './locale.ts';

export default function ParentsSection({ result }: { result: SimulationResult | SimulationFailure }) {
  const { t, locale, euros } = useT();
  return (
    <section className="sim-card sim-parents" aria-labelledby="sim-parents-title">
      <h2 id="sim-parents-title">{t('sim.parents.title')}</h2>
      <p className="sim-parents-amount">
        {result.isEligible
          ? t('sim.parents.amount', { amount: euros(result.montantFinal) })
          : t('sim.parents.noAmount')}
      </p>
      <p className="sim-intro">{t('sim.parents.intro')}</p>
      <ul className="sim-aids-list">
        {PARENT_STATEMENTS.map((s) => (
          <li key={s.id} className="sim-aid" data-statement={s.id}>
            <h3>{s[locale].title}</h3>
            <p>{s[locale].text}</p>
            <p className="sim-parents-sources">
              <small>
                {t('sim.parents.source')}
                {s.sources.map((source, i) => (
                  <span key={source.url}>
                    {i > 0 ? ' · ' : ''}
                    <a href={source.url} target="_blank" rel="noopener">
                      {source.label}
                    </a>
                  </span>
                ))}
              </small>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <a href={CAF_SIMULATOR_URL} target="_blank" rel="noopener">
          {t('sim.parents.simulator')}
        </a>
      </p>
    </section>
  );
}
