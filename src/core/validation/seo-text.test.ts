import { describe, expect, it } from 'vitest';
import { SEO_TITLE_MAX, seoLength, seoTextSchema, seoTooLong, withYear } from './seo-text.ts';

describe('SEO texts with the year of the build', () => {
  it('writes the year of the build where the figure stands, and nothing else', () => {
    expect(withYear('APL Lyon {{annee}} : simulation', '2027')).toBe('APL Lyon 2027 : simulation');
    expect(withYear('APL $& {{annee}}', '2026')).toBe('APL $& 2026');
  });

  it('counts the year as the 4 digits a visitor reads', () => {
    expect(seoLength('APL {{annee}}')).toBe(8);
    expect(seoTooLong(`${'x'.repeat(66)}{{annee}}`, SEO_TITLE_MAX, 'Le titre SEO')).toBeNull();
    expect(seoTooLong(`${'x'.repeat(67)}{{annee}}`, SEO_TITLE_MAX, 'Le titre SEO')).toBe(
      'Le titre SEO : 70 caractères au plus (71 avec l’année)',
    );
  });

  it('refuses a title longer than a visitor can read in full, and keeps an empty one as none', () => {
    const schema = seoTextSchema(SEO_TITLE_MAX, 'Le titre SEO');
    expect(schema.safeParse('  ').data).toBeNull();
    expect(schema.safeParse(`${'x'.repeat(66)}{{annee}}`).success).toBe(true);
    const refused = schema.safeParse('x'.repeat(71));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Le titre SEO : 70 caractères au plus (71 avec l’année)');
  });
});
