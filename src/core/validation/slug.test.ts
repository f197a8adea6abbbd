import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { citySlugSchema, isValidSlug, SLUG_MAX_LENGTH, SLUG_MESSAGES, slugSchema } from './slug.ts';

const message = (schema: typeof slugSchema, value: unknown) =>
  z.safeParse(schema, value).error?.issues[0]?.message;

describe('slugSchema', () => {
  it('accepts a slug and trims it', () => {
    expect(z.parse(slugSchema, '  aide-au-logement-2026 ')).toBe('aide-au-logement-2026');
  });

  it.each([
    ['', SLUG_MESSAGES.requis],
    [42, SLUG_MESSAGES.requis],
    ['a'.repeat(SLUG_MAX_LENGTH + 1), SLUG_MESSAGES.longueur],
    ['a'.repeat(300), SLUG_MESSAGES.longueur],
    ['Aide', SLUG_MESSAGES.format],
    ['aide--logement', SLUG_MESSAGES.format],
    ['aidé', SLUG_MESSAGES.format],
    ['../etc', SLUG_MESSAGES.format],
  ])('refuses %j: %s', (value, expected) => {
    expect(message(slugSchema, value)).toBe(expected);
  });

  it('accepts exactly the bound', () => {
    expect(isValidSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true);
  });
});

describe('citySlugSchema', () => {
  it.each([
    ['apl-lyon', true],
    ['apl-saint-denis-974', true],
    ['lyon', false],
    ['apl-', false],
    ['apl-zone-2', false],
    [`apl-${'a'.repeat(300)}`, false],
  ])('%s → %s', (slug, ok) => {
    expect(isValidSlug(slug, 'city')).toBe(ok);
  });

  it('says why, in French', () => {
    expect(message(citySlugSchema, `apl-${'x'.repeat(300)}`)).toBe(SLUG_MESSAGES.longueur);
    expect(message(citySlugSchema, 'apl-zone-1')).toBe(SLUG_MESSAGES.zone);
  });
});
