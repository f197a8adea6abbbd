/** /resultats/<resultsId>: a shared result stored on the server, shown as the results screen. */
import { useEffect, useState } from 'react';
import { Results } from './Results.tsx';

export default function StoredResult() {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    setId(window.location.pathname.split('/').filter(Boolean).pop() ?? '');
  }, []);
  return (
    <Results
      ready={id !== null}
      sharedResultsId={id ?? ''}
      partner={null}
      focusHeading={false}
      onRestart={() => {
        window.location.href = '/v2/simulateur/email';
      }}
    />
  );
}
