/**
 * POST /api/admin/scales/import (issue 27) : un administrateur envoie les fichiers de paramètres
 * d'OpenFisca-France (`parameters.json`, et s'il le veut `residences-outre-mer.json`), lus comme
 * `npm run generate:parameters` les lit. La réponse pré-remplit une nouvelle version comme « Charger les valeurs
 * en vigueur » : les valeurs du fichier à la date d'effet (par défaut son dernier bloc), et pour chaque série
 * lue la référence légale que le fichier donne. Rien n'est enregistré : le brouillon se vérifie et s'active comme
 * une saisie. Chaque fichier ≤ 2 Mo, JSON de la forme attendue ; sinon 400 ou 422 avec un message en français.
 */
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { activeScaleVersion } from '../../../db/queries/scale-versions.ts';
import { BANDE_PLAUSIBLE, SERIES_IRL, valeursAu } from '../../../src/core/apl/parameters/edition/index.ts';
import { importerOpenFisca, referenceAu } from '../../../src/core/apl/parameters/openfisca/importer.ts';
import type { Source, SourceFeuilles } from '../../../src/core/apl/parameters/openfisca/index.ts';
import { estDateValide } from '../../../src/core/validation/fields.ts';
import { safeWebUrl } from '../../../src/core/validation/url.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure } from '../../errors.ts';
import { type Answer, adminApp, adminOnly } from './shared.ts';

export const SCALES_IMPORT_PATH = '/api/admin/scales/import';
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SourceSchema = z.looseObject({
  openfisca_france: z.looseObject({
    version: z.string().max(40),
    commit: z.string().regex(/^[0-9a-f]{7,40}$/, 'commit : 7 à 40 caractères hexadécimaux'),
    commit_date: z.string().regex(DATE, 'commit_date : AAAA-MM-JJ'),
  }),
  blocks: z.record(z.string().regex(DATE, 'blocs datés AAAA-MM-JJ'), z.record(z.string(), z.unknown())),
  auxiliary_series: z.record(z.string(), z.unknown()),
});
const FeuillesSchema = z.looseObject({
  openfisca_france: z.looseObject({ version: z.string().max(40), commit: z.string().max(40) }),
  parameters: z.record(z.string(), z.unknown()),
  corrections: z.record(z.string(), z.unknown()),
});

const failure = (field: string, message: string, status: 400 | 422 = 422) =>
  new ApiFailure(status, 'FICHIER_OPENFISCA', message, { [field]: [message] });

/** Le JSON d'un fichier envoyé, de la forme `schema`, ou une erreur au champ `field`. */
async function lire<T>(file: unknown, field: string, schema: z.ZodType): Promise<T> {
  if (!(file instanceof File) || file.size === 0) throw failure(field, 'Choisissez un fichier JSON', 400);
  if (file.size > MAX_FILE_BYTES) throw failure(field, 'Fichier trop volumineux (2 Mo au plus)', 400);
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw failure(field, 'Fichier illisible : un JSON est attendu');
  }
  const r = schema.safeParse(json);
  if (!r.success) {
    const i = r.error.issues[0];
    throw failure(
      field,
      `Fichier d’OpenFisca-France inattendu : ${i?.path.join('.') || 'racine'} (${i?.message})`,
    );
  }
  return r.data as T;
}

/** La date d'effet demandée, ou celle du dernier bloc du fichier. */
function dateDe(value: unknown, confirmeAu: string): string {
  if (value === undefined || value === '') return confirmeAu;
  if (typeof value !== 'string' || !estDateValide(value))
    throw failure('date', "Date d'effet invalide (AAAA-MM-JJ)", 400);
  return value;
}

async function importer(ctx: AppContext, form: Record<string, unknown>) {
  const actif = await activeScaleVersion(ctx.db);
  if (!actif) throw new ApiFailure(409, 'AUCUNE_VERSION_ACTIVE', 'Aucune version active des barèmes trouvée');
  const src = await lire<Source>(form.parametres, 'parametres', SourceSchema);
  const feuilles = form.feuilles
    ? await lire<SourceFeuilles>(form.feuilles, 'feuilles', FeuillesSchema)
    : undefined;
  let lu: ReturnType<typeof importerOpenFisca>;
  try {
    lu = importerOpenFisca(actif.data, src, feuilles);
  } catch (error) {
    throw failure(feuilles ? 'feuilles' : 'parametres', `Fichier incomplet : ${(error as Error).message}`);
  }
  const date = dateDe(form.date, lu.confirmeAu);
  const sources = Object.fromEntries(
    lu.lues.flatMap((cle) => {
      const ref = referenceAu(lu.references[cle], date);
      return ref ? [[cle, { titre: ref.titre.slice(0, 300), jorf: '', url: safeWebUrl(ref.url) ?? '' }]] : [];
    }),
  );
  return {
    date,
    activeId: actif.id,
    enVigueur: valeursAu(actif.data, date),
    valeurs: valeursAu(lu.baremes, date),
    seriesIrl: Object.keys(SERIES_IRL),
    bande: BANDE_PLAUSIBLE,
    import: { ...lu.source, confirmeAu: lu.confirmeAu, lues: lu.lues },
    sources,
  };
}
export type ScaleImport = Answer<typeof importer>;

export function scaleImportRoutes(ctx: AppContext) {
  const app = adminApp();
  app.post(
    '/scales/import',
    adminOnly(ctx),
    bodyLimit({
      maxSize: 2 * MAX_FILE_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiFailure(413, 'TROP_VOLUMINEUX', 'Fichiers trop volumineux (2 Mo chacun au plus)');
      },
    }),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw failure('parametres', 'Envoyez les fichiers dans un formulaire (multipart/form-data)', 400);
      }
      return c.json(await importer(ctx, form));
    },
  );
  return app;
}
