/**
 * Every built page that shows an amount in euros says which scale it is computed with (issue 25): the scale
 * note (src/components/ScaleNote.astro) with the date of the build's scale and, when the engine says a due
 * revaluation is missing from the data, its warning, in the page's language. An amount is a « € » figure in
 * the page's main content, outside the simulator's island (its result dates itself) and outside the few euro
 * figures that are no amount of aid, listed below with their reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type CheerioAPI, load } from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import { buildMonth, buildScale, legalFigures } from '../../src/lib/build/apl-figures.ts';

const buildDir = inject('buildDir');
const mois = buildMonth();
const scale = { fr: buildScale(mois), en: buildScale(mois, 'en') };
const spaces = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** Euro figures that are not amounts of aid: sourced data of another kind, or a legal threshold. */
const NOT_AID: Array<{ figure: RegExp; why: string }> = [
  { figure: /\d[\d ,]* €\/m²/g, why: 'loyers d’annonce au m² de la Carte des loyers 2022 (pages villes)' },
  { figure: /Loyer de [^()]*\(fin 2022\)/g, why: 'loyers des résidences CROUS à fin 2022 (pages villes)' },
  {
    figure: /\b(?:dette|debt)\b[^.;€\d]{0,30}(?:€ ?\d[\d ,]*|\d[\d ,]* ?€)/g,
    why: 'dette qui fait un impayé à partir de 2027 (décrets n° 2026-83 et 2026-84) : un seuil légal, pas une aide',
  },
  {
    figure: new RegExp(spaces(legalFigures(mois).seuilPatrimoine ?? '€'), 'g'),
    why: 'seuil d’épargne de la règle du patrimoine (politique de confidentialité) : un seuil, pas une aide',
  },
];

/** A page whose amounts are dated in its own way, and what it must then say. */
const OWN_DATING: Record<string, { says: string; why: string }> = {
  '/precision-du-simulateur': {
    says: scale.fr.label,
    why: 'la page des cas de référence : elle date le barème appliqué et liste chaque barème avec sa date',
  },
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

/** The page's address (`/faq`, `/`) from its file. */
const pathOf = (file: string) =>
  `/${relative(buildDir, file)
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';

/** The text a reader reads in the main content as amounts: without the island, forms, and non-aid figures. */
function amountsText($: CheerioAPI): string {
  const main = $('main').clone();
  main.find('astro-island, form, script, style, template, noscript').remove();
  let text = spaces(main.text());
  for (const { figure } of NOT_AID) text = text.replace(figure, ' ');
  return text;
}

type Page = { path: string; lang: 'fr' | 'en'; amounts: boolean; note: string | null; text: string };

function readPage(file: string): Page | null {
  const html = readFileSync(file, 'utf8');
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end === -1 || !html.slice(start, end).includes('€')) return null;
  // Only the main content is parsed: 2,300 city pages are read.
  const $ = load(html.slice(start, end + '</main>'.length), null, false);
  const notes = $('[data-scale-note]');
  return {
    path: pathOf(file),
    lang: /<html[^>]*\blang="en"/.test(html.slice(0, 500)) ? 'en' : 'fr',
    amounts: amountsText($).includes('€'),
    note: notes.length > 0 ? spaces(notes.text()) : null,
    text: spaces($('main').text()),
  };
}

const pages = htmlFiles(buildDir)
  .map(readPage)
  .filter((p): p is Page => p?.amounts === true);

describe('pages that show amounts', () => {
  it('are found in every kind of page that computes one', () => {
    const paths = pages.map((p) => p.path);
    for (const expected of [
      '/',
      '/faq',
      '/apl-lyon',
      '/apl-zone-2',
      '/guide/calcul-montant-apl',
      '/en/guide',
    ])
      expect(
        paths.some((p) => p === expected || p.startsWith(`${expected}/`)),
        expected,
      ).toBe(true);
    expect(paths.filter((p) => p.startsWith('/conseil/')).length).toBeGreaterThan(0);
  });

  it('say which scale their amounts are computed with, and the engine’s warning when one is due', () => {
    const missing: string[] = [];
    for (const page of pages) {
      const own = OWN_DATING[page.path];
      if (own) {
        if (!page.text.includes(own.says)) missing.push(`${page.path} (${own.why})`);
        continue;
      }
      const { label, warning } = scale[page.lang];
      const expected =
        page.lang === 'en' ? `Amounts calculated with the ${label}.` : `Montants calculés avec les ${label}.`;
      if (!page.note) missing.push(`${page.path} : pas de note du barème`);
      else if (!page.note.includes(expected)) missing.push(`${page.path} : « ${page.note} »`);
      else if (warning && !page.note.includes(spaces(warning)))
        missing.push(`${page.path} : sans l’avertissement`);
    }
    expect(missing).toEqual([]);
  });

  it('the scale note says what the simulator says, in the page’s language', () => {
    const faq = pages.find((p) => p.path === '/faq');
    expect(faq?.note).toContain(`Montants calculés avec les ${scale.fr.label}.`);
    const english = pages.find((p) => p.lang === 'en' && p.path.startsWith('/en/guide/'));
    expect(english?.note).toContain(`Amounts calculated with the ${scale.en.label}.`);
    if (scale.fr.warning) {
      expect(faq?.note).toContain(spaces(scale.fr.warning));
      expect(english?.note).toContain(spaces(scale.en.warning ?? '???'));
    }
  });
});
