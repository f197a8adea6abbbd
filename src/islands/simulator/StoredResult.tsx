/** /resultats/<resultsId>: a shared result stored on the server, shown as the results screen. */
import { useEffect, useMemo, useState } from 'react';
import { LocaleContext, type SimulatorMessages, translator } from './locale.ts';
import { Results } from './Results.tsx';

/** `messages`: the French strings, given by the page (locale.ts); a shared link is French. */
export default function StoredResult({ messages }: { messages: SimulatorMessages }) {
  const t = useMemo(() => translator({ locale: 'fr', messages }), [messages]);
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    setId(window.location.pathname.split('/').filter(Boolean).pop() ?? '');
  }, []);
  return (
    <LocaleContext.Provider value={t}>
      <Results
        ready={id !== null}
        sharedResultsId={id ?? ''}
        partner={null}
        focusHeading={false}
        onRestart={() => {
          window.location.href = '/v2/simulateur/email';
        }}
      />
    </LocaleContext.Provider>
  );
}
