/**
 * Ce qui accompagne une nouvelle version des barèmes : la source légale de chaque série modifiée (titre de
 * l'arrêté, référence au Journal officiel ou adresse web) et la raison d'un écart hors de la bande plausible.
 * Schémas zod (mini) : la même forme pour l'API qui les reçoit et pour la validation avant activation.
 */
import * as z from 'zod/mini';
import { webUrlSchema } from '../../../validation/url.ts';

export const TITRE_MAX = 300;
export const JORF_MAX = 200;
export const RAISON_MAX = 1000;

/** Un texte saisi : sans espaces autour, non vide, borné. */
const texte = (requis: string, max: number, trop: string) =>
  z
    .string({ error: requis })
    .check(z.trim(), z.minLength(1, { error: requis }), z.maxLength(max, { error: trop }));

/** La source légale d'une série : un titre, et une référence au JORF ou une adresse web (https ou http). */
export const sourceLegaleSchema = z
  .object(
    {
      titre: texte(
        'Source : titre du texte requis',
        TITRE_MAX,
        'Source : titre trop long (300 caractères au plus)',
      ),
      jorf: z.optional(
        texte(
          'Source : référence JORF vide',
          JORF_MAX,
          'Source : référence JORF trop longue (200 caractères au plus)',
        ),
      ),
      url: z.optional(webUrlSchema('Source')),
    },
    { error: 'Source légale requise (titre, et référence au Journal officiel ou adresse du texte)' },
  )
  .check(
    z.refine((s) => s.jorf !== undefined || s.url !== undefined, {
      error: "Source : indiquer la référence au Journal officiel ou l'adresse du texte",
    }),
  );

export type SourceLegale = z.infer<typeof sourceLegaleSchema>;

/** La raison d'un écart de plus de 10 % par rapport à la valeur précédente. */
export const raisonSchema = texte(
  "Raison de l'écart requise",
  RAISON_MAX,
  "Raison de l'écart trop longue (1 000 caractères au plus)",
);

/** Ce qu'on donne avec un brouillon : sources et raisons, par série. */
export type Justifications = {
  readonly sources: Readonly<Record<string, unknown>>;
  readonly raisons: Readonly<Record<string, unknown>>;
};

/** Les messages des problèmes d'une valeur selon un schéma (aucun : valide). */
export function messagesDe(schema: z.ZodMiniType, valeur: unknown): string[] {
  const r = z.safeParse(schema, valeur);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}
