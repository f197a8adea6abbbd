/**
 * The what-if for the result shown. The visitor's own answers are used as they are; a shared link's recap has
 * no birth date, so a representative age is found that gives the shared amount again (what-if.ts), or the
 * what-if is not offered.
 */
import { useMemo } from 'react';
import { conditionNonRemplie } from '../../core/apl/conditions.ts';
import { withRepresentativeAge } from '../../core/simulation/what-if.ts';
import type { Shown } from './results-types.ts';
import { WhatIf } from './WhatIf.tsx';

export function WhatIfFor({ shown, live }: { shown: Shown; live: boolean }) {
  const { form, date, result } = shown;
  const answers = useMemo(
    () => (live ? form : withRepresentativeAge(form, date, result.montantFinal)),
    [live, form, date, result.montantFinal],
  );
  // A condition of entitlement not met: no rent or income changes it, so nothing to explore.
  if (result.error !== false || !answers || conditionNonRemplie(result.conditions ?? [])) return null;
  return <WhatIf form={answers} day={date} />;
}
