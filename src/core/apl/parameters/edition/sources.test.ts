import { describe, expect, it } from 'vitest';
import { messagesDe, raisonSchema, sourceLegaleSchema } from './sources.ts';

describe('source légale', () => {
  it('demande un titre et une référence au Journal officiel ou une adresse https/http', () => {
    expect(
      messagesDe(sourceLegaleSchema, { titre: 'Arrêté du 05/09/2025', jorf: 'JORFTEXT000052212770' }),
    ).toEqual([]);
    expect(
      messagesDe(sourceLegaleSchema, { titre: 'Arrêté', url: 'http://www.legifrance.gouv.fr/x' }),
    ).toEqual([]);
    expect(messagesDe(sourceLegaleSchema, { titre: '  ', url: 'https://x.fr' })).toEqual([
      'Source : titre du texte requis',
    ]);
    expect(messagesDe(sourceLegaleSchema, { titre: 'Arrêté', url: 'ftp://x.fr' })).toEqual([
      "Source : l'adresse doit commencer par https:// (ou http://)",
    ]);
    expect(messagesDe(sourceLegaleSchema, { titre: 'x'.repeat(301), jorf: 'J' })).toEqual([
      'Source : titre trop long (300 caractères au plus)',
    ]);
  });

  it('demande une raison non vide et bornée', () => {
    expect(messagesDe(raisonSchema, 'Réforme des plafonds')).toEqual([]);
    expect(messagesDe(raisonSchema, '')).toEqual(["Raison de l'écart requise"]);
    expect(messagesDe(raisonSchema, 'x'.repeat(1001))).toEqual([
      "Raison de l'écart trop longue (1 000 caractères au plus)",
    ]);
  });
});
