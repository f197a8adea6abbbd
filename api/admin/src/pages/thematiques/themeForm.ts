/** A guide as its editor's form holds it (text fields), and back to the body the server reads. */
import type { Thematic, ThematicBody } from '../../../../routes/admin/thematiques.ts';
import type { FieldSpec } from '../../components/editorial/diff.ts';
import type { FaqItem } from '../../components/FaqEditor.tsx';
import { commaList, numberOrTyped, numberText } from '../../lib/forms.ts';
import { CATEGORY_LABELS, type ThemeCategory, type ThemeStatus } from './categories.ts';

export type ThemeForm = {
  title: string;
  slug: string;
  h1Title: string;
  metaTitle: string;
  metaDescription: string;
  themeCategory: ThemeCategory;
  content: string;
  faq: FaqItem[];
  testimonialText: string;
  testimonialAuthor: string;
  testimonialLocation: string;
  testimonialAmount: string;
  keywords: string;
  related: string;
  status: ThemeStatus;
};

export const blankTheme: ThemeForm = {
  title: '',
  slug: '',
  h1Title: '',
  metaTitle: '',
  metaDescription: '',
  themeCategory: 'guide',
  content: '',
  faq: [],
  testimonialText: '',
  testimonialAuthor: '',
  testimonialLocation: '',
  testimonialAmount: '',
  keywords: '',
  related: '',
  status: 'draft',
};

export const themeToForm = (t: Thematic): ThemeForm => ({
  title: t.title,
  slug: t.slug,
  h1Title: t.h1Title ?? '',
  metaTitle: t.metaTitle ?? '',
  metaDescription: t.metaDescription ?? '',
  themeCategory: t.themeCategory,
  content: t.content,
  faq: t.faq ?? [],
  testimonialText: t.testimonial?.text ?? '',
  testimonialAuthor: t.testimonial?.author ?? '',
  testimonialLocation: t.testimonial?.location ?? '',
  testimonialAmount: numberText(t.testimonial?.amount),
  keywords: (t.targetKeywords ?? []).join(', '),
  related: (t.relatedSlugs ?? []).join(', '),
  status: t.status,
});

/** The form from a body (pending changes, a revision). */
export const themeBodyToForm = (t: ThematicBody): ThemeForm => ({
  title: t.title,
  slug: t.slug ?? '',
  h1Title: t.h1Title ?? '',
  metaTitle: t.metaTitle ?? '',
  metaDescription: t.metaDescription ?? '',
  themeCategory: t.themeCategory,
  content: t.content ?? '',
  faq: t.faq ?? [],
  testimonialText: t.testimonial?.text ?? '',
  testimonialAuthor: t.testimonial?.author ?? '',
  testimonialLocation: t.testimonial?.location ?? '',
  testimonialAmount: numberText(t.testimonial?.amount),
  keywords: (t.targetKeywords ?? []).join(', '),
  related: (t.relatedSlugs ?? []).join(', '),
  status: t.status,
});

/** What the editor shows: the pending changes of a live guide when there are some, the guide otherwise. */
export const themeDetailToForm = (t: Thematic): ThemeForm =>
  t.pending ? themeBodyToForm(t.pending.data) : themeToForm(t);

/** Autosaved only with a title (the server refuses a guide without one). */
export const themeAutosavable = (v: ThemeForm) => v.title.trim() !== '';

/** The fields as the merge screen and the history name them. */
export const THEME_FIELDS: Array<FieldSpec<ThemeForm>> = [
  { key: 'title', label: 'Titre' },
  { key: 'h1Title', label: 'Titre H1' },
  { key: 'slug', label: 'Adresse (slug)' },
  { key: 'content', label: 'Contenu', long: true },
  { key: 'faq', label: 'FAQ', long: true },
  { key: 'testimonialText', label: 'Témoignage', long: true },
  { key: 'testimonialAuthor', label: 'Auteur du témoignage' },
  { key: 'testimonialLocation', label: 'Lieu du témoignage' },
  { key: 'testimonialAmount', label: 'Montant du témoignage (€ / mois)' },
  { key: 'status', label: 'Statut', show: (v) => STATUS_NAMES[v as ThemeStatus] ?? String(v) },
  {
    key: 'themeCategory',
    label: 'Catégorie',
    show: (v) => CATEGORY_LABELS[v as ThemeCategory] ?? String(v),
  },
  { key: 'metaTitle', label: 'Titre SEO' },
  { key: 'metaDescription', label: 'Description SEO' },
  { key: 'keywords', label: 'Mots-clés' },
  { key: 'related', label: 'Pages liées' },
];

const STATUS_NAMES: Record<ThemeStatus, string> = {
  draft: 'Brouillon',
  published: 'Publiée',
  archived: 'Archivée',
};

type Testimonial = NonNullable<ThematicBody['testimonial']>;
/** An amount typed badly is sent as typed, for the server's French message. */
type Body = Omit<ThematicBody, 'testimonial'> & {
  testimonial: (Omit<Testimonial, 'amount'> & { amount: Testimonial['amount'] | string }) | null;
};

export function themeBody(v: ThemeForm): Body {
  return {
    title: v.title,
    slug: v.slug,
    h1Title: v.h1Title,
    metaTitle: v.metaTitle,
    metaDescription: v.metaDescription,
    themeCategory: v.themeCategory,
    content: v.content,
    faq: v.faq,
    testimonial: v.testimonialText
      ? {
          text: v.testimonialText,
          author: v.testimonialAuthor,
          location: v.testimonialLocation,
          amount: numberOrTyped(v.testimonialAmount),
        }
      : null,
    targetKeywords: commaList(v.keywords),
    relatedSlugs: commaList(v.related),
    status: v.status,
  };
}
