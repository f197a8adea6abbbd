import { describe, expect, it } from 'vitest';
import { baremes } from '../baremes.generated.ts';
import { valeursAu } from '../edition/index.ts';
import blocs from '../source/openfisca-parameters.json' with { type: 'json' };
import feuilles from '../source/openfisca-residences-outre-mer.json' with { type: 'json' };
import { importerOpenFisca, referenceAu } from './importer.ts';
import type { Source, SourceFeuilles } from './index.ts';

const src = blocs as unknown as Source;

/** The blocks file with a block of 1 December 2026 whose zone 2 single ceiling is 300 €. */
function avecBlocDeDecembre(): Source {
  const copie = structuredClone(src);
  const dernier = Object.keys(copie.blocks).sort().at(-1) as string;
  const bloc = structuredClone(copie.blocks[dernier]) as Record<string, { value: Record<string, unknown> }>;
  const plafonds = bloc.loyers_plafonds?.value.zone_2 as Record<string, number>;
  plafonds.personne_seule = 300;
  // The reference rent is by definition the zone 2 ceiling (arrêté art. 14, 2°): the file says it twice.
  const reference = bloc.loyer_reference?.value as Record<string, number> | undefined;
  if (reference) reference.personne_seule = 300;
  (bloc as unknown as { _meta: Record<string, unknown> })._meta = {
    effective_from: '2026-12-01',
    historical: false,
    effective_until_exclusive: null,
  };
  (copie.blocks as Record<string, unknown>)['2026-12-01'] = bloc;
  return copie;
}

describe('l’import d’un fichier d’OpenFisca-France dans l’écran « Barèmes » (issue 27)', () => {
  it('des fichiers du dépôt, redonne les barèmes en vigueur', () => {
    const lu = importerOpenFisca(baremes, src, feuilles as unknown as SourceFeuilles);
    expect(lu.baremes).toEqual(baremes);
    expect(lu.lues).toEqual(Object.keys(baremes));
    // The blocks file alone: the other series stay those of the active version.
    const seul = importerOpenFisca(baremes, src);
    expect(seul.baremes).toEqual(baremes);
    expect(seul.lues).toContain('loyersPlafonds');
    expect(seul.lues).not.toContain('equivalenceLoyerFoyer');
  });

  it('lit un nouveau bloc daté : sa valeur à sa date, l’ancienne avant', () => {
    const lu = importerOpenFisca(baremes, avecBlocDeDecembre());
    expect(lu.confirmeAu).toBe('2026-12-01');
    const plafond = (date: string) =>
      (valeursAu(lu.baremes, date).loyersPlafonds as Record<string, { personneSeule: number }>)[2]
        ?.personneSeule;
    expect(plafond('2026-12-01')).toBe(300);
    expect(plafond('2026-11-30')).toBe(290.34);
  });

  it('refuse en français un fichier incomplet', () => {
    const copie = structuredClone(src);
    const premier = Object.keys(copie.blocks).sort()[0] as string;
    delete (copie.blocks[premier] as Record<string, unknown>).loyers_plafonds;
    expect(() => importerOpenFisca(baremes, copie)).toThrow(/absente/);
    expect(() => importerOpenFisca(baremes, { ...src, blocks: {} })).toThrow(
      'Le fichier ne contient aucun bloc daté',
    );
  });

  it('donne la source de la version en vigueur à une date', () => {
    const lu = importerOpenFisca(baremes, src);
    const ref = referenceAu(lu.references.loyersPlafonds, '2025-11-01');
    expect(ref?.titre).toBeTruthy();
    expect(referenceAu(lu.references.loyersPlafonds, '1990-01-01')).toBeUndefined();
  });
});
