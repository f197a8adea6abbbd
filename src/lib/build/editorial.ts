/**
 * Guides, articles and information pages: Markdown with {{figures}} → safe HTML, category labels, the
 * stats cards of a guide (figures computed for the build, never typed in) and the worked example of a guide,
 * whose amounts are {{aide:…}} tokens of named profiles (an amount an editor typed is capped at the zone's
 * real maximum, spec §9).
 */
import type { BaremeApplique, Langue } from '../../core/apl/index.ts';
import {
  buildMonth,
  buildScale,
  figureNames,
  figureSegments,
  legalFigures,
  maxAidAlone,
  withFigures,
} from './apl-figures.ts';
import { withDatedContent } from './dated-content.ts';
import { markdownToSafeHtml } from './html.ts';
import type { ImageLookup } from './responsive-image.ts';
import { isZone } from './zones.ts';

export { THEME_LABELS, themeLabel } from '../shared/theme-categories.ts';

let cached:
  | { mois: string; figures: Record<string, string>; scale: BaremeApplique; scaleEn?: BaremeApplique }
  | undefined;

function computed() {
  const mois = buildMonth();
  if (cached?.mois !== mois) cached = { mois, figures: legalFigures(mois), scale: buildScale(mois) };
  return cached;
}

/** Figures of the build month ({{name}} and {{kind:profile}}), computed once per build. */
export function figures(): Record<string, string> {
  return computed().figures;
}

/**
 * The scale the figures of the build are computed with, and the engine's warning if one is missing, in the
 * engine's words of `langue` (the same as the simulator's).
 */
export function scaleOfTheBuild(langue: Langue = 'fr'): BaremeApplique {
  const c = computed();
  if (langue === 'fr') return c.scale;
  c.scaleEn ??= buildScale(c.mois, langue);
  return c.scaleEn;
}

/**
 * The text as the month of the build shows it: each {{depuis:…}} / {{avant:…}} block kept or removed
 * (dated-content.ts), on the raw text, before the figures, the Markdown and the sanitiser.
 */
export function datedText(text: string): string {
  return withDatedContent(text, buildMonth());
}

/**
 * Editor Markdown → sanitized HTML, dated blocks of the build month kept, {{figures}} replaced by the values
 * of the build; `images` (the media library, src/lib/build/media-images.ts) gives the images of the library
 * their srcset, width and height.
 */
export function renderEditorial(markdown: string, images?: ImageLookup): string {
  return markdownToSafeHtml(withFigures(datedText(markdown), figures()), images);
}

/** Plain text, dated blocks resolved and {{figures}} replaced (titles, descriptions, FAQ questions, JSON-LD). */
export function withLegalFigures(text: string): string {
  return withFigures(datedText(text), figures());
}

/** Plain text cut around its aid amounts, dated blocks resolved and figures replaced, to highlight the amounts. */
export function textWithAmounts(text: string): Array<{ text: string; aid: boolean }> {
  return figureSegments(datedText(text), figures());
}

/**
 * Whether one of the texts, as the build shows it, quotes an amount in euros ({{aide:…}}, a ceiling, a forfait…):
 * the page then says which scale its amounts are computed with (components/ScaleNote.astro).
 */
export function showsAmount(...texts: Array<string | null | undefined>): boolean {
  const f = figures();
  return texts.some((text) => !!text && figureNames(datedText(text)).some((name) => f[name]?.includes('€')));
}

export type StatCard = { value: string; label: string };

/**
 * Three figures that matter for a guide, computed for the build: by guide first (a student guide leads with
 * what a student gets, not with the largest aid of a household without income), then by theme.
 */
export function guideStats(guide: { slug: string; themeCategory: string }): StatCard[] {
  const f = figures();
  const v = (name: string) => f[name] ?? '';
  const bySlug: Record<string, StatCard[]> = {
    'apl-etudiant': [
      {
        value: v('aide:etudiant-zone2'),
        label: 'par mois, étudiant seul non boursier en zone 2, loyer au plafond',
      },
      { value: v('aide:etudiant-boursier-zone2'), label: 'par mois, le même étudiant s’il est boursier' },
      {
        value: v('forfaitEtudiant'),
        label: `ressources retenues par an, étudiant de moins de ${v('ageMaxEtudiant')} ans`,
      },
    ],
    'apl-etudiant-boursier': [
      {
        value: v('aide:etudiant-boursier-zone2'),
        label: 'par mois, étudiant boursier seul en zone 2, loyer au plafond',
      },
      { value: v('aide:etudiant-zone2'), label: 'par mois, le même étudiant sans bourse' },
      { value: v('forfaitEtudiantBoursier'), label: 'ressources retenues par an pour un boursier' },
    ],
    'apl-colocation': [
      {
        value: v('aide:etudiant-colocation-zone2-350'),
        label: `par mois, étudiant non boursier en zone 2, part de loyer de ${v('loyer:etudiant-colocation-zone2-350')}`,
      },
      { value: v('plafondColocationZone2'), label: 'loyer plafond en colocation, personne seule, zone 2' },
      { value: v('forfaitChargesColocation'), label: 'forfait de charges en colocation, personne seule' },
    ],
  };
  const byTheme: Record<string, StatCard[]> = {
    calcul: [
      { value: v('plafondSeulZone2'), label: 'loyer plafond, personne seule, zone 2' },
      { value: v('forfaitCharges'), label: 'forfait de charges, personne seule' },
      { value: v('seuilVersement'), label: 'en dessous, l’allocation de logement n’est pas versée' },
    ],
    eligibilite: [
      { value: v('forfaitEtudiant'), label: 'ressources forfaitaires d’un étudiant (par an)' },
      { value: `${v('ageMaxEtudiant')} ans`, label: 'âge jusqu’auquel le forfait étudiant s’applique' },
      { value: '9 m²', label: 'surface minimale de la pièce principale d’un logement décent' },
    ],
    demarches: [
      {
        value: 'Mois suivant',
        label: 'début de l’aide après l’entrée dans le logement, pour une première demande',
      },
      { value: '12 mois', label: 'de revenus pris en compte, réexaminés chaque trimestre' },
      { value: v('seuilVersement'), label: 'montant mensuel minimum versé (allocation de logement)' },
    ],
  };
  return (
    bySlug[guide.slug] ??
    byTheme[guide.themeCategory] ?? [
      { value: v('plafondSeulZone2'), label: 'loyer plafond, personne seule, zone 2' },
      {
        value: v('aide:etudiant-zone2'),
        label: 'par mois, étudiant seul non boursier en zone 2, loyer au plafond',
      },
      { value: v('seuilVersement'), label: 'en dessous, l’allocation de logement n’est pas versée' },
    ]
  );
}

/**
 * An amount an editor typed in a guide's worked example (older content; new examples use {{aide:…}} in the
 * text), never above the real maximum of its zone (largest zone if none).
 */
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
