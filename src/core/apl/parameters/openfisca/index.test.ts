import { describe, expect, it } from 'vitest';
import { baremes, confirmeAu, couverture, source } from '../baremes.generated.ts';
import { deplier } from '../colonnes.ts';
import { references } from '../references.generated.ts';
import blocs from '../source/openfisca-parameters.json' with { type: 'json' };
import feuilles from '../source/openfisca-residences-outre-mer.json' with { type: 'json' };
import { lireOpenFisca, replier, type Source, type SourceFeuilles } from './index.ts';

const lu = lireOpenFisca(blocs as unknown as Source, feuilles as unknown as SourceFeuilles);

describe('lireOpenFisca', () => {
  it('retrouve des fichiers source les barèmes générés, leurs références et leurs périodes', () => {
    expect(lu.baremes).toEqual(baremes);
    expect(lu.references).toEqual(references);
    expect(lu.couverture).toEqual(couverture);
    expect(lu.confirmeAu).toBe(confirmeAu);
    expect(lu.source).toEqual(source);
    // Mêmes séries, dans le même ordre (celui du fichier généré).
    expect(Object.keys(lu.baremes)).toEqual(Object.keys(baremes));
  });

  it('refuse deux fichiers de commits différents, une section absente', () => {
    const autre = { ...feuilles, openfisca_france: { version: 'x', commit: 'autre' } };
    expect(() => lireOpenFisca(blocs as unknown as Source, autre as unknown as SourceFeuilles)).toThrow(
      /même commit/,
    );
    const src = structuredClone(blocs) as unknown as Source;
    const premier = Object.keys(src.blocks).sort()[0] as string;
    delete (src.blocks[premier] as Record<string, unknown>).crds;
    expect(() => lireOpenFisca(src, feuilles as unknown as SourceFeuilles)).toThrow(
      `Section crds absente du bloc ${premier}`,
    );
  });
});

describe('replier', () => {
  it('est l’inverse de deplier', () => {
    expect(deplier(replier(lu.baremes) as never)).toEqual(baremes);
  });
});
