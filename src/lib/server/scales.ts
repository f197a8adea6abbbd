/**
 * Les barèmes avec lesquels un processus Node calcule (issue 27) : la version active du store, installée une
 * fois au démarrage (serveur, construction du site, CLI pointée sur un store), ou un fichier JSON de barèmes
 * (`npm run simulate -- --parameters fichier.json`). Les mêmes valeurs que les barèmes générés : c'est l'objet
 * généré qui est installé (rien ne change, pas même l'identité du jeu).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { activeScaleVersion, type ScaleVersion } from '../../../db/queries/scale-versions.ts';
import { feuilles, memesValeurs } from '../../core/apl/parameters/edition/index.ts';
import { baremes, installerBaremes } from '../../core/apl/parameters/index.ts';
import type { Baremes, Serie } from '../../core/apl/parameters/types.ts';

/** Le jeu à installer : l'objet généré quand les valeurs sont les mêmes. */
export function jeuAInstaller(jeu: Baremes): Baremes {
  return memesValeurs(jeu, baremes) ? baremes : jeu;
}

/** Installe la version active du store (les barèmes générés s'il n'en a pas) ; la rend. */
export async function installActiveScales(db: Db): Promise<ScaleVersion | undefined> {
  const active = await activeScaleVersion(db);
  installerBaremes(active ? jeuAInstaller(active.data) : baremes);
  return active;
}

const serieSchema = z.object({
  revalorisation: z
    .string()
    .regex(/^\d{2}-\d{2}$/)
    .optional(),
  versions: z
    .array(z.object({ depuis: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), valeur: z.unknown() }))
    .min(1),
});

/**
 * Les chemins des feuilles numériques de la dernière version d'une série, triés : l'ordre des clés d'un objet
 * n'est pas une forme (le jsonb de PostgreSQL les range autrement qu'à l'écriture).
 */
const forme = (serie: Serie<unknown>) =>
  feuilles(serie.versions.at(-1)?.valeur)
    .map(([chemin]) => chemin)
    .sort();

/** Un jeu de barèmes lu d'un JSON : les séries du moteur, aucune autre, chacune de la forme attendue. */
export const baremesSchema = z
  .record(z.string(), serieSchema)
  .superRefine((jeu, ctx) => {
    const attendues = Object.keys(baremes) as Array<keyof Baremes>;
    for (const cle of attendues) {
      const serie = jeu[cle];
      if (!serie) ctx.addIssue({ code: 'custom', path: [cle], message: `Série absente : ${cle}` });
      else if (!memesValeurs(forme(serie), forme(baremes[cle] as Serie<unknown>)))
        ctx.addIssue({ code: 'custom', path: [cle], message: `Série de forme inattendue : ${cle}` });
    }
    for (const cle of Object.keys(jeu))
      if (!attendues.includes(cle as keyof Baremes))
        ctx.addIssue({ code: 'custom', path: [cle], message: `Série inconnue : ${cle}` });
  })
  .transform((jeu) => jeu as unknown as Baremes);

/** Lit et installe un fichier JSON de barèmes ; lève une erreur en français s'il est illisible ou invalide. */
export function installScalesFile(path: string): Baremes {
  let brut: unknown;
  try {
    brut = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Fichier de barèmes illisible (${path}) : ${(error as Error).message}`);
  }
  const r = baremesSchema.safeParse(brut);
  if (!r.success)
    throw new Error(
      `Fichier de barèmes invalide (${path}) : ${r.error.issues.map((i) => i.message).join(' ; ')}`,
    );
  const jeu = jeuAInstaller(r.data);
  installerBaremes(jeu);
  return jeu;
}
