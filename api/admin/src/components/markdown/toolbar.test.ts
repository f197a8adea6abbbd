import { describe, expect, it } from 'vitest';
import { brokenLinksMessage } from './brokenLinks.ts';
import { bold, heading, insertBlock, italic, link, list, TABLE, type TextChange, table } from './toolbar.ts';

/** The text after a change, and the part it selects. */
const run = (value: string, change: TextChange) => {
  const text = value.slice(0, change.from) + change.insert + value.slice(change.to);
  return { text, selected: text.slice(change.selStart, change.selEnd) };
};

describe('the Markdown toolbar', () => {
  it('wraps the selection in bold or italic, or selects a placeholder between the marks', () => {
    expect(run('un mot ici', bold('un mot ici', 3, 7))).toEqual({ text: 'un **mot** ici', selected: 'mot' });
    expect(run('un mot', italic('un mot', 3, 6))).toEqual({ text: 'un _mot_', selected: 'mot' });
    expect(run('', italic('', 0, 0))).toEqual({ text: '_texte en italique_', selected: 'texte en italique' });
  });

  it('turns the lines of the selection into a heading, replacing the mark they had', () => {
    const v = 'Intro\nLe calcul\nSuite';
    expect(run(v, heading(v, 8, 8, 2)).text).toBe('Intro\n## Le calcul\nSuite');
    expect(run('### Déjà', heading('### Déjà', 0, 0, 2)).text).toBe('## Déjà');
    expect(run('', heading('', 0, 0, 3))).toEqual({ text: '### Titre', selected: 'Titre' });
  });

  it('makes a list of the selected lines, bulleted or numbered', () => {
    const v = 'Avant\nloyer\ncharges\n';
    expect(run(v, list(v, 6, 19, 'bullet')).text).toBe('Avant\n- loyer\n- charges\n');
    expect(run(v, list(v, 6, 19, 'number')).text).toBe('Avant\n1. loyer\n2. charges\n');
    expect(run('- a\n- b', list('- a\n- b', 0, 7, 'number')).text).toBe('1. a\n2. b');
  });

  it('inserts a table of two columns and two rows on lines of its own, its first header selected', () => {
    const v = 'Avant.\nAprès.';
    const out = run(v, table(v, 6, 6));
    expect(out.text).toBe(`Avant.\n\n${TABLE}\n\nAprès.`);
    expect(out.selected).toBe('Colonne 1');
    expect(TABLE.split('\n')).toHaveLength(4);
    expect(run('', insertBlock('', 0, 0, 'X')).text).toBe('X');
  });

  it('writes a link around the selection, or with the page title, escaped', () => {
    const v = 'Lire le guide étudiant.';
    expect(run(v, link(v, 8, 22, '/guide/apl-etudiant', 'Guide')).text).toBe(
      'Lire le [guide étudiant](/guide/apl-etudiant).',
    );
    expect(run('', link('', 0, 0, '/conseil/a', 'Le [vrai] titre')).text).toBe(
      '[Le \\[vrai\\] titre](/conseil/a)',
    );
    // The plain « Lien » button selects the address, to be typed over.
    expect(run('voir', link('voir', 0, 4, 'https://', 'texte du lien', true))).toEqual({
      text: '[voir](https://)',
      selected: 'https://',
    });
  });

  it('says how many internal links lead nowhere', () => {
    expect(brokenLinksMessage([])).toBeNull();
    expect(brokenLinksMessage([{ path: '/conseil/xyz', text: 'a' }])).toBe(
      '1 lien interne mène à une page introuvable : /conseil/xyz',
    );
    expect(
      brokenLinksMessage([
        { path: '/conseil/xyz', text: 'a' },
        { path: '/guide/abc', text: 'b' },
      ]),
    ).toBe('2 liens internes mènent à une page introuvable : /conseil/xyz, /guide/abc');
  });
});
