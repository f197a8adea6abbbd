import { describe, expect, it } from 'vitest';
import type { CityPageData } from '../../../db/queries/site.ts';
import { workedExamples } from './apl-figures.ts';
import { cityView, editorQuestions, territoryOf } from './city-page.ts';

const MOIS = '2025-10';

/** A city page as the build reads it, with only what these tests need filled in. */
function cityData(over: {
  name: string;
  department: string;
  zone: number | null;
  population?: number | null;
  content?: string | null;
  nearby?: CityPageData['nearby'];
  schools?: string[];
  crous?: number;
  faq?: Array<{ question: string; answer: string }> | null;
}): CityPageData {
  const slug = `apl-${over.name.toLowerCase()}`;
  return {
    page: {
      slug,
      cityName: over.name,
      zoneApl: over.zone,
      populationEtudiante: null,
      content: over.content ?? null,
      faq: over.faq ?? null,
    },
    city: {
      department: over.department,
      population: over.population ?? null,
      rentM2Apartment: null,
      postalCodes: ['00000'],
    },
    nearby: over.nearby ?? [],
    higherEducation: (over.schools ?? []).map((name) => ({ name })),
    crous: Array.from({ length: over.crous ?? 0 }, (_, i) => ({ name: `Résidence ${i}` })),
    caf: null,
  } as unknown as CityPageData;
}

const euros = /\d\s?€/;

describe('territory of a commune', () => {
  it('tells the overseas departments from the mainland and from the other collectivities', () => {
    expect(territoryOf('69')).toBe('mainland');
    expect(territoryOf('2A')).toBe('mainland');
    for (const d of ['971', '972', '973', '974', '976']) expect(territoryOf(d)).toBe('drom');
    for (const d of ['975', '977', '978']) expect(territoryOf(d)).toBe('com');
  });
});

describe('city view', () => {
  it('introduces a mainland city from its data: population, zone, ceilings, amounts, schools, CROUS, nearby', () => {
    const data = cityData({
      name: 'Poitiers',
      department: '86',
      zone: 2,
      population: 90_000,
      schools: ['Université de Poitiers', 'ENSI Poitiers', 'ISAE-ENSMA', 'École X'],
      crous: 3,
      nearby: [
        { inseeCode: '86041', cityName: 'Buxerolles', slug: 'apl-buxerolles', zoneApl: 2, distanceKm: 3.2 },
        { inseeCode: '86194', cityName: 'Saint-Benoît', slug: 'apl-saint-benoit', zoneApl: 2, distanceKm: 4 },
      ],
    });
    const view = cityView(data, [], MOIS, false);
    const [student, boursier] = workedExamples(2, MOIS);
    const text = view.introduction.join('\n').replace(/[\u00a0\u202f]/g, ' ');
    expect(view.computed).toBe(true);
    expect(text).toContain('Poitiers compte 90 000 habitants (population municipale 2023, INSEE)');
    expect(text).toContain('classée en zone 2');
    expect(text).toContain('290,34 € pour une personne seule');
    expect(text).toContain(`${student?.result.montantFinal} €`);
    expect(text).toContain(`${boursier?.result.montantFinal} € s'il est boursier`);
    expect(text).toContain(
      '4 ont leur siège dans la commune, dont Université de Poitiers, ENSI Poitiers et ISAE-ENSMA',
    );
    expect(text).toContain('publiée par le CNOUS (fin 2022) en compte 3');
    expect(text).toContain('Buxerolles (3,2 km) et Saint-Benoît (4 km)');
  });

  it('says only what the data holds', () => {
    const view = cityView(
      cityData({ name: 'Culey', department: '55', zone: null, population: 122 }),
      [],
      MOIS,
    );
    expect(view.introduction).toEqual(['Culey compte 122 habitants (population municipale 2023, INSEE).']);
    expect(view.examples).toEqual([]);
  });

  it('prints no amount for an overseas commune while the engine does not compute the overseas aid', () => {
    const data = cityData({ name: 'Fort-de-France', department: '972', zone: 2, population: 75_000 });
    const view = cityView(data, [], MOIS, false);
    expect(view.territory).toBe('drom');
    expect(view.computed).toBe(false);
    expect(view.examples).toEqual([]);
    expect(view.maxAid).toBeNull();
    expect(view.ceilings).toBeNull();
    expect(view.titles.lead).not.toMatch(/exemples calculés|loyers plafonds/);
    const text = [...view.introduction, ...view.faq.flatMap((f) => [f.question, f.answer])].join('\n');
    expect(text).not.toMatch(euros);
    expect(text).toContain('En Martinique, l’aide au logement suit ses propres barèmes'.replace('’', "'"));
    expect(view.faq).toHaveLength(3);
  });

  it('computes an overseas commune with the overseas values once the engine does', () => {
    const data = cityData({ name: 'Cayenne', department: '973', zone: 2 });
    const view = cityView(data, [], MOIS, true);
    expect(view.computed).toBe(true);
    expect(view.examples.map((e) => e.result.montantFinal)).toEqual(
      workedExamples(2, MOIS, true).map((e) => e.result.montantFinal),
    );
  });

  it('never compares a mainland city with an overseas one the engine cannot compute', () => {
    const data = cityData({ name: 'Lyon', department: '69', zone: 2 });
    const candidate = (slug: string, department: string) => ({
      slug,
      cityName: slug,
      zoneApl: 2,
      averageRent: null,
      averageRentYear: null,
      averageRentSource: null,
      rentM2Apartment: null,
      population: null,
      department,
    });
    const view = cityView(
      data,
      [candidate('apl-cayenne', '973'), candidate('apl-marseille', '13')],
      MOIS,
      false,
    );
    expect(view.comparisons.map((c) => c.slug)).toEqual(['apl-marseille']);
  });

  it('leaves a Saint-Martin or Saint-Barthélemy page without any amount', () => {
    const view = cityView(cityData({ name: 'Saint-Martin', department: '978', zone: 2 }), [], MOIS, true);
    expect(view.computed).toBe(false);
    expect(view.introduction.join(' ')).not.toMatch(euros);
  });
});

