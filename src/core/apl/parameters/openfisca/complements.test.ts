import { describe, expect, it } from 'vitest';
import { abattementFraisProfessionnels, seriesComplements } from './complements.ts';
import type { Source } from './source.ts';

describe('séries hors des blocs', () => {
  it('datent chaque complément du premier bloc, avec ses références', () => {
    const { series, references } = seriesComplements('2021-01-01');
    expect(series.arrondiRessources).toEqual({ versions: [{ depuis: '2021-01-01', valeur: 100 }] });
    expect(references.arrondiRessources?.['2021-01-01']?.[0]?.titre).toMatch(/D823-17/);
  });

  it('lisent la déduction pour frais professionnels année par année', () => {
    const ref = [{ title: 'CGI art. 83' }];
    const src = {
      auxiliary_series: {
        abattement_frais_professionnels_10pct: {
          taux: { values: { '2020-01-01': 0.1 }, legal_references_latest: ref },
          min: { values: { '2020-01-01': 442, '2021-01-01': 448 }, legal_references_latest: ref },
          max: { values: { '2020-01-01': 12652, '2021-01-01': 12829 }, legal_references_latest: ref },
        },
      },
    } as unknown as Source;
    const { serie, references } = abattementFraisProfessionnels(src);
    expect(serie.versions).toEqual([
      { depuis: '2020-01-01', valeur: { taux: 0.1, minimum: 442, maximum: 12652 } },
      { depuis: '2021-01-01', valeur: { taux: 0.1, minimum: 448, maximum: 12829 } },
    ]);
    expect(references['2021-01-01']).toEqual([{ titre: 'CGI art. 83' }]);
  });
});
