/** The example values a template preview is filled with (never a real visitor's data), in its language. */
import type { Blocks, Filling } from '../../services/email-template.ts';
import { RESULT_TEMPLATE_KEYS } from '../../services/result-email.ts';

const SAMPLE_VALUES: Record<string, string> = {
  prenom: 'Camille',
  nom: 'Martin',
  montant: '245 €',
  montant_centimes: '245,32 €',
  zone: '2',
  lien_resultats: 'https://www.apl-simulateur.fr/resultats/exemple',
  bareme: 'barèmes au 1er octobre 2025',
  verdict: 'Vous êtes éligible aux APL.',
  details_text: '- Loyer retenu : 319,30 €\n- Participation personnelle : 74,30 €',
};

const SAMPLE_VALUES_EN: Record<string, string> = {
  ...SAMPLE_VALUES,
  montant: '€245',
  montant_centimes: '€245.32',
  lien_resultats: 'https://www.apl-simulateur.fr/en/resultats/exemple',
  bareme: 'scales as of 1 October 2025',
  verdict: 'You are eligible: the CAF should pay you about €245 a month.',
  details_text: '- Rent: €450 excluding charges\n- Income: €800 a month',
};

/** The recap the server builds, in each language (inserted as is, like the real one). */
const SAMPLE_DETAILS = {
  fr: '<ul><li>Loyer retenu : 319,30 €</li><li>Participation personnelle : 74,30 €</li></ul>',
  en: '<ul><li>Rent: €450 excluding charges</li><li>Income: €800 a month</li></ul>',
};

/** What fills the preview of template `key` with `blocks`: the examples of its language. */
export function sampleFilling(key: string, blocks: Blocks): Filling {
  const english = key === RESULT_TEMPLATE_KEYS.en;
  return {
    blocks,
    values: english ? SAMPLE_VALUES_EN : SAMPLE_VALUES,
    fragments: { details_html: english ? SAMPLE_DETAILS.en : SAMPLE_DETAILS.fr },
  };
}