describe('the FAQ an editor wrote for a city', () => {
  const q = (n: number) => ({ question: `Question ${n} ?`, answer: `Réponse ${n}.` });

  it('shows one or two questions as they are, instead of dropping them for the default three', () => {
    for (const faq of [[q(1)], [q(1), q(2)]]) {
      const view = cityView(cityData({ name: 'Poitiers', department: '86', zone: 2, faq }), [], MOIS);
      expect(view.faq).toEqual(faq);
    }
    const overseas = cityView(
      cityData({ name: 'Mamoudzou', department: '976', zone: 3, faq: [q(1)] }),
      [],
      MOIS,
      false,
    );
    expect(overseas.faq).toEqual([q(1)]);
  });

  it('shows every question past the third, in the editor’s order', () => {
    const faq = [q(1), q(2), q(3), q(4), q(5)];
    const view = cityView(cityData({ name: 'Poitiers', department: '86', zone: 2, faq }), [], MOIS);
    expect(view.faq).toEqual(faq);
  });

  it('falls back to the three default questions only when the editor wrote none', () => {
    for (const faq of [null, []]) {
      const view = cityView(cityData({ name: 'Poitiers', department: '86', zone: 2, faq }), [], MOIS);
      expect(view.faq).toHaveLength(3);
      expect(view.faq[0]?.question).toContain('Poitiers');
    }
  });

  it('skips a blank pair stored before the API refused them, and keeps the rest', () => {
    expect(editorQuestions([{ question: ' ', answer: 'x' }, q(2), { question: 'y', answer: '' }])).toEqual([
      q(2),
    ]);
    expect(editorQuestions([{ question: '', answer: '' }])).toBeNull();
  });
});

describe('a homonym city page (issue 29)', () => {
  const homonyms = new Set(['apl-saint-denis']);
  it('names the commune with its department in the h1 and the title, once, and a unique name alone', () => {
    const small = cityView(
      cityData({ name: 'Saint-Denis', department: '93', zone: 1, population: 4_000 }),
      [],
      MOIS,
      undefined,
      homonyms,
    );
    expect(small.label).toBe('Saint-Denis (Seine-Saint-Denis)');
    expect(small.titles.h1).toBe('APL à Saint-Denis (Seine-Saint-Denis)');
    // The title of a small commune gives its department code otherwise; not both.
    expect(small.titles.seoTitle).toBe(
      "APL à Saint-Denis (Seine-Saint-Denis) : simulation de l'aide au logement",
    );
    const reunion = cityView(
      cityData({ name: 'Saint-Denis', department: '974', zone: 1, population: 153_000 }),
      [],
      MOIS,
      undefined,
      homonyms,
    );
    expect(reunion.titles.h1).toContain('Saint-Denis (La Réunion)');
    const lyon = cityView(
      cityData({ name: 'Lyon', department: '69', zone: 2, population: 520_000 }),
      [],
      MOIS,
      undefined,
      homonyms,
    );
    expect(lyon.label).toBe('Lyon');
    expect(lyon.titles.h1).toBe('APL à Lyon');
  });
});
