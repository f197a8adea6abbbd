/** The banner: « Tout refuser », « Personnaliser » and « Tout accepter », with the same weight. */
import type { RefObject } from 'react';
import type { CookieMessages } from '../../i18n/cookies/fr.ts';
import type { ConsentChoice } from './CookieBanner.tsx';

/** A render function (not a component): the island's weight stays that of a single component. */
export function consentBanner(
  m: CookieMessages,
  titleId: string,
  onChoose: (choice: ConsentChoice) => void,
  onCustomize: () => void,
  ref: RefObject<HTMLElement | null>,
) {
  return (
    <section ref={ref} className="cookie-banner" aria-labelledby={titleId}>
      <h2 id={titleId}>{m['cookies.banner.title']}</h2>
      <p>
        {m['cookies.banner.text']} <a href="/cookie-policy">{m['cookies.banner.more']}</a>
      </p>
      <div className="cookie-actions">
        <button
          type="button"
          className="btn btn-choice"
          onClick={() => onChoose({ preferences: false, analytics: false })}
        >
          {m['cookies.refuseAll']}
        </button>
        <button type="button" className="btn btn-choice" onClick={onCustomize}>
          {m['cookies.customize']}
        </button>
        <button
          type="button"
          className="btn btn-choice"
          onClick={() => onChoose({ preferences: true, analytics: true })}
        >
          {m['cookies.acceptAll']}
        </button>
      </div>
    </section>
  );
}
