/**
 * The conditions of entitlement beside the amount (DECISIONS 21): what the visitor still has to check, what
 * the law leaves unclear for their case, and for a non-EU student permit without the grant's conditions, what
 * they can still do. The verdicts come from the engine (src/core/apl/conditions.ts), their words from the
 * page's language.
 */
import { conditionNonRemplie } from '../../core/apl/conditions.ts';
import type { VerdictCondition } from '../../core/apl/types.ts';
import type { FormData } from '../../core/simulation/form.ts';
import { type SimulatorKey, useT } from './locale.ts';

/** The dossier social étudiant, where the CROUS examines the grant's conditions. */
const DSE_URL = 'https://messervices.etudiant.gouv.fr';

/** « À vérifier » : the conditions the answers do not settle, each with its article. */
export function ToCheck({
  conditions,
  entitled,
}: {
  conditions: ReadonlyArray<VerdictCondition>;
  entitled: boolean;
}) {
  const { t } = useT();
  const open = conditions.filter((c) => c.statut === 'a-verifier');
  if (open.length === 0) return null;
  return (
    <div className="sim-tocheck">
      <h2>{entitled ? t('sim.verdict.toCheck') : t('sim.verdict.toCheckNoAid')}</h2>
      <ul>
        {open.map((c) => (
          <li key={c.code}>
            {t(`sim.condition.${c.code}` as SimulatorKey)} <span className="sim-article">({c.article})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The unclear points of the 2026 rule for an excluded visitor, in one line each, and what they can do. */
export function ExclusionHelp({
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
