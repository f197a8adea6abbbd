/** An article as its editor's form holds it, and back to the body of POST /articles and PUT /articles/:id. */
import type { Article, ArticleBody } from '../../../../routes/admin/articles.ts';

export type ArticleForm = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  author: string;
  featuredImageId: number | null;
  categoryId: string;
  tagIds: number[];
  featured: boolean;
};

export const emptyArticle: ArticleForm = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  metaTitle: '',
  metaDescription: '',
  author: '',
  featuredImageId: null,
  categoryId: '',
  tagIds: [],
  featured: false,
};

/** The form from a body (pending changes, a revision) or from the article itself, whose fields are the same. */
export function articleToForm(a: ArticleBody): ArticleForm {
  return {
    title: a.title,
    slug: a.slug ?? '',
    excerpt: a.excerpt ?? '',
    content: a.content ?? '',
    metaTitle: a.metaTitle ?? '',
    metaDescription: a.metaDescription ?? '',
    author: a.author ?? '',
    featuredImageId: a.featuredImageId ?? null,
    categoryId: a.categoryId ? String(a.categoryId) : '',
    tagIds: a.tagIds ?? [],
    featured: a.featured ?? false,
  };
}

/** What the editor shows: the pending changes of a live article when there are some, the article otherwise. */
export const articleDetailToForm = (a: Article): ArticleForm => articleToForm(a.pending?.data ?? a);

/** Autosaved only with a title (the server refuses an article without one). */
export const articleAutosavable = (v: ArticleForm) => v.title.trim() !== '';

export function articleBody(v: ArticleForm): ArticleBody {
  return { ...v, categoryId: v.categoryId ? Number(v.categoryId) : null };
}
