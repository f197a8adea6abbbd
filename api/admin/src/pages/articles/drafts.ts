/** Article drafts from templates: a city guide (real data of the commune) or a scale update note. */

import { parisDay } from '../../../../../src/core/dates.ts';
import type { CityRow } from '../../../../routes/admin/cities.ts';
import type { ArticleForm } from './articleForm.ts';

export function cityDraft(c: Pick<CityRow, 'cityName' | 'slug' | 'zoneApl'>): Partial<ArticleForm> {
  const zone = c.zoneApl ?? '?';
  return {
    title: `APL à ${c.cityName} : ce qu'il faut savoir`,
    excerpt: `Aide au logement à ${c.cityName} (zone ${zone}) : qui y a droit, comment l'estimer et faire la demande.`,
    content: `## L'APL à ${c.cityName}\n\n${c.cityName} est en **zone ${zone}** pour les aides personnelles au logement : les loyers plafonds retenus par la CAF sont ceux de cette zone.\n\n## Estimer votre aide\n\nLe [simulateur](/v2/simulateur/email) calcule votre aide avec la formule légale et les {{bareme}}. Consultez aussi [la page de ${c.cityName}](/${c.slug}).\n\n## Faire la demande\n\nLa demande se fait en ligne sur le site de la CAF, dès la signature du bail.\n`,
  };
}

/** `effectiveDates`: dates of the scales; `next`: the next expected update, if known; `now`: the instant (Paris day). */
export function scaleDraft(
  effectiveDates: string[],
  next: string | undefined,
  now = new Date(),
): Partial<ArticleForm> {
  const today = parisDay(now);
  const last = [...effectiveDates].reverse().find((d) => d <= today);
  return {
    title: 'Barèmes APL : ce qui change',
    // {{bareme}} is computed at build: the scales the simulator applies, never claimed to be the latest published.
    content: `## Les barèmes du simulateur\n\nLes montants calculés par le simulateur suivent les {{bareme}} (dernière date d'effet intégrée : ${last ?? '…'}).\n\n${next ? `## Prochaine revalorisation\n\nUne nouvelle revalorisation est attendue au ${next}.\n` : ''}`,
  };
}
