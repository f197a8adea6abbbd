/**
 * The address (slug) of a page an editor names: an article (/conseil/<slug>), a guide (/guide/<slug>), a category
 * or a tag, a city page (/<apl-ville>). Each becomes a folder of the build, whose name a file system bounds
 * (255 bytes): a slug is lowercase ASCII letters, digits and single hyphens, 120 characters (so 120 bytes) at most.
 */
import * as z from 'zod/mini';

export const SLUG_MAX_LENGTH = 120;

export const SLUG_MESSAGES = {
  requis: "L'adresse (slug) est requise",
  longueur: `L'adresse (slug) est trop longue (${SLUG_MAX_LENGTH} caractères au plus)`,
  format: "L'adresse ne peut contenir que des minuscules, chiffres et tirets",
  ville: "L'adresse doit commencer par « apl- » puis minuscules, chiffres et tirets",
  zone: 'Cette adresse est réservée aux pages de zone',
  guide: "Cette adresse est celle d'une page fixe du site (/guide/introuvable) : choisissez-en une autre",
} as const;

/** The fixed pages under /guide/ (src/pages/guide, src/pages/en/guide): a guide named so would hide them. */
export const RESERVED_GUIDE_SLUGS: readonly string[] = ['introuvable'];

/** Whether `slug` may be a guide's address (not a fixed page's under /guide/). */
export const isFreeGuideSlug = (slug: string): boolean => !RESERVED_GUIDE_SLUGS.includes(slug);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CITY_SLUG = /^apl-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ZONE_SLUG = /^apl-zone-[1-3]$/;

const slugText = () =>
  z
    .string({ error: SLUG_MESSAGES.requis })
    .check(
      z.trim(),
      z.minLength(1, { error: SLUG_MESSAGES.requis }),
      z.maxLength(SLUG_MAX_LENGTH, { error: SLUG_MESSAGES.longueur }),
    );

/** The slug of an article, a guide, a category or a tag. */
export const slugSchema = slugText().check(z.regex(SLUG, { error: SLUG_MESSAGES.format }));

/** The slug of a city page: « apl-… », never a zone page's. */
export const citySlugSchema = slugText().check(
  z.regex(CITY_SLUG, { error: SLUG_MESSAGES.ville }),
  z.refine((s) => !ZONE_SLUG.test(s), { error: SLUG_MESSAGES.zone }),
);

/** Whether a slug drawn by the site (a commune's, a title's) is one an editor could save. */
export const isValidSlug = (slug: string, kind: 'page' | 'city' = 'page'): boolean =>
  z.safeParse(kind === 'city' ? citySlugSchema : slugSchema, slug).success;
