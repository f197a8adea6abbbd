/**
 * Forme compacte des barèmes générés (`baremes.generated.ts`) : pour chaque série, ses dates d'effet (`d`),
 * sa date de revalorisation (`r`) et ses valeurs (`v`), dont chaque feuille est soit un nombre constant sur
 * toutes les versions, soit la liste de ses valeurs version par version (une liste de tranches est toujours
 * donnée par version). `deplier` reconstruit les séries datées (`Serie<T>`). Les noms des champs n'y sont
 * écrits qu'une fois par série : le moteur embarqué dans le navigateur est plus léger.
 */
import type { Baremes, Serie } from './types.ts';

/** Les valeurs d'une série, feuille par feuille : constante, ou une valeur par version. */
export type Colonnes<T> = T extends number
  ? number | ReadonlyArray<number>
  : T extends ReadonlyArray<unknown>
    ? ReadonlyArray<T>
    : { readonly [K in keyof T]: Colonnes<T[K]> };

export type SerieCompacte<T> = {
  readonly r?: string;
  readonly d: ReadonlyArray<string>;
  readonly v: Colonnes<T>;
};

export type BaremesCompacts = {
  readonly [K in keyof Baremes]: SerieCompacte<Baremes[K] extends Serie<infer T> ? T : never>;
};

/** La valeur de la version `i` d'une colonne. */
function versionDe(v: unknown, i: number): unknown {
  if (Array.isArray(v)) return v[i];
  if (v === null || typeof v !== 'object') return v;
  const o: Record<string, unknown> = {};
  for (const k of Object.keys(v)) o[k] = versionDe((v as Record<string, unknown>)[k], i);
  return o;
}

/** Reconstruit les séries datées à partir de la forme compacte. */
export function deplier(compacts: BaremesCompacts): Baremes {
  const out: Record<string, Serie<unknown>> = {};
  for (const [cle, s] of Object.entries(compacts) as Array<[string, SerieCompacte<unknown>]>) {
    out[cle] = {
      ...(s.r ? { revalorisation: s.r } : {}),
      versions: s.d.map((depuis, i) => ({ depuis, valeur: versionDe(s.v, i) })),
    };
  }
  return out as unknown as Baremes;
}
