/**
 * Every amount the editorial content shows is computed at build (content/editorial/README.md): no euro figure is
 * typed in the source files but a short list of sourced non-aid figures, no token is left unreplaced in the
 * built pages, and the amounts the guides lead with are the engine's. Also: the sentences an expert found false
 * for 2025–2026 are gone, and the rules that replaced them are there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { EDITORIAL_DIR, loadEditorial } from '../../db/import/seed-content.ts';
import {
  buildMonth,
  PROFILES,
  type Profile,
  type ProfileName,
  runProfile,
} from '../../src/lib/build/apl-figures.ts';
import { builtPage } from '../support/html.ts';

const buildDir = inject('buildDir');
const mois = buildMonth();
const euro = (s: string) => Number(s.replace(/[^\d,]/g, '').replace(',', '.'));
const aid = (name: ProfileName) => runProfile(PROFILES[name] as Profile, mois).result.montantFinal;

/**
 * Euro figures that may be typed: sourced, and not an amount of aid, rent or income.
 * - 450 €: the debt above which a rent arrear (impayé) is constituted from 1 January 2027, décrets n° 2026-83
 *   and n° 2026-84 du 12 février 2026 (JORF 13 février 2026); written in the content's dated blocks (« €450 »
 *   in the English guide en/guides/applying-for-apl-at-the-caf.md).
 */
const ARREARS_2027 = 'impayé : dette de 450 € (décrets n° 2026-83 et 2026-84, à compter du 1er janvier 2027)';
const ALLOWED: Array<{ file: string; figure: string; why: string }> = [
  'guides/demarches-caf-apl.md',
  'guides/guide-apl-2025.md',
  'conseil/visale-la-garantie-gratuite-pour-louer.md',
].map((file) => ({ file, figure: '450 €', why: ARREARS_2027 }));

/** The content files: Markdown and JSON, without the folder's README (documentation, not content). */
function contentFiles(dir = EDITORIAL_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return contentFiles(full);
    return /\.(md|json)$/.test(e.name) && e.name !== 'README.md' ? [full] : [];
  });
}

/** « 199 € », « 1 000 € », « 290,34 € », « 10 euros », in any spacing. */
const TYPED_EUROS = /\d[\d\s\u00a0\u202f.]*(?:,\d+)?\s*(?:€|euros?\b)/giu;

