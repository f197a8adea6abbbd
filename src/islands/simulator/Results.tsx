/**
 * The result screen (spec §2 « Results screen »): computed at once in the browser with the shared engine,
 * then the server recomputes it from the saved answers, stores it and sends the e-mail.
 */
import { useEffect, useRef } from 'react';
import type { StepSlug } from '../../core/simulation/form.ts';
import { forPerson } from './for-whom.ts';
import { useShownResult } from './live-or-shared-result.ts';
import { LocaleContext, useT } from './locale.ts';
import { usePlacement } from './placement.ts';
import { ResultView } from './ResultView.tsx';
import { inPageLanguage } from './result-words.ts';
import type { PartnerOffer } from './results-types.ts';

export type { PartnerOffer } from './results-types.ts';

export function Results({
  ready,
  partner,
  onRestart,
  onGoTo,
  focusHeading,
  sharedResultsId,
}: {
  ready: boolean;
  partner: PartnerOffer | null;
  onRestart: () => void;
  onGoTo?: (slug: StepSlug) => void;
  focusHeading: boolean;
  /** /resultats/<resultsId>: show the shared result stored on the server instead of computing one. */
  sharedResultsId?: string;
}) {
  const l = useT();
  const { t, fieldError } = l;
  const [shown, setShown, missing, loadError] = useShownResult(ready, sharedResultsId);
  const heading = useRef<HTMLHeadingElement>(null);
  const { basePath } = usePlacement();

  useEffect(() => {
    if (shown && focusHeading) heading.current?.focus();
  }, [shown, focusHeading]);

  if (loadError) {
    return (
      <div className="sim-card">
        <h1 tabIndex={-1}>{t('sim.results.notFound')}</h1>
        <p>{loadError}</p>
        <a className="btn btn-primary" href={`${basePath}/email`}>
          {t('sim.results.start')}
        </a>
      </div>
    );
  }
  if (missing) {
    return (
      <div className="sim-card">
        <h1 tabIndex={-1} ref={heading}>
          {t('sim.results.missing')}
        </h1>
        <p>{fieldError(Object.values(missing.errors)[0] ?? '')}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => onGoTo?.(missing.firstStep as StepSlug)}
        >
          {t('sim.results.complete')}
        </button>
      </div>
    );
  }
  if (!shown) {
    return (
      <div className="sim-card sim-loading" aria-live="polite">
        <h1 tabIndex={-1}>{t('sim.loading')}</h1>
        <p>{t('sim.results.analysing')}</p>
      </div>
    );
  }
  // The result's words for the person concerned (« Votre enfant est éligible », « Ses revenus »: for-whom.ts).
  return (
    <LocaleContext.Provider value={forPerson(l, shown.form.forWhom)}>
      <ResultView
        shown={shown}
        partner={partner}
        onRestart={onRestart}
        headingRef={heading}
        live={sharedResultsId === undefined}
        // The server's result is worded in French: an English page words it again from the same answers.
        onServerResult={(result) =>
          setShown((s) => (s ? { ...s, result: inPageLanguage(result, s.form) } : s))
        }
      />
    </LocaleContext.Provider>
  );
}
