/** A city page as its editor's form holds it (text fields), and back to the body of PUT /cities/:id. */
import type { CityBody, CityPage } from '../../../../routes/admin/cities.ts';
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
