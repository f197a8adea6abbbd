import { describe, expect, it } from 'vitest';
import { baremes } from '../../../../../src/core/apl/parameters/index.ts';
import { fieldLabel, parameterValue, SERIES, seriesTitle, yearlyOn } from './parameterLabels.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('legal parameters in words and units', () => {
  it('writes a ceiling in euros with a comma, a rate in percent, an age in years', () => {
    expect(plain(parameterValue('loyersPlafonds', 'personneSeule', 333.14))).toBe('333,14 €');
    expect(plain(parameterValue('abattementR0', 'isole', 5235))).toBe('5 235 €');
    expect(plain(parameterValue('tauxFamille', 'isole', 0.0283))).toBe('2,83 %');
    expect(plain(parameterValue('participationMinimale', 'taux', 0.085))).toBe('8,5 %');
    expect(plain(parameterValue('participationMinimale', 'minimum', 39.56))).toBe('39,56 €');
    expect(parameterValue('ressourcesEtudiants', 'ageMaximum', 28)).toBe('28 ans');
    expect(parameterValue('nombreParts', 'isole', 1.4)).toBe('1,4');
  });

  it('names every series of the engine and its fields in French', () => {
    expect(Object.keys(SERIES).sort()).toEqual(Object.keys(baremes).sort());
    expect(seriesTitle('loyersPlafonds')).toBe('Loyers plafonds mensuels');
    expect(fieldLabel('1')).toBe('Zone 1');
    expect(fieldLabel('pac3')).toBe('3 personnes à charge');
    expect(fieldLabel('parPacAuDelaDe6')).toBe('Par personne à charge au-delà de 6');
    const keys = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          keys.add(k);
          walk(x);
        }
    };
    for (const s of Object.values(baremes)) for (const v of s.versions) walk(v.valeur);
    expect([...keys].filter((k) => fieldLabel(k) === k)).toEqual([]);
  });

  it('says when a series is revalued', () => {
    expect(yearlyOn('10-01')).toBe('chaque année le 1er octobre');
    expect(yearlyOn('01-01')).toBe('chaque année le 1er janvier');
  });
});
