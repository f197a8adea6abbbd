/**
 * Les barèmes de la construction du site (issue 27) : la version active du store, lue une fois quand la
 * construction démarre (astro.config.mjs). Les pages pré-rendues et l'îlot du simulateur calculent avec le
 * module `baremes.generated.ts` que Vite regroupe dans leurs bundles ; ce greffon en remplace la déclaration
 * des séries par celle de la version active, écrite par le même générateur que le script
 * (`declarationBaremes`). Quand ses valeurs sont celles du dépôt, le module n'est pas touché : mêmes données,
 * bundles identiques à l'octet.
 */
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { closeDb, openDb, storeTarget } from '../../../db/client.ts';
import { activeScaleVersion } from '../../../db/queries/scale-versions.ts';
import { isPostgresUrl } from '../../../db/store-kind.ts';
import { baremes, installerBaremes } from '../../core/apl/parameters/index.ts';
import { declarationBaremes } from '../../core/apl/parameters/openfisca/index.ts';
import type { Baremes } from '../../core/apl/parameters/types.ts';
import { jeuAInstaller } from '../server/scales.ts';

const MODULE = '/src/core/apl/parameters/baremes.generated.ts';
const DECLARATION = 'export const baremes: Baremes = deplier(';

/** La version active du store que lit cette construction (les barèmes du dépôt sans store ni version). */
export async function baremesDeLaConstruction(target = storeTarget()): Promise<Baremes> {
  if (!isPostgresUrl(target) && !existsSync(target)) return baremes;
  const db = openDb(target, { readonly: true, max: 1 });
  try {
    const active = await activeScaleVersion(db);
    return active ? jeuAInstaller(active.data) : baremes;
  } finally {
    await closeDb(db);
  }
}

/** Le texte du module généré avec les séries de `jeu`, ou null si ce sont celles du dépôt. */
export function moduleBaremes(code: string, jeu: Baremes): string | null {
  if (jeu === baremes) return null;
  const debut = code.indexOf(DECLARATION);
  if (debut < 0) throw new Error(`${MODULE} : déclaration des séries introuvable`);
  return code.slice(0, debut) + declarationBaremes(jeu);
}

/** Le greffon Vite : le jeu actif du store, installé aussi dans le processus qui construit. */
export async function baremesDuStore(target = storeTarget()): Promise<Plugin> {
  const jeu = await baremesDeLaConstruction(target);
  installerBaremes(jeu);
  return {
    name: 'apl:baremes-du-store',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]?.endsWith(MODULE)) return null;
      const texte = moduleBaremes(code, jeu);
      return texte === null ? null : { code: texte, map: null };
    },
  };
}
