/** A city page as its editor's form holds it (text fields), and back to the body of PUT /cities/:id. */
import type { CityBody, CityPage } from '../../../../routes/admin/cities.ts';
import type { FieldSpec } from '../../components/editorial/diff.ts';
import type { FaqItem } from '../../components/FaqEditor.tsx';
import { type AsTyped, lines, numberOrTyped, numberText } from '../../lib/forms.ts';

export type CityForm = {
  slug: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
  populationEtudiante: string;
  averageRent: string;
  averageRentYear: string;
  averageRentSource: string;
  universities: string;
  cafAddress: string;
  cafPhone: string;
  cafHours: string;
  cafUrl: string;
  faq: FaqItem[];
  status: CityPage['status'];
};

export function cityToForm(c: CityPage): CityForm {
  return {
    slug: c.slug,
    metaTitle: c.metaTitle ?? '',
    metaDescription: c.metaDescription ?? '',
    content: c.content ?? '',
    populationEtudiante: numberText(c.populationEtudiante),
    averageRent: numberText(c.averageRent),
    averageRentYear: numberText(c.averageRentYear),
    averageRentSource: c.averageRentSource ?? '',
    universities: (c.featuredUniversities ?? []).join('\n'),
    cafAddress: c.cafContact?.address ?? '',
    cafPhone: c.cafContact?.phone ?? '',
    cafHours: c.cafContact?.hours ?? '',
    cafUrl: c.cafContact?.url ?? '',
    faq: c.faq ?? [],
    status: c.status,
  };
}

/** The form from a body (pending changes, a revision). */
export function cityBodyToForm(b: CityBody): CityForm {
  const url = b.cafContact?.url;
  return {
    slug: b.slug,
    metaTitle: b.metaTitle ?? '',
    metaDescription: b.metaDescription ?? '',
    content: b.content ?? '',
    populationEtudiante: numberText(b.populationEtudiante),
    averageRent: numberText(b.averageRent),
    averageRentYear: numberText(b.averageRentYear),
    averageRentSource: b.averageRentSource ?? '',
    universities: (b.featuredUniversities ?? []).join('\n'),
    cafAddress: b.cafContact?.address ?? '',
    cafPhone: b.cafContact?.phone ?? '',
    cafHours: b.cafContact?.hours ?? '',
    cafUrl: typeof url === 'string' ? url : '',
    faq: b.faq ?? [],
    status: b.status,
  };
}

/** What the editor shows: the pending changes of a live page when there are some, the page otherwise. */
export const cityDetailToForm = (c: CityPage): CityForm =>
  c.pending ? cityBodyToForm(c.pending.data) : cityToForm(c);

/** Autosaved only with an address the server can accept. */
export const cityAutosavable = (v: CityForm) => /^apl-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v.slug.trim());

/** The fields as the merge screen and the history name them. */
export const CITY_FIELDS: Array<FieldSpec<CityForm>> = [
  { key: 'content', label: 'Texte de la page', long: true },
  { key: 'universities', label: 'Universités mises en avant', long: true },
  { key: 'faq', label: 'Questions fréquentes', long: true },
  { key: 'status', label: 'Statut', show: (v) => (v === 'published' ? 'Publiée' : 'Brouillon') },
  { key: 'populationEtudiante', label: "Nombre d'étudiants" },
  { key: 'averageRent', label: 'Loyer moyen (€ / mois)' },
  { key: 'averageRentYear', label: 'Année du loyer moyen' },
  { key: 'averageRentSource', label: 'Source du loyer moyen' },
  { key: 'cafAddress', label: 'Adresse CAF' },
  { key: 'cafPhone', label: 'Téléphone CAF' },
  { key: 'cafHours', label: 'Horaires CAF' },
  { key: 'cafUrl', label: 'Site web CAF' },
  { key: 'slug', label: 'Adresse (slug)' },
  { key: 'metaTitle', label: 'Titre SEO' },
  { key: 'metaDescription', label: 'Description SEO' },
];

type Body = AsTyped<CityBody, 'populationEtudiante' | 'averageRent' | 'averageRentYear'>;

export function cityBody(v: CityForm): Body {
  return {
    slug: v.slug,
    metaTitle: v.metaTitle,
    metaDescription: v.metaDescription,
    content: v.content,
    populationEtudiante: numberOrTyped(v.populationEtudiante),
    averageRent: numberOrTyped(v.averageRent),
    averageRentYear: numberOrTyped(v.averageRentYear),
    averageRentSource: v.averageRentSource,
    featuredUniversities: lines(v.universities),
    cafContact: { address: v.cafAddress, phone: v.cafPhone, hours: v.cafHours, url: v.cafUrl },
    faq: v.faq,
    status: v.status,
  };
}
