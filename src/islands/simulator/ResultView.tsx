/** The result screen once there is a result: verdict in plain words, e-mail, recap, explanation, next steps and partner. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { conditionNonRemplie } from '../../core/apl/conditions.ts';
import { ApplyButton } from './ApplyButton.tsx';
import { type Translator, useT } from './locale.ts';
import { usePlacement } from './placement.ts';
import type { EditStep } from './Recap.tsx';
import { ResultSections } from './ResultSections.tsx';
import type { OnServerResult, PartnerOffer, Shown } from './results-types.ts';
import { useSimulator } from './store.ts';
import { Verdict } from './Verdict.tsx';
import { WhatIfFor } from './WhatIfFor.tsx';

/** What an excluded visitor can do: a chunk of its own, loaded for them only. */
const ExclusionHelp = lazy(() => import('./ExclusionHelp.tsx'));
/**
 * The results e-mail card: a chunk of its own, loaded as the live result shows (a shared link has none), out of the
 * page's first JavaScript (issue 29: results page ≤ 95 KB gzip).
 */
const EmailStatus = lazy(() => import('./EmailStatus.tsx').then((m) => ({ default: m.EmailStatus })));
/**
 * Folded under their titles (issue 29): the answers (« Récapitulatif ») and the calculation (« Détail du calcul »),
 * each a chunk of its own loaded as the result shows, out of the page's first JavaScript.
 */
const Recap = lazy(() => import('./Recap.tsx'));
const Explanation = lazy(() => import('./Explanation.tsx').then((m) => ({ default: m.Explanation })));
/** The partner's offer, for a site with a signed partner only. */
const PartnerBanner = lazy(() => import('./PartnerBanner.tsx'));

/** A printout carries every folded card whole (« Détail du calcul », recap, checklist…), however it was asked. */
function useUnfoldedPrint() {
  useEffect(() => {
    const unfold = () => {
      for (const d of document.querySelectorAll<HTMLDetailsElement>('.sim-results details')) d.open = true;
    };
    window.addEventListener('beforeprint', unfold);
    return () => window.removeEventListener('beforeprint', unfold);
  }, []);
}

const longDate = (l: Translator, iso: string) =>
  l.date(iso, { day: 'numeric', month: 'long', year: 'numeric' });

type ResultViewProps = {
  shown: Shown;
  partner: PartnerOffer | null;
  onRestart: () => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  /** The visitor's own result (false: a shared link's). */
  live: boolean;
  onServerResult: OnServerResult;
};

export function ResultView({ shown, partner, onRestart, headingRef, live, onServerResult }: ResultViewProps) {
  const { result, form } = shown;
  const ok = result.error === false ? result : null;
  const unmet = conditionNonRemplie(ok?.conditions ?? []);
  const [printing, setPrinting] = useState(false);
  const edit = editStep(live, form, usePlacement().basePath);
  const l = useT();
  const { t } = l;
  useUnfoldedPrint();
  return (
    <div className="sim-results">
      <p className="sim-print-meta print-only">
        {t('sim.results.printMeta', { date: longDate(l, shown.date) })}
        {ok ? `, ${ok.bareme.label}` : ''} — {window.location.origin}
        {/^\/(?:en\/)?resultats\//.test(window.location.pathname) ? window.location.pathname : ''}
      </p>
      <Verdict result={result} form={form} live={live} headingRef={headingRef} />

      {unmet?.code === 'nationaliteTitre' && (
        <Suspense fallback={null}>
          <ExclusionHelp conditions={ok?.conditions ?? []} form={form} />
        </Suspense>
      )}

      {/* An unmet condition: the help card says what to do; « Demandez votre aide » would contradict it. */}
      {!unmet && <ApplyButton />}

      {live && shown.sessionId && form.email && (
        <Suspense fallback={null}>
          <EmailStatus sessionId={shown.sessionId} email={form.email} onServerResult={onServerResult} />
        </Suspense>
      )}

      <Suspense fallback={null}>
        <Recap form={form} zone={ok?.zone} edit={edit} date={shown.date} />
      </Suspense>

      <WhatIfFor shown={shown} live={live} />

      {ok && (
        <Suspense fallback={null}>
          <Explanation result={ok} form={form} open={printing} onReady={() => setPrinting(false)} />
        </Suspense>
      )}

      {!result.isEligible && (
        <section className="sim-card" aria-labelledby="sim-anyway">
          <h2 id="sim-anyway">{t('sim.results.anywayTitle')}</h2>
          <p>{t('sim.results.anyway')}</p>
        </section>
      )}

      <ResultSections form={form} result={result} date={shown.date} />

      {partner && (
        <Suspense fallback={null}>
          <PartnerBanner partner={partner} shown={shown} />
        </Suspense>
      )}

      <div className="sim-actions no-print">
        <button type="button" className="btn btn-primary" onClick={onRestart}>
          {t('sim.results.new')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setPrinting(true)}>
          {t('sim.results.print')}
        </button>
      </div>
    </div>
  );
}

/**
 * « Modifier » on the recap. The visitor's own results: the step, then straight back (`?retour=resultats`).
 * A shared link holds no resume secret: « Modifier » starts a new simulation in this browser, pre-filled
 * from the recap (no e-mail, no birth date: the steps ask them again), and comes back the same way.
 */
function editStep(live: boolean, form: Shown['form'], basePath: string): EditStep {
  const href = (slug: string) => `${basePath}/${slug}?retour=resultats`;
  return live ? { href } : { href, before: () => useSimulator.getState().startFrom(form) };
}
