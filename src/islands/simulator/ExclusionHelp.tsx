/**
 * For a non-EU student permit without the grant's conditions (CCH L. 822-2, I, 3°, since 1 July 2026): what
 * they can still do, and what the law leaves unclear for their case, one line each. Loaded only when shown.
 */
import { conditionNonRemplie } from '../../core/apl/conditions.ts';
import type { VerdictCondition } from '../../core/apl/types.ts';
import type { FormData } from '../../core/simulation/form.ts';
import { type SimulatorKey, useT } from './locale.ts';

/** The dossier social étudiant, where the CROUS examines the grant's conditions. */
const DSE_URL = 'https://messervices.etudiant.gouv.fr';

export default function ExclusionHelp({
  conditions,
  form,
}: {
  conditions: ReadonlyArray<VerdictCondition>;
  form: FormData;
}) {
  const { t } = useT();
  if (conditionNonRemplie(conditions)?.code !== 'nationaliteTitre') return null;
  const unclear: SimulatorKey[] = [
    ...(form.livingAlone === false ? (['sim.unclear.couple'] as const) : []),
    'sim.unclear.alreadyPaid',
    'sim.unclear.scholarship',
  ];
  return (
    <section className="sim-card sim-exclusion" aria-labelledby="sim-exclusion">
      <h2 id="sim-exclusion">{t('sim.exclusion.title')}</h2>
      <ul>
        <li>
          {t('sim.exclusion.bcs')}{' '}
          <a href={DSE_URL} target="_blank" rel="noopener">
            {t('sim.exclusion.bcsLink')}
          </a>
        </li>
        <li>{t('sim.exclusion.work')}</li>
        <li>{t('sim.exclusion.crous')}</li>
        <li>{t('sim.exclusion.visale')}</li>
        <li>{t('sim.exclusion.others')}</li>
      </ul>
      <h3>{t('sim.unclear.title')}</h3>
      <ul>
        {unclear.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
