import { describe, expect, it } from 'vitest';
import { deleteQuestion } from './taxonomyDelete.ts';

const taxon = (articleCount: number, publishedCount: number) => ({
  name: 'Budget',
  articleCount,
  publishedCount,
});

describe('the question before deleting a category or a tag', () => {
  it('says how many articles are in the category and that they stay published without it', () => {
    expect(deleteQuestion('categories', taxon(4, 4))).toBe(
      '4 articles sont dans cette catégorie : ils resteront publiés, sans catégorie. Supprimer la catégorie « Budget » ?',
    );
    expect(deleteQuestion('categories', taxon(1, 1))).toBe(
      '1 article est dans cette catégorie : il restera publié, sans catégorie. Supprimer la catégorie « Budget » ?',
    );
  });

  it('tells drafts from published articles', () => {
    expect(deleteQuestion('categories', taxon(2, 0))).toContain('ils resteront en brouillon, sans catégorie');
    expect(deleteQuestion('categories', taxon(5, 3))).toContain(
      'ils resteront tels quels (3 publiés, 2 en brouillon), sans catégorie',
    );
  });

  it('speaks of tags as tags', () => {
    expect(deleteQuestion('tags', taxon(3, 3))).toBe(
      '3 articles portent cette étiquette : ils resteront publiés, sans cette étiquette. Supprimer l’étiquette « Budget » ?',
    );
  });

  it('says so when no article uses it', () => {
    expect(deleteQuestion('categories', taxon(0, 0))).toBe(
      'Aucun article n’utilise la catégorie « Budget ». Supprimer la catégorie « Budget » ?',
    );
  });
});
