/**
 * « Barèmes » (issue 27) : les versions des barèmes du store, lues par les éditeurs et les administrateurs,
 * saisies, activées et retirées par les administrateurs. Une version se saisit à partir de l'active (valeurs en
 * vigueur à sa date, revalorisation IRL), se vérifie avant d'être enregistrée (scale-draft.ts), s'aperçoit sur
 * les ménages des pages (avant → après), s'active par une seconde personne (quatre yeux, sauf administrateur
 * unique, ce que la réponse dit). Activer ou retirer installe la version active dans ce processus et demande une
 * reconstruction complète du site. Chaque action est dans le journal d'audit.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { adminCount } from '../../../db/queries/admin-users.ts';
import { userNames } from '../../../db/queries/scale-drafts.ts';
import {
  activateScaleVersion,
  activeScaleVersion,
  createScaleDraft,
  type ScaleVersion,
  scaleVersion,
  scaleVersionList,
  withdrawScaleVersion,
} from '../../../db/queries/scale-versions.ts';
import { dateLongue } from '../../../src/core/apl/format.ts';
import {
  BANDE_PLAUSIBLE,
  revaloriser,
  SERIES_IRL,
  valeursAu,
} from '../../../src/core/apl/parameters/edition/index.ts';
import { revalorisationsAttendues } from '../../../src/core/apl/parameters/index.ts';
import { parisDay } from '../../../src/core/dates.ts';
import { apercuImpact } from '../../../src/lib/server/scale-impact.ts';
import { pagesChangees } from '../../../src/lib/server/scale-pages.ts';
import { impactReference } from '../../../src/lib/server/scale-reference.ts';
import { installActiveScales } from '../../../src/lib/server/scales.ts';
import { audit, isAdmin, type SessionUser } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { publisherOf } from '../../services/publisher.ts';
import { DraftInput, dateSchema, draftFrom, refusee, tauxSchema } from './scale-draft.ts';
import { type AdminEnv, type Answer, adminApp, adminOnly, IdParam } from './shared.ts';

export type { DraftBody } from './scale-draft.ts';

type Row = Awaited<ReturnType<typeof scaleVersionList>>[number];

/** Une ligne de la liste : qui a proposé, activé, retiré, par son nom. */
function summary(v: Row, names: Map<string, string>) {
  const name = (id: string | null) => (id ? (names.get(id) ?? id) : null);
  const { id, label, effectiveDate, state, proposedAt, activatedAt, withdrawnAt } = v;
  return {
    ...{ id, label, effectiveDate, state, proposedAt, activatedAt, withdrawnAt },
    proposedBy: name(v.proposedBy),
    activatedBy: name(v.activatedBy),
    withdrawnBy: name(v.withdrawnBy),
  };
}

/** GET /scales : les versions, la plus récente d'abord, et le nombre d'administrateurs (quatre yeux). */
async function scaleList(ctx: AppContext) {
  const rows = await scaleVersionList(ctx.db);
  const names = await userNames(
    ctx.db,
    rows.flatMap((r) => [r.proposedBy, r.activatedBy, r.withdrawnBy]),
  );
  return { versions: rows.map((r) => summary(r, names)), admins: await adminCount(ctx.db) };
}

/** Les séries datées du jour de la version : leur valeur précédente et la nouvelle. */
function changesOf(v: ScaleVersion) {
  return Object.entries(v.data).flatMap(([cle, serie]) => {
    const versions = (serie as { versions: Array<{ depuis: string; valeur: unknown }> }).versions;
    const i = versions.findIndex((x) => x.depuis === v.effectiveDate);
    if (i < 0) return [];
    return [{ cle, avant: versions[i - 1]?.valeur ?? null, apres: versions[i]?.valeur ?? null }];
  });
}

