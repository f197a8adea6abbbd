import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, plainParagraph, sanitize } from './html.ts';

/** The full path: Markdown, then the sanitiser. The shortcut must give exactly this. */
const slow = (markdown: string) => sanitize(marked.parse(markdown, { async: false }));

describe('plainParagraph', () => {
  it('gives what Markdown and the sanitiser give for plain prose', () => {
    const lines = [
      'Saint-Denis est en zone 1. Pour une personne seule, le loyer plafond retenu par la CAF y est de 333,14\u00a0€ hors charges par mois (barème au 1er octobre 2025).',
      "Un étudiant seul de moins de 28 ans, non boursier, dont le loyer hors charges atteint le plafond de 1\u202f234,56\u00a0€, peut recevoir 250\u00a0€ par mois, et 270\u00a0€ s'il est boursier.",
      "L'Haÿ-les-Roses (Val-de-Marne) : 12 % d’aide ; « oui » — et – non !",
      'Le simulateur officiel de la CAF, sur caf.fr, applique les barèmes de l’outre-mer ; seule la CAF fixe le montant de votre aide.',
      'Ça va ? Œuvre, 3 ans.',
    ];
    for (const line of lines) {
      expect(plainParagraph(line)).toBe(slow(line));
      expect(markdownToSafeHtml(line)).toBe(slow(line));
    }
  });

  it('leaves anything with Markdown or HTML syntax to the full path', () => {
    const lines = [
      '1. une liste',
      '- une puce',
      'Voir www.caf.fr pour la suite',
      'Un *mot* en italique',
      'Un_mot',
      'Un lien [caf](https://caf.fr)',
      'a <b>gras</b>',
      'a & b',
      'Deux\nlignes',
      'Espace final ',
      'Un "guillemet"',
      '# Titre',
      ' Indenté',
      'caf.fr/aides',
    ];
    for (const line of lines) {
      expect(plainParagraph(line)).toBeNull();
      expect(markdownToSafeHtml(line)).toBe(slow(line));
    }
  });

  it('still drops what the sanitiser drops', () => {
    expect(markdownToSafeHtml('Texte <script>alert(1)</script> [x](javascript:alert(1))')).not.toMatch(
      /script|javascript/,
    );
  });
});
