/** /resultats/<resultsId> and /en/resultats/<resultsId>: a shared result stored on the server, shown as the results screen. */
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { LocaleContext, type SimulatorMessages, translator } from './locale.ts';
import { enterPlacement, PlacementContext } from './placement.ts';
import { Results } from './Results.tsx';

/** `locale` and `messages`: the page's language and its strings (locale.ts). */
export default function StoredResult({ locale, messages }: { locale: Locale; messages: SimulatorMessages }) {
  const t = useMemo(() => translator({ locale, messages }), [locale, messages]);
  // « Modifier » and « Refaire » lead to the simulator of the same language.
  const placement = enterPlacement('site', locale);
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    setId(window.location.pathname.split('/').filter(Boolean).pop() ?? '');
  }, []);
  return (
    <LocaleContext.Provider value={t}>
      <PlacementContext.Provider value={placement}>
        <Results
          ready={id !== null}
          sharedResultsId={id ?? ''}
          partner={null}
          focusHeading={false}
          onRestart={() => {
            window.location.href = `${placement.basePath}/email`;
          }}
        />
      </PlacementContext.Provider>
    </LocaleContext.Provider>
  );
}