describe('editorial sources', () => {
  it('type no euro amount outside the allow-list of sourced non-aid figures', () => {
    const found: string[] = [];
    for (const file of contentFiles()) {
      const rel = relative(EDITORIAL_DIR, file);
      for (const m of readFileSync(file, 'utf8').matchAll(TYPED_EUROS)) {
        const figure = m[0].replace(/[\s\u00a0\u202f]+/g, ' ').trim();
        if (!ALLOWED.some((a) => a.file === rel && a.figure === figure)) found.push(`${rel}: ${figure}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the allow-list holds only figures still in the content', () => {
    for (const a of ALLOWED) {
      const text = readFileSync(join(EDITORIAL_DIR, a.file), 'utf8').replace(/[\s\u00a0\u202f]+/g, ' ');
      expect(text, a.file).toContain(a.figure);
    }
  });

  it('have no guide example with a typed amount', () => {
    const typed = loadEditorial()
      .guides.filter((g) => g.data.testimonial?.amount != null)
      .map((g) => g.slug);
    expect(typed).toEqual([]);
  });
});

describe('built editorial pages', () => {
  const content = loadEditorial();
  const paths = [
    ...content.guides.map((g) => `/guide/${g.slug}`),
    ...content.articles.map((a) => `/conseil/${a.slug}`),
    '/faq',
    ...content.legal.map((l) => `/${l.key}`),
  ];

  it('leave no {{token}} unreplaced', () => {
    const left = paths.filter((path) => {
      const $ = builtPage(buildDir, path);
      return /\{\{/.test($('main').text()) || /\{\{/.test($('head').html() ?? '');
    });
    expect(left).toEqual([]);
  });

  it('no longer say what is false for 2025–2026', () => {
    const claims = [
      /premier mois n'est jamais payé/i,
      /deux semaines/i,
      /centaines de milliers/i,
      /au centime près/i,
      /450 kWh[^.]*n'est plus décent pour un nouveau bail/i,
      /studio de 25 m²/i,
    ];
    const found: string[] = [];
    for (const path of [
      ...paths,
      '/',
      '/apl-zone-1',
      '/apl-zone-2',
      '/apl-zone-3',
      '/apl-lyon',
      '/apl-provins',
    ]) {
      const text = builtPage(buildDir, path)('body').text();
      for (const c of claims) if (c.test(text)) found.push(`${path}: ${c}`);
    }
    expect(found).toEqual([]);
  });

  it('the student guide leads with what a student gets, as the engine computes it', () => {
    const $ = builtPage(buildDir, '/guide/apl-etudiant');
    const stats = $('.stats li strong')
      .map((_, s) => euro($(s).text()))
      .get();
    expect(stats[0]).toBe(aid('etudiant-zone2'));
    expect(stats[1]).toBe(aid('etudiant-boursier-zone2'));
    expect($('.stats li').first().text()).toContain('étudiant seul non boursier en zone 2');
    // Not the largest aid of a person without income, which no student under 28 can reach.
    const largest = runProfile(
      { description: 'x', zone: 1, rent: 'plafond', status: 'employee' },
      mois,
    ).result;
    expect(stats).not.toContain(largest.montantFinal);
    const table = $('article table').first().text();
    expect(table).toContain(`${aid('etudiant-zone1')}`);
    const boursier = builtPage(buildDir, '/guide/apl-etudiant-boursier');
    expect(euro(boursier('.stats li strong').first().text())).toBe(aid('etudiant-boursier-zone2'));
  });

  it('the worked examples of the guides show the engine amount of their profile', () => {
    const expected: Array<[string, ProfileName]> = [
      ['apl-etudiant', 'etudiant-zone1-600'],
      ['apl-etudiant-boursier', 'etudiant-boursier-zone3-380'],
      ['apl-colocation', 'etudiant-colocation-zone2-350'],
      ['apl-logement-meuble', 'etudiant-meuble-zone3-420'],
      ['calcul-montant-apl', 'salarie-1000-zone2-450'],
      ['conditions-eligibilite-apl', 'etudiant-zone3-380'],
      ['demarches-caf-apl', 'etudiant-boursier-zone2-450'],
      ['guide-apl-2025', 'etudiant-zone2-450'],
    ];
    for (const [slug, profile] of expected) {
      const $ = builtPage(buildDir, `/guide/${slug}`);
      expect(euro($('.testimonial .amount').first().text()), slug).toBe(aid(profile));
    }
  });

  it('the « logement décent » article gives the 2025 rule and its next steps', () => {
    const text = builtPage(buildDir, '/conseil/logement-decent-ce-que-dit-la-loi')('article').text();
    expect(text).toMatch(/Depuis le 1er janvier 2025/);
    expect(text).toMatch(/classé G n'est plus décent/);
    expect(text).toMatch(/1er janvier 2028\s*F et G/);
    expect(text).toMatch(/1er janvier 2034\s*E, F et G/);
    expect(text).toContain('décret n° 2023-796 du 18 août 2023');
    expect(text).toContain('loi n° 2021-1104 du 22 août 2021');
  });

  it('says when the aid starts: a first request loses the month of entry, a move without a break does not', () => {
    for (const path of [
      '/faq',
      '/guide/guide-apl-2025',
      '/guide/demarches-caf-apl',
      '/conseil/premier-mois-sans-apl-comment-s-organiser',
    ]) {
      const text = builtPage(buildDir, path)('main').text();
      expect(text, path).toMatch(/première demande/);
      expect(text, path).toMatch(/R\. 823-1[04]/);
    }
  });
});
