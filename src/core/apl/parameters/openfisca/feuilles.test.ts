import { describe, expect, it } from 'vitest';
import { feuillesCorrigees } from './feuilles.ts';
import type { SourceFeuilles } from './source.ts';

const source = (corrections: SourceFeuilles['corrections']): SourceFeuilles => ({
  openfisca_france: { version: '1', commit: 'c' },
  parameters: {
    'a.b': { values: { '2023-01-01': 8181 }, reference: { '2023-01-01': [{ title: 'Arrêté' }] } },
  },
  corrections,
});

describe('feuilles corrigées', () => {
  it('ajoutent les valeurs prises dans les textes, la note de la correction sur leurs références', () => {
    const s = source({
      'a.b': {
        note: 'absente',
        values: { '2024-01-01': 8574 },
        reference: { '2024-01-01': [{ title: 'Art. 46' }] },
      },
    });
    const f = feuillesCorrigees(s)['a.b'];
    expect(f?.values).toEqual({ '2023-01-01': 8181, '2024-01-01': 8574 });
    expect(f?.reference?.['2024-01-01']).toEqual([{ title: 'Art. 46', note: 'absente' }]);
    // La source n'est pas modifiée.
    expect(s.parameters['a.b']?.values).toEqual({ '2023-01-01': 8181 });
  });

  it("refusent la correction d'un paramètre inconnu", () => {
    const s = source({ 'x.y': { note: '', values: {}, reference: {} } });
    expect(() => feuillesCorrigees(s)).toThrow("Correction d'un paramètre inconnu : x.y");
  });
});
