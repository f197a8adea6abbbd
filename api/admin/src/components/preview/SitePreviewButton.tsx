/**
 * « Aperçu dans le site »: sends the form's current data (saved or not) to POST /api/admin/preview/site, which
 * builds the page privately with the site's own layout; opens it in a new tab once built. The tab is opened at
 * the click (a tab opened seconds later would be blocked as a pop-up) and shows the progress meanwhile.
 */
import { useEffect, useRef, useState } from 'react';
import type { SitePreviewBody, SitePreviewState } from '../../../../routes/admin/preview.ts';
import { ApiError, api } from '../../api.ts';
import { fmtDuration } from '../../lib/format.ts';

type Props = {
  kind: SitePreviewBody['kind'];
  /** The item's id; none for an article or a guide not saved yet. */
  id?: number | null | undefined;
  /**
   * The form's current data, as the save sends it (numbers as typed: the server checks them with the save's
   * own schema and answers its field messages).
   */
  getData: () => object;
};

type Step =
  | { state: 'idle' }
  | { state: 'building' }
  | { state: 'ready'; url: string; durationMs: number | null; opened: boolean }
  | { state: 'failed'; message: string };

const PREPARING = "Préparation de l'aperçu…";
const POLL_MS = 700;
const GIVE_UP_MS = 180_000;

const wait = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** A new tab that says what is coming; null when the browser refused it. */
function openWaitingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  tab.document.title = PREPARING;
  tab.document.body.textContent = PREPARING;
  return tab;
}

export function SitePreviewButton(props: Props) {
  const [step, setStep] = useState<Step>({ state: 'idle' });
  const alive = useRef(true);
  // Set again on every mount: React's StrictMode (development) mounts, unmounts and mounts again, and a flag left
  // false stopped the polling after the first answer (the preview never showed).
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const run = async () => {
    const tab = openWaitingTab();
    setStep({ state: 'building' });
    try {
      const body = { kind: props.kind, id: props.id ?? null, data: props.getData() } as SitePreviewBody;
      let s = await api.post<SitePreviewState>('/api/admin/preview/site', body);
      const started = Date.now();
      while (s.status === 'building' && alive.current && Date.now() - started < GIVE_UP_MS) {
        await wait(POLL_MS);
        s = await api.get<SitePreviewState>(s.statusUrl);
      }
      if (s.status !== 'ready') throw new Error(s.error ?? "L'aperçu n'a pas pu être préparé.");
      // The waiting tab may have been closed meanwhile (by the editor, or the browser): the link stays beside the button.
      const opened = tab !== null && !tab.closed;
      if (opened) tab.location.href = s.url;
      if (alive.current) setStep({ state: 'ready', url: s.url, durationMs: s.durationMs, opened });
    } catch (err) {
      tab?.close();
      const message =
        err instanceof ApiError || err instanceof Error ? err.message : "L'aperçu n'a pas pu être préparé.";
      if (alive.current) setStep({ state: 'failed', message });
    }
  };

  return (
    <div className="site-preview">
      <button type="button" className="btn" disabled={step.state === 'building'} onClick={() => void run()}>
        Aperçu dans le site
      </button>
      <p className="hint" role="status">
        {step.state === 'building' ? PREPARING : null}
        {step.state === 'ready' ? (
          <>
            {step.opened ? 'Aperçu ouvert dans un nouvel onglet' : 'Aperçu prêt'}
            {step.durationMs != null ? ` (préparé en ${fmtDuration(step.durationMs)})` : ''} :{' '}
            <a href={step.url} target="_blank" rel="noopener">
              ouvrir l'aperçu
            </a>
            . Il reste disponible 10 minutes.
          </>
        ) : null}
      </p>
      {step.state === 'failed' ? (
        <p className="field-error" role="alert">
          {step.message}
        </p>
      ) : null}
    </div>
  );
}
