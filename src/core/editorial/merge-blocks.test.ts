import { describe, expect, it } from 'vitest';
import { mergeBlocks, mergedText, resolveConflict, splitBlocks } from './merge-blocks.ts';

const P1 = "L'APL est versée par la CAF aux locataires, aux colocataires et aux résidents en foyer.";
const P2 = 'Son montant dépend de vos ressources, de votre loyer et de la zone où se trouve le logement.';
const P3 =
  'Faites la demande en ligne dès la signature du bail : l’aide ne remonte pas avant le mois de la demande.';
const H = '## Qui peut en bénéficier ?';
const article = (...blocks: string[]) => blocks.join('\n\n');
const base = article(H, P1, P2, P3);

describe('splitBlocks', () => {
  it('splits on blank lines, keeps a fenced block, a table and a list whole, and a heading on its own', () => {
    const md = [
      '# Le calcul',
      'Premier paragraphe',
      'sur deux lignes.',
      '',
      '```js',
      'const a = 1;',
      '',
      'const b = 2;',
      '```',
      '',
      '| Zone | Loyer plafond |',
      '|---|---|',
      '| 1 | 320 € |',
      '',
      '- un',
      '- deux',
      '',
      '',
      '~~~',
      'texte ``` dedans',
      '',
      '~~~',
    ].join('\n');
    expect(splitBlocks(md)).toEqual([
      '# Le calcul',
      'Premier paragraphe\nsur deux lignes.',
      '```js\nconst a = 1;\n\nconst b = 2;\n```',
      '| Zone | Loyer plafond |\n|---|---|\n| 1 | 320 € |',
      '- un\n- deux',
      '~~~\ntexte ``` dedans\n\n~~~',
    ]);
  });

  it('reads CRLF like LF and ignores surrounding blank lines', () => {
    expect(splitBlocks('\r\n\r\nUn\r\ndeux\r\n\r\nTrois\r\n')).toEqual(['Un\ndeux', 'Trois']);
    expect(splitBlocks('')).toEqual([]);
  });
});

