import { describe, expect, it } from 'vitest';
import { baremes } from '../../core/apl/parameters/index.ts';
import { baremesSchema, jeuAInstaller } from './scales.ts';

/** The same object with the keys of every object in reverse order, as PostgreSQL's jsonb may give it back. */
function reordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reordered);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v)
      .reverse()
      .map(([k, x]) => [k, reordered(x)]),
  );
}

describe('un jeu de barèmes lu du store ou d’un fichier (issue 27)', () => {
  it('garde sa forme quel que soit l’ordre des clés (jsonb de PostgreSQL)', () => {
    const r = baremesSchema.safeParse(reordered(baremes));
    expect(r.success).toBe(true);
    // Same values: the generated object itself is installed.
    if (r.success) expect(jeuAInstaller(r.data)).toBe(baremes);
  });

  it('refuse une série absente ou de forme inattendue, en français', () => {
    const { loyersPlafonds: _, ...sansPlafonds } = baremes as unknown as Record<string, unknown>;
    const r = baremesSchema.safeParse(sansPlafonds);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('Série absente : loyersPlafonds');
    const tronque = structuredClone(baremes) as unknown as Record<
      string,
      { versions: Array<{ valeur: unknown }> }
    >;
    const derniere = tronque.forfaitCharges?.versions.at(-1);
    if (derniere) derniere.valeur = 12;
    expect(baremesSchema.safeParse(tronque).error?.issues.map((i) => i.message)).toContain(
      'Série de forme inattendue : forfaitCharges',
    );
  });
});
