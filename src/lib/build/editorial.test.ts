/** The texts of a page as the build of a month shows them: dated blocks resolved with the clock of the amounts. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditorial, showsAmount, textWithAmounts, withLegalFigures } from './editorial.ts';

const BLOCKS =
  '{{avant:2027-01}}La CAF décide du maintien de l’aide.{{/avant}}' +
  '{{depuis:2027-01}}La CCAPEX décide du maintien de l’aide.{{/depuis}}';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a page built for a month (APL_BUILD_MONTH)', () => {
  it('shows the « avant » text in December 2026 and not the « depuis » one', () => {
    vi.stubEnv('APL_BUILD_MONTH', '2026-12');
    for (const text of [withLegalFigures(BLOCKS), renderEditorial(BLOCKS)]) {
      expect(text).toContain('La CAF décide');
      expect(text).not.toContain('CCAPEX');
      expect(text).not.toContain('{{');
    }
  });

  it('shows the « depuis » text from January 2027, in every kind of text', () => {
    vi.stubEnv('APL_BUILD_MONTH', '2027-01');
    expect(withLegalFigures(BLOCKS)).toBe('La CCAPEX décide du maintien de l’aide.');
    expect(renderEditorial(`Titre\n\n${BLOCKS}`)).toBe(
      '<p>Titre</p>\n<p>La CCAPEX décide du maintien de l’aide.</p>\n',
    );
    expect(
      textWithAmounts(`${BLOCKS} {{depuis:2027-01}}{{aide:etudiant-zone2}}{{/depuis}}`).map((s) => s.aid),
    ).toEqual([false, true]);
  });

  it('says whether a text, as the month shows it, quotes an amount in euros', () => {
    vi.stubEnv('APL_BUILD_MONTH', '2026-12');
    expect(showsAmount('Forfait : {{forfaitEtudiant}}.')).toBe(true);
    expect(showsAmount('Jusqu’à {{ageMaxEtudiant}} ans.', null, undefined)).toBe(false);
    expect(showsAmount('{{depuis:2027-01}}{{aide:etudiant-zone2}}{{/depuis}}')).toBe(false);
    vi.stubEnv('APL_BUILD_MONTH', '2027-01');
    expect(showsAmount('{{depuis:2027-01}}{{aide:etudiant-zone2}}{{/depuis}}')).toBe(true);
  });
});