describe('mergeBlocks', () => {
  it('keeps both editors’ changes to different paragraphs', () => {
    const mine = article(H, P1, `${P2} Il est recalculé chaque trimestre.`, P3);
    const theirs = article(H, `${P1} Les étudiants y ont droit aussi.`, P2, P3);
    const m = mergeBlocks(base, mine, theirs);
    expect(m.conflicts).toBe(0);
    expect(m.text).toBe(
      article(H, `${P1} Les étudiants y ont droit aussi.`, `${P2} Il est recalculé chaque trimestre.`, P3),
    );
  });

  it('says where each kept block comes from', () => {
    const mine = article(H, P1, `${P2} (A)`, P3);
    const theirs = article(H, `${P1} (B)`, P2, P3);
    expect(mergeBlocks(base, mine, theirs).chunks).toEqual([
      { kind: 'same', text: H, origin: 'base' },
      { kind: 'same', text: `${P1} (B)`, origin: 'theirs' },
      { kind: 'same', text: `${P2} (A)`, origin: 'mine' },
      { kind: 'same', text: P3, origin: 'base' },
    ]);
    expect(mergeBlocks(base, mine, mine).chunks[1]).toEqual({
      kind: 'same',
      text: `${P2} (A)`,
      origin: 'both',
    });
  });

  it('takes an identical change once', () => {
    const both = article(H, P1, 'Son montant dépend de vos ressources et de votre loyer.', P3);
    const m = mergeBlocks(base, both, both);
    expect(m.conflicts).toBe(0);
    expect(m.text).toBe(both);
  });

  it('makes a conflict of the same paragraph edited differently, with both versions and the base', () => {
    const mine = article(H, P1, `${P2} (version A)`, P3);
    const theirs = article(H, P1, `${P2} (version B)`, P3);
    const m = mergeBlocks(base, mine, theirs);
    expect(m.conflicts).toBe(1);
    expect(m.chunks).toEqual([
      { kind: 'same', text: article(H, P1), origin: 'base' },
      {
        kind: 'conflict',
        base: P2,
        mine: `${P2} (version A)`,
        theirs: `${P2} (version B)`,
        insertion: false,
      },
      { kind: 'same', text: P3, origin: 'base' },
    ]);
    // Default: this editor's version; each choice gives its text.
    expect(m.text).toBe(mine);
    expect(mergedText(m.chunks, ['theirs'])).toBe(theirs);
    expect(mergedText(m.chunks, ['both'])).toBe(article(H, P1, `${P2} (version B)`, `${P2} (version A)`, P3));
  });

  it('deletes a paragraph the other side left untouched, and keeps the other side’s edit elsewhere', () => {
    const mine = article(H, P1, P3);
    const theirs = article(H, P1, P2, `${P3} Voir aussi le guide.`);
    const m = mergeBlocks(base, mine, theirs);
    expect(m.conflicts).toBe(0);
    expect(m.text).toBe(article(H, P1, `${P3} Voir aussi le guide.`));
  });

  it('makes a conflict of a paragraph one side deleted and the other edited', () => {
    const mine = article(H, P1, P3);
    const theirs = article(H, P1, `${P2} Corrigé.`, P3);
    const m = mergeBlocks(base, mine, theirs);
    expect(m.conflicts).toBe(1);
    const conflict = m.chunks.find((c) => c.kind === 'conflict');
    expect(conflict).toEqual({
      kind: 'conflict',
      base: P2,
      mine: '',
      theirs: `${P2} Corrigé.`,
      insertion: false,
    });
    expect(mergedText(m.chunks, ['theirs'])).toBe(theirs);
    expect(mergedText(m.chunks, ['mine'])).toBe(mine);
  });

  it('keeps adjacent paragraphs apart: an edit of the next paragraph is not part of the conflict', () => {
    const mine = article(H, P1, `${P2} (A)`, `${P3} Aussi modifié.`);
    const theirs = article(H, P1, `${P2} (B)`, P3);
    const m = mergeBlocks(base, mine, theirs);
    expect(m.conflicts).toBe(1);
    expect(m.chunks.find((c) => c.kind === 'conflict')).toMatchObject({
      mine: `${P2} (A)`,
      theirs: `${P2} (B)`,
    });
    expect(mergedText(m.chunks, ['both'])).toBe(
      article(H, P1, `${P2} (B)`, `${P2} (A)`, `${P3} Aussi modifié.`),
    );
  });

  it('pairs edited paragraphs by their words when one side also added or removed some next to them', () => {
    // This side: P1 deleted and P2 edited, in one changed region; the other side edits P3.
    const m1 = mergeBlocks(base, article(H, `${P2} Révisé.`, P3), article(H, P1, P2, `${P3} Bis.`));
    expect(m1.conflicts).toBe(0);
    expect(m1.text).toBe(article(H, `${P2} Révisé.`, `${P3} Bis.`));
    // This side: P2 edited and a new paragraph before P3 edited; the other side edits P3 too: only P3 conflicts.
    const mine = article(H, P1, `${P2} Révisé.`, 'Un paragraphe tout neuf, sans rapport.', `${P3} (A)`);
    const m2 = mergeBlocks(base, mine, article(H, P1, P2, `${P3} (B)`));
    expect(m2.conflicts).toBe(1);
    expect(mergedText(m2.chunks, ['theirs'])).toBe(
      article(H, P1, `${P2} Révisé.`, 'Un paragraphe tout neuf, sans rapport.', `${P3} (B)`),
    );
  });

  it('keeps insertions at different places', () => {
    const mine = article(H, 'Nouveau paragraphe en tête.', P1, P2, P3);
    const theirs = article(H, P1, P2, '## Et ensuite ?', P3);
    const m = mergeBlocks(base, mine, theirs);
    expect(m.conflicts).toBe(0);
    expect(m.text).toBe(article(H, 'Nouveau paragraphe en tête.', P1, P2, '## Et ensuite ?', P3));
  });

  it('flags two appends at the end as an insertion conflict whose default keeps both, theirs first', () => {
    const mine = article(base, 'Ma conclusion.');
    const theirs = article(base, 'Leur conclusion.');
    const m = mergeBlocks(base, mine, theirs);
    expect(m.conflicts).toBe(1);
    expect(m.chunks.at(-1)).toMatchObject({ kind: 'conflict', insertion: true, base: '' });
    expect(m.text).toBe(article(base, 'Leur conclusion.', 'Ma conclusion.'));
    const conflict = m.chunks.at(-1);
    if (conflict?.kind !== 'conflict') throw new Error('conflict expected');
    expect(resolveConflict(conflict, 'mine')).toBe('Ma conclusion.');
  });

  it('ignores CRLF and trailing spaces when comparing blocks', () => {
    const mine = `${article(H, P1, P2, P3).replaceAll('\n', '\r\n')}\r\n`;
    const theirs = article(`${H}   `, `${P1}\t`, P2, `${P3} Mis à jour.`);
    const m = mergeBlocks(base, mine, theirs);
    expect(m.conflicts).toBe(0);
    expect(m.text).toBe(article(H, P1, P2, `${P3} Mis à jour.`));
  });

  it('merges a fenced code block as one block, blank lines inside included', () => {
    const code = '```\nligne 1\n\nligne 2\n```';
    const b = article(P1, code, P2);
    const mine = article(P1, code.replace('ligne 2', 'ligne deux'), P2);
    const theirs = article(`${P1} !`, code, P2);
    const m = mergeBlocks(b, mine, theirs);
    expect(m.conflicts).toBe(0);
    expect(m.text).toBe(article(`${P1} !`, '```\nligne 1\n\nligne deux\n```', P2));
  });

  it('merges from an empty base, and when nothing changed', () => {
    expect(mergeBlocks(base, base, base)).toEqual({
      chunks: [{ kind: 'same', text: base, origin: 'base' }],
      conflicts: 0,
      text: base,
    });
    const m = mergeBlocks('', P1, P1);
    expect(m.text).toBe(P1);
    expect(mergeBlocks('', P1, P2).conflicts).toBe(1);
  });

  it('keeps a long article’s unrelated edits apart (LCS beyond common prefix and suffix)', () => {
    const blocks = Array.from({ length: 300 }, (_, i) => `Paragraphe ${i} : texte de l’article.`);
    const mine = [...blocks];
    mine[10] = 'Paragraphe 10 réécrit.';
    mine.splice(200, 1);
    const theirs = [...blocks];
    theirs[250] = 'Paragraphe 250 réécrit.';
    theirs.splice(5, 0, 'Inséré après le 4.');
    const m = mergeBlocks(article(...blocks), article(...mine), article(...theirs));
    expect(m.conflicts).toBe(0);
    const want = [...blocks];
    want[10] = 'Paragraphe 10 réécrit.';
    want[250] = 'Paragraphe 250 réécrit.';
    want.splice(200, 1);
    want.splice(5, 0, 'Inséré après le 4.');
    expect(m.text).toBe(article(...want));
  });
});
