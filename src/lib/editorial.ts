/**
 * Guides, articles and information pages: Markdown with {{figures}} → safe HTML, category labels, the
 * stats cards of a guide (legal figures in force, never typed in) and the worked-example amount of a guide,
 * capped at the zone's real maximum (spec §9).
 */
import { buildMonth, legalFigures, maxAidAlone, withFigures } from './apl-figures.ts';
import { markdownToSafeHtml } from './html.ts';
import { isZone } from './zones.ts';

export const THEME_LABELS: Record<string, string> = {
  guide: 'Guide',
  calcul: 'Calcul',
  eligibilite: 'Éligibilité',
  demarches: 'Démarches',
  faq: 'FAQ',
  autre: 'Autre',
};

let cached: { mois: string; figures: Record<string, string> } | undefined;

/** Legal figures of the build month, computed once per build. */
export function figures(): Record<string, string> {
  const mois = buildMonth();
  if (cached?.mois !== mois) cached = { mois, figures: legalFigures(mois) };
  return cached.figures;
}

/** Editor Markdown → sanitized HTML, with {{figures}} replaced by the values in force. */
export function renderEditorial(markdown: string): string {
  return markdownToSafeHtml(withFigures(markdown, figures()));
}

/** Plain text with {{figures}} replaced (titles, FAQ questions, JSON-LD). */
export function withLegalFigures(text: string): string {
  return withFigures(text, figures());
}

export type StatCard = { value: string; label: string };

/** Three figures in force that matter for the guide's theme. */
export function guideStats(theme: string): StatCard[] {
  const f = figures();
  const byTheme: Record<string, StatCard[]> = {
    calcul: [
      { value: f.plafondSeulZone2 ?? '', label: 'loyer plafond, personne seule, zone 2' },
      { value: f.forfaitCharges ?? '', label: 'forfait de charges, personne seule' },
      { value: f.seuilVersement ?? '', label: 'en dessous, l’aide n’est pas versée' },
    ],
    eligibilite: [
      { value: f.forfaitEtudiant ?? '', label: 'ressources forfaitaires d’un étudiant (par an)' },
      { value: `${f.ageMaxEtudiant} ans`, label: 'âge jusqu’auquel le forfait étudiant s’applique' },
      { value: '9 m²', label: 'surface minimale d’un logement décent' },
    ],
    demarches: [
      { value: '1 mois', label: 'le mois d’entrée dans le logement n’est pas payé' },
      { value: '12 mois', label: 'de revenus pris en compte, réexaminés chaque trimestre' },
      { value: f.seuilVersement ?? '', label: 'montant mensuel minimum versé' },
    ],
  };
  return (
    byTheme[theme] ?? [
      { value: f.aideMaxSeulZone1 ?? '', label: 'aide maximale d’une personne seule en zone 1' },
      { value: f.forfaitEtudiantBoursier ?? '', label: 'ressources forfaitaires d’un étudiant boursier' },
      { value: f.seuilVersement ?? '', label: 'montant mensuel minimum versé' },
    ]
  );
}

/** The worked-example amount of a guide, never above the real maximum of its zone (largest zone if none). */
export function cappedExampleAmount(amount: number | undefined, location: string | undefined): number | null {
  if (amount == null || !(amount > 0)) return null;
  const zone = Number(/zone\s*([123])/i.exec(location ?? '')?.[1]);
  const cap = maxAidAlone(isZone(zone) ? zone : 1, buildMonth());
  return Math.min(Math.round(amount), cap);
}

/** « 2025-08-20 » → « 20 août 2025 ». */
export function dateFr(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}
