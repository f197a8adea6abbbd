/**
 * City pages as built: every page with data introduces its commune from that data instead of « Contenu en
 * cours de finalisation » (DECISIONS 16), and the overseas pages never print a mainland amount (DECISIONS 14):
 * they print the engine's overseas amounts once it computes them, and none before.
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { load } from 'cheerio';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildMonth,
  engineComputesOverseas,
  maxAidAlone,
  workedExamples,
} from '../../src/lib/build/apl-figures.ts';
import { builtFile, builtPage } from '../support/html.ts';
import { siteServer } from '../support/site.ts';

const buildDir = inject('buildDir');
const mois = buildMonth();
const euro = (s: string) => Number(s.replace(/[^\d,]/g, '').replace(',', '.'));

type CityRow = {
  slug: string;
  zone: number | null;
  population: number | null;
  department: string;
  content: string | null;
};
let cities: CityRow[];
beforeAll(() => {
  const db = new Database(siteServer().databasePath, { readonly: true });
  cities = db
    .prepare(
      `SELECT p.slug, p.zone_apl AS zone, c.population, c.department, p.content
       FROM city_pages p JOIN french_cities c ON c.insee_code = p.insee_code WHERE p.status = 'published'`,
    )
    .all() as CityRow[];
  db.close();
});

describe('city pages with data', () => {
  it('none shows « Contenu en cours de finalisation »: each introduces its commune from its data', () => {
    const problems: string[] = [];
    for (const c of cities) {
      if (c.zone == null && c.population == null) continue;
      const file = builtFile(buildDir, `/${c.slug}`);
      if (!file) {
        problems.push(`${c.slug}: absente`);
        continue;
      }
      const html = readFileSync(file, 'utf8');
      if (html.includes('Contenu en cours de finalisation')) problems.push(`${c.slug}: finalisation`);
      else if (!html.includes('id="essentiel"') && !c.content) problems.push(`${c.slug}: pas d'introduction`);
    }
    expect(cities.length).toBeGreaterThan(2_200);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('the introduction says what the data holds, with the engine amounts', () => {
    const $ = builtPage(buildDir, '/apl-poitiers');
    const text = $('#essentiel')
      .parent()
      .text()
      .replace(/[\u00a0\u202f]/g, ' ');
    const [student, boursier] = workedExamples(2, mois);
    expect(text).toContain("classée en zone 2 par l'arrêté du 17 mars 1978 modifié");
    expect(text).toMatch(/Poitiers compte [\d ]+ habitants \(population municipale 2023, INSEE\)/);
    expect(text).toContain(`peut y recevoir ${student?.result.montantFinal} € par mois`);
    expect(text).toContain(`et ${boursier?.result.montantFinal} € s'il est boursier`);
    expect(text).toContain('Université de Poitiers');
    expect(text).toMatch(/résidences CROUS publiée par le CNOUS \(fin 2022\) en compte/);
    expect(text).toContain('Villes proches qui ont leur page');
  });
});

/** The five overseas prefectures (INSEE codes 97105, 97209, 97302, 97411, 97611). */
const PREFECTURES = [
  ['/apl-basse-terre', 'Guadeloupe'],
  ['/apl-fort-de-france', 'Martinique'],
  ['/apl-cayenne', 'Guyane'],
  ['/apl-saint-denis', 'La Réunion'],
  ['/apl-mamoudzou', 'Mayotte'],
] as const;

describe('overseas city pages', () => {
  const computed = engineComputesOverseas(mois);

  it('every page of an overseas department is a page of the five departments', () => {
    const overseas = cities.filter((c) => c.department.startsWith('97'));
    expect(overseas.length).toBeGreaterThan(90);
    expect(new Set(overseas.map((c) => c.department))).toEqual(new Set(['971', '972', '973', '974', '976']));
  });

  it.each(PREFECTURES)('%s prints no mainland amount', (path, territory) => {
    const $ = builtPage(buildDir, path);
    const intro = $('#essentiel').parent().text();
    expect(intro).toContain(territory);
    expect(intro).toContain('suit ses propres barèmes');
    if (computed) {
      // Once the engine computes the overseas aid, the page shows its amounts, and says which values.
      const expected = workedExamples(2, mois, true).map((e) => e.result.montantFinal);
      const shown = $('.examples .amount')
        .map((_, a) => euro($(a).text()))
        .get();
      expect(shown).toEqual(expected);
      const mainland = workedExamples(2, mois).map((e) => e.result.montantFinal);
      expect(shown).not.toEqual(mainland);
      expect($('dl.facts').first().text()).toContain(`${maxAidAlone(2, mois, true)}`);
      expect($('dl.facts').first().text()).toContain('valeurs de l’outre-mer');
      expect(intro).toContain('calculés avec ces valeurs');
    } else {
      expect($('.examples').length).toBe(0);
      expect($('#comparer').length).toBe(0);
      expect($('dl.facts').first().text()).not.toContain('Aide maximale');
      for (const text of [
        intro,
        $('#faq-ville').parent().text(),
        $('meta[name=description]').attr('content') ?? '',
      ])
        expect(text).not.toMatch(/\d\s?€(?!\/m²)/);
      expect(intro).toContain("ne s'y appliquent pas");
    }
  });

  it('no mainland page compares itself with an overseas city the engine cannot compute', () => {
    if (computed) return;
    const overseasSlugs = new Set(cities.filter((c) => c.department.startsWith('97')).map((c) => c.slug));
    const $ = load(readFileSync(builtFile(buildDir, '/apl-lyon') ?? '', 'utf8'));
    const compared = $('.compare input[type=radio]')
      .map((_, i) => $(i).attr('value'))
      .get();
    expect(compared.filter((s) => overseasSlugs.has(s))).toEqual([]);
  });
});
