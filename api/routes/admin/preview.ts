/**
 * POST /preview: the exact HTML the public page will show, for articles and guides: same Markdown renderer,
 * same sanitizer, same {{figures}} (legal figures in force this month). Unknown {{names}} are listed so the
 * editor can fix them.
 */
import { z } from 'zod';
import { figureNames } from '../../../src/lib/build/apl-figures.ts';
import { figures, renderEditorial } from '../../../src/lib/build/editorial.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp } from './shared.ts';

function preview(markdown: string) {
  const known = figures();
  return {
    html: renderEditorial(markdown),
    unknownFigures: figureNames(markdown).filter((n) => !(n in known)),
    figures: Object.keys(known),
  };
}
export type Preview = Answer<typeof preview>;

export function previewRoutes() {
  return adminApp().post(
    '/preview',
    validate('json', z.object({ markdown: z.string().max(200_000, 'Le contenu est trop long') })),
    (c) => c.json(preview(c.req.valid('json').markdown)),
  );
}
