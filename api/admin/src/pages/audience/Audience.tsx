/**
 * Audience and simulator statistics (issue 8): traffic sources and entry pages (visitors who accepted audience
 * measurement), the 12-step funnel with its drop-off, completion time, eligible share, average amount by zone,
 * partner click-through, and web vitals percentiles by page kind. Charts with Chart.js, as the other screens.
 */
import { useState } from 'react';
import { DEFINITIONS } from '../../../../../src/core/audience/definitions.ts';
import type { AudienceReport } from '../../../../routes/admin/audience.ts';
import { Kpi } from '../../components/Kpi.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PeriodSelect } from '../../components/PeriodSelect.tsx';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';
import { Definitions } from '../stats/ExportCsv.tsx';
import { Funnel } from './Funnel.tsx';
import { duration, pct } from './format.ts';
import { AmountByZone, Partners } from './Tables.tsx';
import { Traffic } from './Traffic.tsx';
import { WebVitals } from './WebVitals.tsx';

export function AudiencePage() {
  const [days, setDays] = useState('30');
  const state = useLoad<AudienceReport>(`/api/admin/stats/audience?days=${days}`);
  return (
    <>
      <PageHeader
        title="Audience et parcours"
        description="Visites mesurées avec le consentement des visiteurs, parcours du simulateur, partenaires et vitesse des pages."
      />
      <PeriodSelect days={days} setDays={setDays} longest="13-months" />
      <Loaded state={state}>
        {(a) => (
          <>
            <AudienceKpis a={a} />
            <Definitions lines={[DEFINITIONS.visite, DEFINITIONS.visiteur, DEFINITIONS.simulation]} />
            <Funnel a={a} />
            <Traffic a={a} />
            <div className="grid-2">
              <AmountByZone rows={a.amountByZone} days={a.days} />
              <Partners rows={a.partners} days={a.days} />
            </div>
            <WebVitals rows={a.webVitals} days={a.days} />
          </>
        )}
      </Loaded>
    </>
  );
}

function AudienceKpis({ a }: { a: AudienceReport }) {
  const { completion } = a;
  return (
    <section className="kpis" aria-label="Indicateurs">
      <Kpi label="Visites" value={fmtInt(a.visits)} testId="kpi-visits">
        <span className="muted">avec consentement, {fmtInt(a.visitors)} visiteurs</span>
      </Kpi>
      <Kpi label="Simulations terminées" value={fmtInt(completion.completed)}>
        <span className="muted">sur {fmtInt(completion.started)} commencées</span>
      </Kpi>
      <Kpi label="Durée médiane" value={duration(completion.medianSeconds)}>
        <span className="muted">
          p25 {duration(completion.p25Seconds)} · p90 {duration(completion.p90Seconds)}
        </span>
      </Kpi>
      <Kpi label="Part d'éligibles" value={pct(a.eligible.share)}>
        <span className="muted">{fmtInt(a.eligible.eligible)} simulations éligibles</span>
      </Kpi>
    </section>
  );
}
