/**
 * The partner offer of the results screen (spec §1). It is shown only when a partner is really signed
 * (a partner with an http(s) URL in the `content.partners` setting): no offer is advertised that does not exist.
 * Its wording is the `partner_offer` site setting an admin edits (DECISIONS 9); defaults are the spec's.
 */
import { type Partner, partners } from '../../../db/queries/content';
import { siteSettings } from '../../../db/queries/site';
import { safeWebUrl } from '../../core/validation/url';
import type { PartnerOffer } from '../../islands/simulator/Results';
import { store } from './store';

export const DEFAULT_PARTNER_OFFER: Omit<PartnerOffer, 'slug' | 'name'> = {
  title: "1 mois d'assurance habitation offert",
  bullets: ['Sans engagement', 'Entièrement personnalisable'],
  price: 'À partir de 3,99€ par mois',
  cta: 'Devis gratuit',
  claim: '+10 000 assurés satisfaits',
};

/**
 * Where « Continuer vers l'offre » leads: the partner's address with its `ref`, only when that address is an
 * http(s) URL (src/core/validation/url.ts); null otherwise, and the page then shows no link.
 */
export function partnerTarget(partner: Pick<Partner, 'url' | 'trackingParam'>): string | null {
  const url = safeWebUrl(partner.url);
  if (!url) return null;
  const target = new URL(url);
  if (partner.trackingParam) target.searchParams.set('ref', partner.trackingParam);
  return safeWebUrl(target.toString());
}

export async function partnerOffer(): Promise<PartnerOffer | null> {
  const db = store();
  const partner = (await partners(db)).find((p) => partnerTarget(p));
  if (!partner) return null;
  const wording = (await siteSettings(db)).get('partner_offer');
  return {
    ...DEFAULT_PARTNER_OFFER,
    ...(wording && typeof wording === 'object' ? (wording as Partial<PartnerOffer>) : {}),
    slug: partner.slug,
    name: partner.slug,
  };
}
