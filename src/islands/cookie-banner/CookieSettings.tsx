/** The settings form, in the dialog: the necessary cookies (always on), preferences and audience measurement. */
import type { ConsentChoice } from './CookieBanner.tsx';

/**
 * A render function (not a component): the island's weight stays that of a single component. `choice`: the
 * boxes as ticked now.
 */
export function cookieSettings(
  titleId: string,
  choice: ConsentChoice,
  onToggle: (kind: keyof ConsentChoice, on: boolean) => void,
  onChoose: (choice: ConsentChoice) => void,
  onClose: () => void,
) {
  return (
    <form
      method="dialog"
      onSubmit={(e) => {
        e.preventDefault();
        onChoose(choice);
      }}
    >
      <h2 id={titleId}>Gérer les cookies</h2>
      <p className="small">
        Choisissez ce que vous acceptez. Vous pourrez changer d'avis à tout moment avec le bouton « Gérer les
        cookies » en bas des pages.
      </p>
      <div className="cookie-option">
        <input id="cookie-necessary" type="checkbox" checked disabled />
        <label htmlFor="cookie-necessary">
          <strong>Nécessaires</strong> (toujours actifs) : garder vos réponses au simulateur et ce choix.
        </label>
      </div>
      <div className="cookie-option">
        <input
          id="cookie-preferences"
          type="checkbox"
          checked={choice.preferences}
          onChange={(e) => onToggle('preferences', e.target.checked)}
        />
        <label htmlFor="cookie-preferences">
          <strong>Préférences</strong> : mémoriser des réglages d'affichage d'une visite à l'autre.
        </label>
      </div>
      <div className="cookie-option">
        <input
          id="cookie-analytics"
          type="checkbox"
          checked={choice.analytics}
          onChange={(e) => onToggle('analytics', e.target.checked)}
        />
        <label htmlFor="cookie-analytics">
          <strong>Mesure d'audience</strong> : pages vues, étapes du simulateur et vitesse des pages, sur nos
          serveurs, sans adresse IP.
        </label>
      </div>
      <div className="cookie-actions">
        <button
          type="button"
          className="btn btn-choice"
          onClick={() => onChoose({ preferences: false, analytics: false })}
        >
          Tout refuser
        </button>
        <button
          type="button"
          className="btn btn-choice"
          onClick={() => onChoose({ preferences: true, analytics: true })}
        >
          Tout accepter
        </button>
        <button type="submit" className="btn btn-primary">
          Enregistrer mes choix
        </button>
      </div>
      <button type="button" className="cookie-close" onClick={onClose} aria-label="Fermer sans changer">
        ×
      </button>
    </form>
  );
}