/** Si `viewer` peut activer le brouillon `v`, et sinon pourquoi. */
function activationOf(v: ScaleVersion, viewer: SessionUser, admins: number) {
  if (v.state !== 'draft') return { possible: false, raison: null };
  if (!isAdmin(viewer)) return { possible: false, raison: 'Seul un administrateur active une version.' };
  if (v.proposedBy !== viewer.id) return { possible: true, raison: null };
  return admins > 1
    ? {
        possible: false,
        raison: 'Vous avez saisi cette version : un autre administrateur doit l’activer (quatre yeux).',
      }
    : {
        possible: true,
        raison:
          'Vous êtes le seul administrateur du site : vous activez votre propre saisie, sans second regard.',
      };
}

/** GET /scales/:id : une version, ses séries modifiées, ses sources et raisons, et qui peut l'activer. */
async function scaleDetail(ctx: AppContext, id: number, viewer: SessionUser) {
  const v = await scaleVersion(ctx.db, id);
  if (!v) throw notFound('Version des barèmes introuvable');
  const names = await userNames(ctx.db, [v.proposedBy, v.activatedBy, v.withdrawnBy]);
  const admins = await adminCount(ctx.db);
  return {
    ...summary(v, names),
    sources: v.sources,
    reasons: v.reasons,
    changes: changesOf(v),
    activation: activationOf(v, viewer, admins),
  };
}

/** La version active, sans laquelle rien ne se saisit. */
async function active(ctx: AppContext): Promise<ScaleVersion> {
  const v = await activeScaleVersion(ctx.db);
  if (!v) throw new ApiFailure(409, 'AUCUNE_VERSION_ACTIVE', 'Aucune version active des barèmes trouvée');
  return v;
}

/** GET /scales/prefill : les valeurs en vigueur à la date, et revalorisées si un taux est donné. */
async function prefill(ctx: AppContext, date: string, taux: number | undefined) {
  const a = await active(ctx);
  const enVigueur = valeursAu(a.data, date);
  const valeurs = taux === undefined ? enVigueur : { ...enVigueur, ...revaloriser(enVigueur, taux) };
  return {
    date,
    activeId: a.id,
    enVigueur,
    valeurs,
    seriesIrl: Object.keys(SERIES_IRL),
    bande: BANDE_PLAUSIBLE,
  };
}

/** POST /scales/:id/preview : les ménages des pages, avant → après, au mois de la date d'effet. */
async function preview(ctx: AppContext, id: number) {
  const v = await scaleVersion(ctx.db, id);
  if (!v) throw notFound('Version des barèmes introuvable');
  const a = await active(ctx);
  const avant = v.state === 'active' ? v.data : a.data;
  return {
    effectiveDate: v.effectiveDate,
    lignes: apercuImpact(avant, v.data, v.effectiveDate),
    pages: await pagesChangees(ctx.db, avant, v.data, v.effectiveDate),
    // The reference cases are files of the code tree: without them, the preview says so rather than fail.
    references: await impactReference(ctx.db, avant, v.data, v.effectiveDate).catch(() => null),
  };
}

export type ScaleList = Answer<typeof scaleList>;
export type ScaleSummary = ScaleList['versions'][number];
export type ScaleDetail = Answer<typeof scaleDetail>;
export type ScalePrefill = Answer<typeof prefill>;
export type ScalePreview = Answer<typeof preview>;
export type ScaleActivated = Answer<typeof activated>;

/** Without a date: the first revaluation the law expects and the active scales do not hold yet (the law watch). */
const PrefillQuery = z.object({ date: dateSchema.optional(), taux: tauxSchema.optional() });

/** Après une activation ou un retrait : ce processus calcule avec l'active, le site entier est reconstruit. */
async function published(ctx: AppContext, reason: string) {
  await installActiveScales(ctx.db);
  return publisherOf(ctx).request({ kind: 'full', reason });
}

/** La réponse d'une activation : la version, et si elle a été activée sans second regard. */
async function activated(ctx: AppContext, id: number, viewer: SessionUser, buildId: number) {
  const detail = await scaleDetail(ctx, id, viewer);
  const seul = (await adminCount(ctx.db)) === 1;
  const message = seul
    ? 'Version activée. Vous êtes le seul administrateur du site : elle l’a été sans second regard.'
    : 'Version activée par un second administrateur.';
  return { version: detail, seulAdministrateur: seul, message, buildId };
}

