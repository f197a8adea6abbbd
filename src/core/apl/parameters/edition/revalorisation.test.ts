import { describe, expect, it } from 'vitest';
import { baremes } from '../index.ts';
import type { CleBareme, Serie } from '../types.ts';
import { valeursAu } from './brouillon.ts';
import { arrondiCentime, brouillonRevalorisation, revaloriser, SERIES_IRL } from './revalorisation.ts';
import { feuilles } from './valeurs.ts';

/** Compare les valeurs revalorisées du `depuis` aux valeurs publiées au `vers` : [concordants, écarts]. */
function comparer(depuis: string, vers: string, taux: number): [number, string[]] {
  const calculees = revaloriser(valeursAu(baremes, depuis), taux);
  const publiees = valeursAu(baremes, vers);
  let concordants = 0;
  const ecarts: string[] = [];
  for (const cle of Object.keys(SERIES_IRL) as Array<keyof typeof SERIES_IRL>) {
    const attendues = new Map(feuilles(publiees[cle], cle));
    for (const [chemin, x] of feuilles(calculees[cle], cle)) {
      if (chemin === 'participationMinimale.taux') continue;
      if (attendues.get(chemin) === x) concordants++;
      else ecarts.push(`${chemin} : calculé ${x}, publié ${attendues.get(chemin)}`);
    }
  }
  return [concordants, ecarts];
}

describe('revalorisation IRL', () => {
  it('porte sur les séries dont la revalorisation attendue est le 1er octobre', () => {
    const octobre = (Object.keys(baremes) as CleBareme[]).filter(
      (cle) => (baremes[cle] as Serie<unknown>).revalorisation === '10-01',
    );
    expect(Object.keys(SERIES_IRL).sort()).toEqual(octobre.sort());
  });

  it('retrouve au centime 53 des 54 montants publiés au 1er octobre 2025 (IRL du 2e trimestre 2025 : + 1,04 %)', () => {
    const [concordants, ecarts] = comparer('2024-10-01', '2025-10-01', 1.04);
    expect(concordants).toBe(53);
    // L'arrêté du 05/09/2025 publie 53,01 € ; 52,47 × 1,0104 = 53,0157 donne 53,02 €.
    expect(ecarts).toEqual(['loyersPlafonds.3.parPacSupplementaire : calculé 53.02, publié 53.01']);
  });

  it('retrouve au centime les 54 montants publiés au 1er octobre 2024 (IRL du 2e trimestre 2024 : + 3,26 %)', () => {
    expect(comparer('2023-10-01', '2024-10-01', 3.26)).toEqual([54, []]);
  });

  it('laisse le taux de P0 et les séries non indexées', () => {
    const r = revaloriser(valeursAu(baremes, '2025-10-01'), 1);
    expect(r.participationMinimale).toEqual({ taux: 0.085, minimum: 39.96 });
    expect(r.abattementR0).toBeUndefined();
    expect(r.tauxFamille).toBeUndefined();
  });

  it('donne un brouillon daté où seules les séries indexées ont une nouvelle version', () => {
    const r = brouillonRevalorisation(baremes, '2026-10-01', 1);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect([...r.modifiees].sort()).toEqual(Object.keys(SERIES_IRL).sort());
    expect(r.baremes.loyersPlafonds.versions.at(-1)).toMatchObject({
      depuis: '2026-10-01',
      valeur: { 2: { personneSeule: 293.24 } }, // 290,34 × 1,01 = 293,2434
    });
    expect(r.baremes.abattementR0).toBe(baremes.abattementR0);
  });

  it('arrondit au centime le plus proche, sans bruit de flottant', () => {
    expect(arrondiCentime(290.338436)).toBe(290.34);
    expect(arrondiCentime(1.005)).toBe(1.01);
    expect(arrondiCentime(53.015688)).toBe(53.02);
  });
});
