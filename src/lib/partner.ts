/**
 * The partner offer shown on the results screen (spec §1). Its wording is a site setting (`partner_offer`)
 * an admin edits (DECISIONS 9); these defaults are the spec's.
 */
import { siteSettings } from '../../db/queries/site';
import type { PartnerOffer } from '../islands/simulator/Results';
import { store } from './store';

export const DEFAULT_PARTNER_OFFER: PartnerOffer = {
  slug: 'assurance-habitation',
  name: 'assurance-habitation',
  title: "1 mois d'assurance habitation offert",
  bullets: ['Sans engagement', 'Entièrement personnalisable'],
  price: 'À partir de 3,99€ par mois',
  cta: 'Devis gratuit',
  claim: '+10 000 assurés satisfaits',
};

export function partnerOffer(): PartnerOffer | null {
  const setting = siteSettings(store()).get('partner_offer');
  if (setting === null) return null;
  if (setting && typeof setting === 'object')
    return { ...DEFAULT_PARTNER_OFFER, ...(setting as Partial<PartnerOffer>) };
  return DEFAULT_PARTNER_OFFER;
}
