/** The city generator: pages /apl-<ville> for communes of the commune store that have none yet. */
import { z } from 'zod';
import { rebuildProximityLinks } from '../../../db/import/communes.ts';
import {
  citySlugsByInsee,
  communesByInsee,
  createCityPages,
  pageCandidates,
} from '../../../db/queries/admin-city-generator.ts';
import { assignCitySlugs } from '../../../src/core/cities/slug.ts';
import { isValidSlug } from '../../../src/core/validation/slug.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp } from './shared.ts';

const GeneratorQuery = z.object({
  department: z
    .string()
    .trim()
    .regex(/^$|^(\d{2,3}|2[AB])$/, 'Département invalide (ex. 69, 2A, 974)')
    .optional(),
  minPopulation: z.coerce
    .number({ error: 'Population minimale : nombre entier attendu' })
    .int('Population minimale : nombre entier attendu')
    .min(0, 'Population minimale : pas de valeur négative')
    .max(10_000_000, 'Population minimale : valeur trop grande')
    .default(2000),
  q: z.string().trim().max(100).optional(),
});

const GeneratorInput = z.object({
  inseeCodes: z
    .array(z.string().regex(/^[0-9AB]{5}$/, 'Code INSEE invalide'))
    .min(1, 'Choisissez au moins une commune')
    .max(500, '500 communes au plus à la fois'),
});
export type GeneratorBody = z.input<typeof GeneratorInput>;

/** Published pages for these communes, at addresses no other page has (homonyms get their department). */
async function generate(ctx: AppContext, codes: string[]) {
  const communes = await communesByInsee(ctx.db, codes);
  if (communes.length !== codes.length) throw badRequest('Une des communes choisies est introuvable');
  const existing = await citySlugsByInsee(ctx.db);
  const already = communes.filter((k) => existing.has(k.inseeCode));
  if (already.length > 0)
    throw badRequest(`Ces communes ont déjà une page : ${already.map((k) => k.name).join(', ')}`);
  const slugs = assignCitySlugs(communes, existing);
  // A name that gives no address (no letter nor digit) would make a page the build cannot place.
  const unnamed = communes.filter((k) => !isValidSlug(slugs.get(k.inseeCode) ?? '', 'city'));
  if (unnamed.length > 0)
    throw badRequest(
      `Le nom de ces communes ne donne pas d'adresse de page valide : ${unnamed.map((k) => `${k.name} (${k.inseeCode})`).join(', ')}`,
    );
  const created = await createCityPages(
    ctx.db,
    communes.map((k) => ({
      inseeCode: k.inseeCode,
      cityName: k.name,
      slug: slugs.get(k.inseeCode) as string,
      zoneApl: k.zoneApl,
    })),
  );
  await rebuildProximityLinks(ctx.db);
  return { created };
}

export type Candidates = Answer<typeof pageCandidates>;
export type Generated = Answer<typeof generate>;

export function cityGeneratorRoutes(ctx: AppContext) {
  const app = adminApp();

  app.get('/city-generator/candidates', validate('query', GeneratorQuery), async (c) =>
    c.json(await pageCandidates(ctx.db, c.req.valid('query'))),
  );

  app.post('/city-generator', validate('json', GeneratorInput), async (c) => {
    const codes = [...new Set(c.req.valid('json').inseeCodes)];
    const answer = await generate(ctx, codes);
    await audit(c, ctx.db, 'generate', 'city_page', null, {
      count: answer.created.length,
      inseeCodes: codes.slice(0, 50),
    });
    return c.json(answer, 201);
  });

  return app;
}
