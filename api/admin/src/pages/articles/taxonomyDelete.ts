/**
 * The question asked before deleting a category or a tag: how many articles use it and what becomes of them
 * (they stay as they are, published or draft, without it; the site is rebuilt).
 */

export type TaxonKind = 'categories' | 'tags';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** What happens to the articles: « ils resteront publiés », « il restera en brouillon »… */
function stays(count: number, published: number): string {
  const verb = plural(count, 'il restera', 'ils resteront');
  if (published === count) return `${verb} ${plural(count, 'publié', 'publiés')}`;
  if (published === 0) return `${verb} en brouillon`;
  const drafts = count - published;
  return `${verb} tels quels (${published} ${plural(published, 'publié', 'publiés')}, ${drafts} en brouillon)`;
}

export function deleteQuestion(
  kind: TaxonKind,
  taxon: { name: string; articleCount: number; publishedCount: number },
): string {
  const { name, articleCount: n, publishedCount: p } = taxon;
  const what = kind === 'categories' ? 'la catégorie' : 'l’étiquette';
  const ask = `Supprimer ${what} « ${name} » ?`;
  if (n === 0) return `Aucun article n’utilise ${what} « ${name} ». ${ask}`;
  const articles = `${n} ${plural(n, 'article', 'articles')}`;
  const uses =
    kind === 'categories'
      ? `${articles} ${plural(n, 'est', 'sont')} dans cette catégorie`
      : `${articles} ${plural(n, 'porte', 'portent')} cette étiquette`;
  const without = kind === 'categories' ? 'sans catégorie' : 'sans cette étiquette';
  return `${uses} : ${stays(n, p)}, ${without}. ${ask}`;
}
