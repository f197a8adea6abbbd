/**
 * The cookie banner and its settings dialog (spec §4, DECISIONS.md 7): « Tout accepter », « Tout refuser »
 * and « Personnaliser » with the same weight; refusing is as easy as accepting; nothing is stored and no
 * analytics runs until the visitor chooses. Loaded by the `client:consent` directive (directive.ts).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { OPEN_SETTINGS_EVENT, readConsent, saveConsent } from '../../lib/browser/consent.ts';

const SETTINGS_REQUEST_FLAG = '__aplCookieSettingsRequested';
type Mode = 'hidden' | 'banner' | 'settings';

function takeSettingsRequest(): boolean {
  const w = window as unknown as Record<string, boolean>;
  const requested = w[SETTINGS_REQUEST_FLAG] === true;
  w[SETTINGS_REQUEST_FLAG] = false;
  return requested;
}

export default function CookieBanner() {
  const [mode, setMode] = useState<Mode>('hidden');
  const [preferences, setPreferences] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogTitleId = useId();

  const openSettings = useCallback(() => {
    const stored = readConsent();
    setPreferences(stored?.preferences ?? false);
    setAnalytics(stored?.analytics ?? false);
    setMode('settings');
  }, []);

  useEffect(() => {
    if (takeSettingsRequest()) openSettings();
    else if (!readConsent()) setMode('banner');
    const onOpen = () => {
      takeSettingsRequest();
      openSettings();
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, onOpen);
  }, [openSettings]);

  useEffect(() => {
    const d = dialog.current;
    if (mode === 'settings' && d && !d.open) d.showModal();
    if (mode !== 'settings' && d?.open) d.close();
  }, [mode]);

  const choose = (choice: { preferences: boolean; analytics: boolean }) => {
    saveConsent(choice);
    setMode('hidden');
  };
  const closeSettings = () => setMode(readConsent() ? 'hidden' : 'banner');

  return (
    <>
      {mode === 'banner' && (
        <section className="cookie-banner" aria-labelledby={titleId}>
          <h2 id={titleId}>Vos choix sur les cookies</h2>
          <p>
            Avec votre accord, nous mesurons l'audience du site sur nos propres serveurs, sans publicité ni
            partage. Vous pouvez refuser aussi simplement qu'accepter.{' '}
            <a href="/cookie-policy">En savoir plus</a>
          </p>
          <div className="cookie-actions">
            <button
              type="button"
              className="btn btn-choice"
              onClick={() => choose({ preferences: false, analytics: false })}
            >
              Tout refuser
            </button>
            <button type="button" className="btn btn-choice" onClick={openSettings}>
              Personnaliser
            </button>
            <button
              type="button"
              className="btn btn-choice"
              onClick={() => choose({ preferences: true, analytics: true })}
            >
              Tout accepter
            </button>
          </div>
        </section>
      )}
      <dialog
        ref={dialog}
        className="cookie-dialog"
        aria-labelledby={dialogTitleId}
        onCancel={(e) => {
          e.preventDefault();
          closeSettings();
        }}
      >
        {mode === 'settings' && (
          <form
            method="dialog"
            onSubmit={(e) => {
              e.preventDefault();
              choose({ preferences, analytics });
            }}
          >
            <h2 id={dialogTitleId}>Gérer les cookies</h2>
            <p className="small">
              Choisissez ce que vous acceptez. Vous pourrez changer d'avis à tout moment avec le bouton «
              Gérer les cookies » en bas des pages.
            </p>
            <div className="cookie-option">
              <input id="cookie-necessary" type="checkbox" checked disabled />
              <label htmlFor="cookie-necessary">
                <strong>Nécessaires</strong> (toujours actifs) : garder vos réponses au simulateur et ce
                choix.
              </label>
            </div>
            <div className="cookie-option">
              <input
                id="cookie-preferences"
                type="checkbox"
                checked={preferences}
                onChange={(e) => setPreferences(e.target.checked)}
              />
              <label htmlFor="cookie-preferences">
                <strong>Préférences</strong> : mémoriser des réglages d'affichage d'une visite à l'autre.
              </label>
            </div>
            <div className="cookie-option">
              <input
                id="cookie-analytics"
                type="checkbox"
                checked={analytics}
                onChange={(e) => setAnalytics(e.target.checked)}
              />
              <label htmlFor="cookie-analytics">
                <strong>Mesure d'audience</strong> : pages vues, étapes du simulateur et vitesse des pages,
                sur nos serveurs, sans adresse IP.
              </label>
            </div>
            <div className="cookie-actions">
              <button
                type="button"
                className="btn btn-choice"
                onClick={() => choose({ preferences: false, analytics: false })}
              >
                Tout refuser
              </button>
              <button
                type="button"
                className="btn btn-choice"
                onClick={() => choose({ preferences: true, analytics: true })}
              >
                Tout accepter
              </button>
              <button type="submit" className="btn btn-primary">
                Enregistrer mes choix
              </button>
            </div>
            <button
              type="button"
              className="cookie-close"
              onClick={closeSettings}
              aria-label="Fermer sans changer"
            >
              ×
            </button>
          </form>
        )}
      </dialog>
    </>
  );
}