const REFUS_ACTIVATION = {
  introuvable: () => notFound('Version des barèmes introuvable'),
  'pas-un-brouillon': () => new ApiFailure(409, 'PAS_UN_BROUILLON', 'Seul un brouillon peut être activé'),
  simultanee: () =>
    new ApiFailure(
      409,
      'ACTIVATION_SIMULTANEE',
      'Une autre version vient d’être activée : rechargez la page',
    ),
  'meme-auteur': () =>
    new ApiFailure(
      403,
      'QUATRE_YEUX',
      'Quatre yeux : la personne qui a saisi la version ne l’active pas ; un autre administrateur doit le faire',
    ),
} as const;

const REFUS_RETRAIT = {
  introuvable: () => notFound('Version des barèmes introuvable'),
  'pas-active': () => new ApiFailure(409, 'PAS_ACTIVE', 'Seule la version active peut être retirée'),
  'aucune-precedente': () =>
    new ApiFailure(409, 'AUCUNE_PRECEDENTE', 'Aucune version précédente à rétablir : retrait impossible'),
} as const;

const idOf = (c: Context<AdminEnv>) => Number(c.req.param('id'));

export function scaleRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  app.on('POST', ['/scales', '/scales/:id/activate', '/scales/:id/withdraw'], adminOnly(ctx));

  app.get('/scales', async (c) => c.json(await scaleList(ctx)));
  app.get('/scales/prefill', validate('query', PrefillQuery), async (c) => {
    const { date, taux } = c.req.valid('query');
    const expected = revalorisationsAttendues()[0]?.date ?? parisDay(ctx.now?.() ?? new Date());
    return c.json(await prefill(ctx, date ?? expected, taux));
  });
  app.get('/scales/:id', validate('param', IdParam), async (c) =>
    c.json(await scaleDetail(ctx, c.req.valid('param').id, c.get('user'))),
  );

  app.post('/scales', validate('json', DraftInput), async (c) => {
    const body = c.req.valid('json');
    const draft = draftFrom((await active(ctx)).data, body);
    const user = c.get('user');
    const id = await createScaleDraft(db, {
      label: body.label || `Barèmes au ${dateLongue(body.effectiveDate)}`,
      effectiveDate: body.effectiveDate,
      data: draft.data,
      sources: draft.sources,
      reasons: draft.reasons,
      proposedBy: user.id,
    });
    await audit(c, db, 'create', 'scale_version', id, {
      effectiveDate: body.effectiveDate,
      series: draft.modifiees,
      ...(body.tauxIrl === undefined ? {} : { tauxIrl: body.tauxIrl }),
    });
    return c.json(await scaleDetail(ctx, id, user), 201);
  });

  app.post('/scales/:id/preview', validate('param', IdParam), async (c) =>
    c.json(await preview(ctx, c.req.valid('param').id)),
  );

  app.post('/scales/:id/activate', validate('param', IdParam), async (c) => {
    const id = idOf(c);
    const user = c.get('user');
    const r = await activateScaleVersion(db, id, user.id);
    if (!r.ok) throw r.code === 'invalide' ? refusee(r.problemes) : REFUS_ACTIVATION[r.code]();
    const buildId = await published(ctx, `barèmes : version ${id} activée`);
    await audit(c, db, 'activate', 'scale_version', id, { buildId });
    return c.json(await activated(ctx, id, user, buildId));
  });

  app.post('/scales/:id/withdraw', validate('param', IdParam), async (c) => {
    const id = idOf(c);
    const r = await withdrawScaleVersion(db, id, c.get('user').id);
    if (!r.ok) throw REFUS_RETRAIT[r.code]();
    const buildId = await published(ctx, `barèmes : version ${id} retirée, version ${r.restored} rétablie`);
    await audit(c, db, 'withdraw', 'scale_version', id, { restored: r.restored, buildId });
    return c.json({ restored: r.restored, buildId, version: await scaleDetail(ctx, id, c.get('user')) });
  });

  return app;
}
