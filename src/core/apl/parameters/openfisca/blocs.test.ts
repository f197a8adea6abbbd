import { describe, expect, it } from 'vitest';
import { couvertureDesBlocs, verifierLoyerReference } from './blocs.ts';
import type { Source } from './source.ts';

const meta = (fin: string | null, plafonds = { zone_2: { personne_seule: 1 } }, lr = plafonds.zone_2) => ({
  _meta: { effective_from: '', historical: fin !== null, effective_until_exclusive: fin },
  loyers_plafonds: { value: plafonds, source: {} },
  loyer_reference: { value: lr, source: {} },
});

describe('blocs du secteur locatif', () => {
  it('donnent les périodes couvertes : blocs historiques bornés, puis blocs courants ouverts', () => {
    const src = {
      blocks: {
        '2021-01-01': meta('2021-10-01'),
        '2023-10-01': meta(null),
        '2024-10-01': meta(null),
      },
    } as unknown as Source;
    expect(couvertureDesBlocs(src)).toEqual([
      ['2021-01-01', '2021-10-01'],
      ['2023-10-01', null],
    ]);
    expect(() => verifierLoyerReference(src)).not.toThrow();
  });

  it('refusent un loyer de référence différent des plafonds de la zone 2', () => {
    const src = {
      blocks: { '2023-10-01': meta(null, { zone_2: { personne_seule: 1 } }, { personne_seule: 2 }) },
    } as unknown as Source;
    expect(() => verifierLoyerReference(src)).toThrow(
      'Bloc 2023-10-01 : le loyer de référence diffère des plafonds de la zone 2',
    );
  });
});
