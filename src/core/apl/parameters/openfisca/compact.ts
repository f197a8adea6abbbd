/**
 * L'inverse de `deplier` (`../colonnes.ts`) : la forme compacte des séries datées, écrite dans
 * `baremes.generated.ts`. Une feuille constante sur toutes les versions est écrite une fois, une feuille qui
 * varie est la liste de ses valeurs par version ; une liste (tranches) est donnée par version.
 */
import type { Baremes, Serie } from '../types.ts';

function colonnes(valeurs: unknown[]): unknown {
  const premiere = valeurs[0];
  if (typeof premiere === 'number') return valeurs.every((v) => v === premiere) ? premiere : valeurs;
  if (Array.isArray(premiere) || premiere === null || typeof premiere !== 'object') return valeurs;
  return Object.fromEntries(
    Object.keys(premiere).map((k) => [k, colonnes(valeurs.map((v) => (v as Record<string, unknown>)[k]))]),
  );
}

/** Les séries en colonnes : par série, `r` (revalorisation), `d` (dates d'effet), `v` (valeurs). */
export function replier(baremes: Baremes): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(baremes as unknown as Record<string, Serie<unknown>>).map(([cle, s]) => [
      cle,
      {
        ...(s.revalorisation ? { r: s.revalorisation } : {}),
        d: s.versions.map((v) => v.depuis),
        v: colonnes(s.versions.map((v) => v.valeur)),
      },
    ]),
  );
}

/** La déclaration des séries dans `baremes.generated.ts` : la forme compacte, dépliée au chargement. */
export function declarationBaremes(baremes: Baremes): string {
  return `export const baremes: Baremes = deplier(${JSON.stringify(replier(baremes))});\n`;
}
