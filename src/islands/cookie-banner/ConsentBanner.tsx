/** The banner: « Tout refuser », « Personnaliser » and « Tout accepter », with the same weight. */
import type { ConsentChoice } from './CookieBanner.tsx';

/** A render function (not a component): the island's weight stays that of a single component. */
export function consentBanner(
  titleId: string,
  onChoose: (choice: ConsentChoice) => void,
  onCustomize: () => void,
) {
  return (
    <section className="cookie-banner" aria-labelledby={titleId}>
      <h2 id={titleId}>Vos choix sur les cookies</h2>
      <p>
        Avec votre accord, nous mesurons l'audience du site sur nos propres serveurs, sans publicité ni
        partage. Vous pouvez refuser aussi simplement qu'accepter. <a href="/cookie-policy">En savoir plus</a>
      </p>
      <div className="cookie-actions">
        <button
          type="button"
          className="btn btn-choice"
          onClick={() => onChoose({ preferences: false, analytics: false })}
        >
          Tout refuser
        </button>
        <button type="button" className="btn btn-choice" onClick={onCustomize}>
          Personnaliser
        </button>
        <button
          type="button"
          className="btn btn-choice"
          onClick={() => onChoose({ preferences: true, analytics: true })}
        >
          Tout accepter
        </button>
      </div>
    </section>
  );
}
