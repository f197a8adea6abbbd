/** The rule alone, on a small list (the sourced list itself: src/lib/build/rent-control.test.ts). */
import { describe, expect, it } from 'vitest';
import { type RentControlList, rentControlOf } from './rent-control.ts';

const LIST: RentControlList = {
  etablieLe: '2026-11-27',
  etablieDapres: 'les décrets cités',
  baseLegale: {
    texte: 'article 140 de la loi ELAN',
    url: 'https://www.legifrance.gouv.fr/',
    finPrevue: '2026-11-24',
    finNote: 'huit ans',
  },
  informations: { libelle: 'Service-Public.fr', url: 'https://www.service-public.fr/' },
  territoires: [
    {
      id: 'a',
      nom: 'Ville A et Ville B',
      decret: { reference: 'décret A', date: '2020-01-01' },
      enVigueurDepuis: '2020-03-01',
      loyersDeReference: { libelle: 'les loyers de A', url: 'https://a.example/' },
      communes: [
        { insee: '11111', nom: 'Ville A' },
        { insee: '2A004', nom: 'Ville B' },
      ],
    },
    {
      id: 'c',
      nom: 'Ville C',
      decret: { reference: 'décret C (numéro non vérifié ici)', date: null },
      enVigueurDepuis: null,
      loyersDeReference: null,
      communes: [{ insee: '33333', nom: 'Ville C' }],
    },
  ],
};

describe('rentControlOf', () => {
  it('gives the territory, the date, the décret, where to check, the basis and the list of a named commune', () => {
    expect(rentControlOf(LIST, '2a004', '2026-11-27')).toEqual({
      territory: 'Ville A et Ville B',
      since: '2020-03-01',
      decree: 'décret A',
      check: { libelle: 'les loyers de A', url: 'https://a.example/' },
      legalBasis: { texte: 'article 140 de la loi ELAN', url: 'https://www.legifrance.gouv.fr/' },
      end: { day: '2026-11-24', note: 'huit ans', passed: true },
      list: { day: '2026-11-27', from: 'les décrets cités' },
    });
  });

  it('falls back to the general page and an unknown date, and says nothing before the date or outside', () => {
    expect(rentControlOf(LIST, '33333', '2026-01-01')).toMatchObject({
      since: null,
      check: { url: 'https://www.service-public.fr/' },
      end: { passed: false },
    });
    expect(rentControlOf(LIST, '11111', '2020-02-29')).toBeNull();
    expect(rentControlOf(LIST, '11111', '2020-03-01')?.since).toBe('2020-03-01');
    expect(rentControlOf(LIST, '99999', '2026-11-27')).toBeNull();
  });
});
