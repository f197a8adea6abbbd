/**
 * The partner's offer under the result, which the visitor can close; a click is logged, then opens it. A chunk of
 * its own: most sites have no signed partner (src/lib/build/partner.ts), and then never load it.
 */
import { useState } from 'react';
import { logPartnerClick } from './api-client.ts';
import type { PartnerOffer, Shown } from './results-types.ts';

export default function PartnerBanner({ partner, shown }: { partner: PartnerOffer; shown: Shown }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const open = () => {
    logPartnerClick({
      partner_name: partner.name,
      page_type: 'v2_results',
      session_id: shown.sessionId ?? 'unknown',
      source: 'page',
      tracking_id: null,
      user_data: {
        amount: shown.result.montantFinal,
        ...(shown.result.error === false ? { zone: shown.result.zone } : {}),
        isEligible: shown.result.isEligible,
        hasEmail: Boolean(shown.form.email),
      },
    });
    window.open(`/partner/${encodeURIComponent(partner.slug)}`, '_blank', 'noopener');
  };
  return (
    <aside className="sim-partner no-print" aria-labelledby="sim-partner-title">
      <button
        type="button"
        className="sim-partner-close"
        aria-label="Fermer l'offre partenaire"
        onClick={() => setClosed(true)}
      >
        ×
      </button>
      <p className="sim-partner-tag">Offre partenaire</p>
      <h2 id="sim-partner-title">{partner.title}</h2>
      <ul>
        {partner.bullets.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <p className="sim-partner-price">{partner.price}</p>
      <button type="button" className="btn btn-primary" onClick={open}>
        {partner.cta}
      </button>
      {partner.claim && <p className="sim-partner-claim">{partner.claim}</p>}
    </aside>
  );
}
