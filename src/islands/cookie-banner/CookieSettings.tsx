/** The settings form, in the dialog: the necessary cookies (always on), preferences and audience measurement. */
import type { CookieMessages } from '../../i18n/cookies/fr.ts';
import type { ConsentChoice } from './CookieBanner.tsx';

/**
 * A render function (not a component): the island's weight stays that of a single component. `choice`: the
 * boxes as ticked now.
 */
export function cookieSettings(
  m: CookieMessages,
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
      <h2 id={titleId}>{m['cookies.settings.title']}</h2>
      <p className="small">{m['cookies.settings.intro']}</p>
      <div className="cookie-option">
        <input id="cookie-necessary" type="checkbox" checked disabled />
        <label htmlFor="cookie-necessary">
          <strong>{m['cookies.settings.necessary']}</strong>
          {m['cookies.settings.necessaryText']}
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
          <strong>{m['cookies.settings.preferences']}</strong>
          {m['cookies.settings.preferencesText']}
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
          <strong>{m['cookies.settings.analytics']}</strong>
          {m['cookies.settings.analyticsText']}
        </label>
      </div>
      <div className="cookie-actions">
        <button
          type="button"
          className="btn btn-choice"
          onClick={() => onChoose({ preferences: false, analytics: false })}
        >
          {m['cookies.refuseAll']}
        </button>
        <button
          type="button"
          className="btn btn-choice"
          onClick={() => onChoose({ preferences: true, analytics: true })}
        >
          {m['cookies.acceptAll']}
        </button>
        <button type="submit" className="btn btn-primary">
          {m['cookies.settings.save']}
        </button>
      </div>
      <button
        type="button"
        className="cookie-close"
        onClick={onClose}
        aria-label={m['cookies.settings.close']}
      >
        ×
      </button>
    </form>
  );
}
