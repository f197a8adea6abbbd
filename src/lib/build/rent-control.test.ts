import communes from '@etalab/decoupage-administratif/data/communes.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import data from '../../../content/data/encadrement-loyers/communes.json' with { type: 'json' };
import { rentControlListSchema, rentControlOf } from '../../core/cities/rent-control.ts';
import { RENT_CONTROL_LIST as list, rentControlOnBuildDay } from './rent-control.ts';

const TODAY = '2026-11-27';

describe('the list of communes where rents are capped', () => {
  it('names current communes of the COG 2026, each by its own name, once', () => {
    const current = new Map(
      communes.filter((c) => c.type === 'commune-actuelle').map((c) => [c.code, c.nom]),
    );
    const all = list.territoires.flatMap((t) => t.communes);
    for (const c of all) expect(current.get(c.insee), c.insee).toBe(c.nom);
    expect(new Set(all.map((c) => c.insee)).size).toBe(all.length);
    // Every territory names its décret; a date it could not establish is null, never made up.
    for (const t of list.territoires) expect(t.decret.reference).toMatch(/^décret/);
    expect(list.etablieLe).toBe('2026-11-27');
  });

  it('caps rents in Paris, Lyon and Lille since their first arrêté, with where to check and the legal basis', () => {
    expect(rentControlOf(list, '75056', TODAY)).toMatchObject({
      territory: 'Paris',
      since: '2019-07-01',
      decree: 'décret n° 2019-315 du 12 avril 2019',
      check: { url: 'https://www.referenceloyer.drihl.ile-de-france.developpement-durable.gouv.fr/' },
      legalBasis: { texte: expect.stringContaining('article 140 de la loi n° 2018-1021') },
    });
    expect(rentControlOf(list, '69123', TODAY)).toMatchObject({
      territory: 'Lyon et Villeurbanne',
      since: '2021-11-01',
    });
    expect(rentControlOf(list, '69266', TODAY)?.territory).toBe('Lyon et Villeurbanne');
    // No official site in the list for Lille: the Service-Public.fr page.
    expect(rentControlOf(list, '59350', TODAY)).toMatchObject({
      since: '2020-03-01',
      check: { url: 'https://www.service-public.fr/particuliers/vosdroits/F1314' },
    });
  });

  it('says nothing of a commune outside, nor before the first arrêté', () => {
    for (const insee of ['13055', '31555', '44109', '69029'])
      expect(rentControlOf(list, insee, TODAY), insee).toBeNull();
    expect(rentControlOf(list, '33063', '2022-07-14')).toBeNull();
    expect(rentControlOf(list, '33063', '2022-07-15')?.since).toBe('2022-07-15');
  });

  it('reads the day in Paris: 22:30 UTC on 14 July 2022 is already the 15th there, the first day at Bordeaux', () => {
    expect(rentControlOnBuildDay('33063', new Date('2022-07-14T22:30:00Z'))?.since).toBe('2022-07-15');
    expect(rentControlOnBuildDay('33063', new Date('2022-07-14T21:30:00-05:00'))?.since).toBe('2022-07-15');
    expect(rentControlOnBuildDay('33063', new Date('2022-07-14T20:00:00Z'))).toBeNull();
  });

  it('knows the experimentation was to end on 24 November 2026, and that 27 November is past it', () => {
    expect(rentControlOf(list, '75056', '2026-11-24')?.end).toMatchObject({
      day: '2026-11-24',
      passed: false,
    });
    expect(rentControlOf(list, '75056', TODAY)?.end.passed).toBe(true);
  });

  it('refuses a list with a made-up date format or a link that is not https', () => {
    const broken = structuredClone(data) as { territoires: Array<{ enVigueurDepuis: string | null }> };
    (broken.territoires[0] as { enVigueurDepuis: string }).enVigueurDepuis = '1er juillet 2019';
    expect(rentControlListSchema.safeParse(broken).success).toBe(false);
    const insecure = structuredClone(data);
    insecure.informations.url = 'http://www.service-public.fr/';
    expect(rentControlListSchema.safeParse(insecure).success).toBe(false);
  });
});
