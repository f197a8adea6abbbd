/**
 * Le jeu de barèmes installé (issue 27) : chaque adaptateur installe au démarrage la version active du store ;
 * `baremesDuMois`, les dates d'effet et les revalorisations attendues la lisent, le cache des mois est vidé.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { brouillonRevalorisation } from './edition/revalorisation.ts';
import {
  baremes,
  baremesDuMois,
  baremesInstalles,
  effectiveDates,
  installerBaremes,
  revalorisationAttendue,
} from './index.ts';

afterEach(() => installerBaremes());

const plusUn = () => {
  const r = brouillonRevalorisation(baremes, '2026-12-01', 1);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.baremes;
};

describe('installerBaremes', () => {
  it('sans installation, les barèmes générés', () => {
    expect(baremesInstalles()).toBe(baremes);
  });

  it('un jeu installé sert dès sa date, pas avant ; le cache des mois ne garde pas l’ancien', () => {
    const avant = baremesDuMois('2026-12')?.valeurs.loyersPlafonds[2].personneSeule;
    expect(avant).toBe(290.34);
    const novembre = baremesDuMois('2026-11');
    installerBaremes(plusUn());
    expect(baremesDuMois('2026-11')).toEqual(novembre);
    expect(baremesDuMois('2026-12')?.valeurs.loyersPlafonds[2].personneSeule).toBe(293.24);
    expect(baremesDuMois('2026-12')?.depuis.loyersPlafonds).toBe('2026-12-01');
    expect(effectiveDates()).toContain('2026-12-01');
    // La revalorisation d'octobre 2026 reste attendue : la version fictive n'est pas celle du 1er octobre.
    expect(revalorisationAttendue('loyersPlafonds')).toBe('2027-10-01');
    installerBaremes();
    expect(baremesDuMois('2026-12')?.valeurs.loyersPlafonds[2].personneSeule).toBe(avant);
    expect(effectiveDates()).not.toContain('2026-12-01');
  });
});
