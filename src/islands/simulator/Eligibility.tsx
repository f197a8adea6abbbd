/**
 * The conditions of entitlement beside the amount (DECISIONS 21): what the visitor still has to check. The
 * verdicts come from the engine (src/core/apl/conditions.ts), their words from the page's language. What an
 * excluded visitor can do is in ExclusionHelp.tsx, loaded only for them.
 */
import type { VerdictCondition } from '../../core/apl/types.ts';
import { type SimulatorKey, useT } from './locale.ts';

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
    // Folded under its title, as the results' other details (issue 29: the page at 375 px ≤ 4,000 px).
    <details className="sim-tocheck sim-fold">
      <summary>
        <h2>{entitled ? t('sim.verdict.toCheck') : t('sim.verdict.toCheckNoAid')}</h2>
      </summary>
      <ul>
        {open.map((c) => (
          <li key={c.code}>
            {t(`sim.condition.${c.code}` as SimulatorKey)} <span className="sim-article">({c.article})</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
