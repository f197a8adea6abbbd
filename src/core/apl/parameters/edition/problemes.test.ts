import { describe, expect, it } from 'vitest';
import { baremes } from '../index.ts';
import type { Baremes } from '../types.ts';
import { brouillon, valeursAu } from './brouillon.ts';
import { problemesVersion } from './problemes.ts';
import { brouillonRevalorisation, SERIES_IRL } from './revalorisation.ts';

const source = {
  titre: 'Arrêté fictif du 1er septembre 2026',
  url: 'https://www.legifrance.gouv.fr/jorf/id/X',
};
const sourcesIrl = Object.fromEntries(Object.keys(SERIES_IRL).map((cle) => [cle, source]));

function revalorisation(taux: number): Baremes {
  const r = brouillonRevalorisation(baremes, '2026-10-01', taux);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.baremes;
}

/** Le brouillon où le plafond « personne seule » de zone 2 passe à `valeur`. */
function plafondZone2(valeur: number): Baremes {
  const v = valeursAu(baremes, '2026-10-01').loyersPlafonds;
  if (!v) throw new Error('loyers plafonds absents');
  const r = brouillon(baremes, '2026-10-01', {
    loyersPlafonds: { ...v, 2: { ...v[2], personneSeule: valeur } },
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.baremes;
}

describe('problemesVersion', () => {
  it("n'oppose rien à une revalorisation de + 1 % sourcée, ni à une version inchangée", () => {
    expect(problemesVersion(baremes, revalorisation(1), { sources: sourcesIrl, raisons: {} })).toEqual([]);
    expect(problemesVersion(baremes, baremes, { sources: {}, raisons: {} })).toEqual([]);
  });

  it('exige une source légale valide pour chaque série modifiée', () => {
    const sources = { ...sourcesIrl, forfaitCharges: undefined, loyersPlafonds: { titre: 'Arrêté' } };
    const sansUrl = { ...sources, participationMinimale: { titre: 'A', url: 'javascript:alert(1)' } };
    expect(problemesVersion(baremes, revalorisation(1), { sources: sansUrl, raisons: {} })).toEqual([
      {
        field: 'sources.loyersPlafonds',
        message: "Source : indiquer la référence au Journal officiel ou l'adresse du texte",
      },
      {
        field: 'sources.forfaitCharges',
        message: 'Source légale requise (titre, et référence au Journal officiel ou adresse du texte)',
      },
      {
        field: 'sources.participationMinimale',
        message: "Source : l'adresse doit commencer par https:// (ou http://)",
      },
    ]);
  });

  it('accepte une référence au Journal officiel à la place de l’adresse', () => {
    const sources = {
      loyersPlafonds: { titre: 'Arrêté du 1er septembre 2026', jorf: 'JORFTEXT000099999999' },
    };
    expect(problemesVersion(baremes, plafondZone2(300), { sources, raisons: {} })).toEqual([]);
  });

  it('refuse un écart de plus de 10 % sans raison, l’accepte avec une raison', () => {
    const b = plafondZone2(330);
    const sources = { loyersPlafonds: source };
    expect(problemesVersion(baremes, b, { sources, raisons: {} })).toEqual([
      {
        field: 'loyersPlafonds.2.personneSeule',
        message: '330 au lieu de 290,34 (+ 13,7 %) : écart de plus de 10 %, donner la raison',
      },
    ]);
    const raisons = { loyersPlafonds: 'Réforme : plafonds relevés par la loi de finances' };
    expect(problemesVersion(baremes, b, { sources, raisons })).toEqual([]);
    expect(problemesVersion(baremes, b, { sources, raisons: { loyersPlafonds: '  ' } })).toEqual([
      { field: 'raisons.loyersPlafonds', message: "Raison de l'écart requise" },
      expect.objectContaining({ field: 'loyersPlafonds.2.personneSeule' }),
    ]);
    // 10 % tout juste : dans la bande.
    expect(problemesVersion(baremes, plafondZone2(319.37), { sources, raisons: {} })).toEqual([]);
  });

  it('refuse une série manquante, une série inconnue, une valeur manquante ou non numérique', () => {
    const { crds: _, ...sansCrds } = revalorisation(1);
    const inconnue = { ...sansCrds, plafondInconnu: { versions: [{ depuis: '2026-01-01', valeur: 1 }] } };
    const v = valeursAu(baremes, '2026-10-01').forfaitCharges;
    const charges = { ...v, parPac: Number.NaN } as Record<string, number>;
    delete charges.colocationIsole;
    const r = brouillon(baremes, '2026-10-01', { forfaitCharges: charges as never });
    if (!r.ok) throw new Error('brouillon refusé');
    expect(problemesVersion(baremes, inconnue as never, { sources: sourcesIrl, raisons: {} })).toEqual([
      { field: 'crds', message: 'Série manquante : chaque série de la version précédente est requise' },
      { field: 'plafondInconnu', message: 'Série inconnue : plafondInconnu' },
    ]);
    expect(problemesVersion(baremes, r.baremes, { sources: sourcesIrl, raisons: {} })).toEqual([
      { field: 'forfaitCharges.colocationIsole', message: 'Valeur manquante' },
      { field: 'forfaitCharges.parPac', message: 'Valeur invalide : un nombre est attendu' },
    ]);
  });

  it("refuse des dates d'effet incohérentes et une version publiée réécrite", () => {
    const b = revalorisation(1);
    const versions = b.loyersPlafonds.versions;
    const [avantDerniere, derniere] = versions.slice(-2);
    if (!avantDerniere || !derniere) throw new Error('versions absentes');
    const meme = {
      ...b,
      loyersPlafonds: { versions: [...versions.slice(0, -1), { ...derniere, depuis: '2025-10-01' }] },
    };
    const problemes = problemesVersion(baremes, meme, { sources: sourcesIrl, raisons: {} });
    expect(problemes).toContainEqual({
      field: 'loyersPlafonds',
      message:
        "La date d'effet 2025-10-01 doit être postérieure à celle de la version précédente (2025-10-01)",
    });
    const invalide = { ...b, crds: { versions: [{ depuis: '2021-13-01', valeur: 0.005 }] } };
    expect(problemesVersion(baremes, invalide, { sources: sourcesIrl, raisons: {} })).toEqual([
      { field: 'crds', message: "Date d'effet invalide (AAAA-MM-JJ) : 2021-13-01" },
      {
        field: 'crds',
        message: 'La version du 2021-01-01, déjà publiée, ne peut être ni modifiée ni supprimée',
      },
    ]);
    expect(avantDerniere.depuis).toBe('2025-10-01');
  });
});
