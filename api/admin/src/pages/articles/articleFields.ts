/** The fields of the article editor as the merge screen and the history name them (categories and tags by name). */
import type { TaxonomyList } from '../../../../routes/admin/taxonomy.ts';
import type { FieldSpec } from '../../components/editorial/diff.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import type { ArticleForm } from './articleForm.ts';

const nameOf = (list: TaxonomyList | null, id: number) =>
  list?.items.find((t) => t.id === id)?.name ?? `n° ${id}`;

export function useArticleFields(): Array<FieldSpec<ArticleForm>> {
  const categories = useLoad<TaxonomyList>('/api/admin/categories').data;
  const tags = useLoad<TaxonomyList>('/api/admin/tags').data;
  return [
    { key: 'title', label: 'Titre' },
    { key: 'slug', label: 'Adresse (slug)' },
    { key: 'excerpt', label: 'Chapô', long: true },
    { key: 'content', label: 'Contenu', long: true },
    {
      key: 'categoryId',
      label: 'Catégorie',
      show: (v) => (v ? nameOf(categories, Number(v)) : 'Aucune'),
    },
    {
      key: 'tagIds',
      label: 'Étiquettes',
      show: (v) => (v as number[]).map((id) => nameOf(tags, id)).join(', ') || 'Aucune',
    },
    { key: 'featured', label: 'À la une' },
    { key: 'author', label: 'Auteur' },
    {
      key: 'featuredImageId',
      label: 'Image',
      show: (v) => (v ? `Image n° ${v}` : 'Aucune'),
    },
    { key: 'metaTitle', label: 'Titre SEO' },
    { key: 'metaDescription', label: 'Description SEO' },
  ];
}
