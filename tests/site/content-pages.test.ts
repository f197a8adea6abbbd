/** What a visitor reads on the content pages, checked against the engine and the data. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildMonth, buildScale, workedExamples, zoneTable } from '../../src/lib/build/apl-figures.ts';
import { REFERENCE_DIR, REFERENCE_FILES } from '../../src/lib/build/reference-cases.ts';
import { builtPage } from '../support/html.ts';

const buildDir = inject('buildDir');
const mois = buildMonth();
const euro = (s: string) => Number(s.replace(/[^\d,]/g, '').replace(',', '.'));

describe('city page', () => {
  it('shows four worked examples computed by the engine at the ceilings, dated with the scale used', () => {
    const expected = workedExamples(2, mois);
    const $ = builtPage(buildDir, '/apl-lyon');
    const cards = $('#exemples').parent().find('.examples > li');
    expect(cards.length).toBe(4);
    cards.each((i, card) => {
      const e = expected[i];
      if (!e) throw new Error('exemple manquant');
      expect($(card).find('h3').text()).toBe(e.title);
      expect(euro($(card).find('.amount').text())).toBe(e.result.montantFinal);
    });
    expect($('#exemples').parent().text()).toContain(expected[0]?.result.bareme.label ?? '???');
  });

  it('says the rent above which more rent brings no more aid: the zone ceiling', () => {
    const $ = builtPage(buildDir, '/apl-lyon');
    const ceiling = zoneTable(2, mois).rows[0]?.plafond ?? 0;
    const note = $('#exemples').parent().find('.notice').text();
    expect(note).toContain("ne donne pas plus d'aide");
    expect(euro(/Au-delà de ([\d\s\u202f,]+)/.exec(note)?.[1] ?? '')).toBeCloseTo(ceiling, 2);
  });

  it('passes city and zone to the simulator, and no rent of ours', () => {
    for (const path of ['/apl-lyon', '/apl-poitiers']) {
      const $ = builtPage(buildDir, path);
      const links = $('a[href^="/v2/simulateur/email"]')
        .map((_, a) => new URL($(a).attr('href') ?? '', 'https://x.test'))
        .get();
      expect(links.length, path).toBeGreaterThanOrEqual(3);
      for (const url of links) expect(url.searchParams.has('averageRent'), path).toBe(false);
    }
    const $ = builtPage(buildDir, '/apl-lyon');
    const url = new URL($('main .actions a.btn-primary').first().attr('href') ?? '', 'https://x.test');
    expect(url.pathname).toBe('/v2/simulateur/email');
    expect(url.searchParams.get('cityName')).toBe('Lyon');
    expect(url.searchParams.get('zoneAPL')).toBe('2');
  });

  it('labels the 2022 rent for what it is, never as the rent of a studio', () => {
    const $ = builtPage(buildDir, '/apl-lyon');
    const text = $('main').text();
    expect(text).not.toMatch(/studio de 25/);
    expect(text).not.toMatch(/loyer d'un studio/i);
    expect($('dl.facts').first().text()).toMatch(/Loyer d'annonce moyen au m² \(appartements\)/);
    expect($('dl.facts').first().text()).toContain('Carte des loyers, ministère du Logement / ANIL');
  });

  it('has the market, student housing, universities, FAQ and comparison blocks from the data', () => {
    const lyon = builtPage(buildDir, '/apl-lyon');
    const market = lyon('#marche').parent().text();
    expect(market).toContain('Non évalué');
    expect(market).toContain('A : marché tendu');
    expect(market).toMatch(/Zone tendue\s*Oui/);
    expect(lyon('#faq-ville').parent().find('details').length).toBe(3);
    expect(lyon('.compare input[type=radio]').length).toBeGreaterThanOrEqual(4);
    expect(lyon('.compare-panel[id^=panel-]').length).toBe(lyon('.compare input[type=radio]').length);

    const poitiers = builtPage(buildDir, '/apl-poitiers');
    expect(poitiers('h1').text()).toBe('APL à Poitiers : étudiants et jeunes actifs');
    const housing = poitiers('#logement-etudiant').parent().text();
    expect(housing).toContain('Cité Descartes');
    expect(housing).toContain('86000 POITIERS');
    expect(poitiers('#etablissements').parent().text()).toContain('Université de Poitiers');
    // No CAF office was entered for the department: no empty block.
    expect(poitiers('#caf').length).toBe(0);
  });
});

describe('zone pages', () => {
  it.each([1, 2, 3] as const)('zone %i lists the ceilings in force by household', (zone) => {
    const $ = builtPage(buildDir, `/apl-zone-${zone}`);
    const rows = $('#plafonds').parent().find('tbody tr');
    const table = zoneTable(zone, mois);
    expect(rows.length).toBe(table.rows.length);
    rows.each((i, tr) => {
      const cells = $(tr).find('td');
      expect(euro($(cells[0]).text())).toBeCloseTo(table.rows[i]?.plafond ?? 0, 2);
      expect(euro($(cells[3]).text())).toBe(table.rows[i]?.aideMaximale);
    });
    expect($('#plafonds').parent().text()).toContain(table.bareme.label);
  });
});

describe('guides and articles', () => {
  it('a guide has its breadcrumb, badge, figures, worked example, FAQ, related guides and calls to action', () => {
    const $ = builtPage(buildDir, '/guide/apl-etudiant');
    expect($('.breadcrumb a[href="/guide"]').length).toBe(1);
    expect($('article .badge').first().text()).toBe('Guide');
    expect($('.stats li').length).toBe(3);
    const amount = euro($('.testimonial .amount').text());
    expect(amount).toBeGreaterThan(0);
    expect(amount).toBeLessThanOrEqual(zoneTable(1, mois).rows[0]?.aideMaximale ?? 0);
    expect($('.testimonial').text()).toContain('pas un témoignage');
    expect($('#faq-guide').parent().find('details').length).toBeGreaterThanOrEqual(2);
    const related = $('#a-lire')
      .parent()
      .find('a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(related).toEqual(
      expect.arrayContaining([
        '/guide/guide-apl-2025',
        '/guide/conditions-eligibilite-apl',
        '/guide/calcul-montant-apl',
      ]),
    );
    expect($('.sticky-cta a').attr('href')).toBe('/v2/simulateur/email');
    expect($('.mobile-cta a').attr('href')).toBe('/v2/simulateur/email');
    // {{figures}} are replaced by the values in force.
    expect($('article').text()).not.toContain('{{');
    expect($('article').text()).toMatch(/8\s600\s€/);
  });

  it('the FAQ has 20 questions, and says when the aid starts, moves included', () => {
    const $ = builtPage(buildDir, '/faq');
    expect($('.faq-list details').length).toBe(20);
    const text = $('main').text();
    expect(text).toContain("le mois d'entrée n'est pas payé");
    expect(text).toContain('déménagez sans interruption');
    expect(text).not.toContain('deux semaines');
  });

  it('the legal pages say what the site does with data', () => {
    const privacy = builtPage(buildDir, '/privacy-policy')('main').text();
    for (const fact of ['Resend', '13 mois', 'Supprimer mes données', 'pas votre adresse IP'])
      expect(privacy).toContain(fact);
    const cookies = builtPage(buildDir, '/cookie-policy');
    expect(cookies('main').text()).toContain('cookie-consent');
    expect(cookies('main [data-cookie-settings]').length).toBe(1);
  });
});

describe('precision page', () => {
  const fixtureCount = (file: string) => {
    const text = readFileSync(join(REFERENCE_DIR, file), 'utf8');
    return file.endsWith('.jsonl')
      ? text.split('\n').filter((l) => l.trim() !== '').length
      : (JSON.parse(text) as unknown[]).length;
  };
  const scripts = ($: ReturnType<typeof builtPage>) =>
    $('script:not([type="application/ld+json"]), astro-island')
      .map((_, el) => $(el).attr('component-url') ?? $(el).attr('src') ?? $(el).html())
      .get()
      .sort();

  it('shows the case count of the fixtures, file by file, adds no script and is linked from the footer', () => {
    const $ = builtPage(buildDir, '/precision-du-simulateur');
    const files = Object.entries(REFERENCE_FILES);
    const total = files.reduce((n, [, file]) => n + fixtureCount(file), 0);
    expect(Number($('#precision-chiffres [data-figure="cases"]').text().replace(/\D/g, ''))).toBe(total);
    for (const [source, file] of files) {
      const row = $(`tr[data-source="${source}"]`);
      expect(row.find('code').text()).toBe(file);
      expect(Number(row.find('[data-figure="cases"]').text().replace(/\D/g, ''))).toBe(fixtureCount(file));
    }
    expect($('main').text()).toContain('OpenFisca-France 176.0.7');
    expect($('#bareme').parent().text()).toContain(buildScale(mois).label);
    expect($('#signaler').parent().find('a[href="/contact"]').length).toBe(1);
    expect(scripts($)).toEqual(scripts(builtPage(buildDir, '/legal-notice')));
    for (const page of ['/', '/faq']) {
      expect(builtPage(buildDir, page)('footer a[href="/precision-du-simulateur"]').length, page).toBe(1);
    }
    expect(builtPage(buildDir, '/plan-du-site')('main a[href="/precision-du-simulateur"]').length).toBe(1);
  });

  it('lists the conditions of entitlement the simulator asks, with their articles and dates, and those it does not', () => {
    const $ = builtPage(buildDir, '/precision-du-simulateur');
    const asked = $('[data-conditions="demandees"]');
    const titre = asked.find('[data-condition="nationaliteTitre"]').text();
    expect(titre).toContain('L. 822-2, I, 3°');
    expect(titre).toContain('1er juillet 2026');
    expect(asked.find('[data-condition="bailleurFamille"]').text()).toContain('L. 822-3');
    expect(asked.find('[data-condition="ifiParents"]').text()).toContain('L. 822-8');
    const unchecked = $('[data-conditions="non-verifiees"]');
    expect(unchecked.find('[data-condition="residencePrincipale"]').text()).toContain('R. 822-23');
    expect(unchecked.find('[data-condition="decenceSurface"]').text()).toContain('R. 822-25');
    expect($('#conditions').parent().text()).toContain('Campus France');
  });
});
