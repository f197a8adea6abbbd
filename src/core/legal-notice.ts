/**
 * The legal notice's identity block (LCEN art. 6 III and 19: who publishes the site, who directs the publication,
 * who hosts it), entered by the operator in the back-office as a site setting (issue 29). Visitors never read a
 * placeholder: the page shows the fields filled in and, while some are missing, says so calmly; the back-office
 * dashboard lists what is missing. Pure: the admin API validates with `legalNoticeSchema`, the build renders with
 * `legalNoticeMissing` and `withoutIdentitySections`.
 */
import { z } from 'zod';

const field = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} : ${max} caractères au plus`)
    // No line breaks or control characters: each field is one line of the page.
    .regex(/^[^\p{Cc}]*$/u, `${label} : une seule ligne, sans caractère de contrôle`);

export const LEGAL_NOTICE_FIELDS = {
  publisherName: 'Éditeur (nom ou raison sociale)',
  publisherLegalForm: 'Forme juridique',
  publisherAddress: 'Adresse de l’éditeur',
  publisherRegistration: 'Immatriculation (RCS, SIREN…)',
  director: 'Directeur ou directrice de la publication',
  hostName: 'Hébergeur',
  hostAddress: 'Adresse de l’hébergeur',
  hostPhone: 'Téléphone de l’hébergeur',
} as const;
export type LegalNoticeField = keyof typeof LEGAL_NOTICE_FIELDS;

/** What the operator saves; every field may be empty while being filled in. */
export const legalNoticeSchema = z.strictObject({
  publisherName: field(LEGAL_NOTICE_FIELDS.publisherName, 200),
  publisherLegalForm: field(LEGAL_NOTICE_FIELDS.publisherLegalForm, 120),
  publisherAddress: field(LEGAL_NOTICE_FIELDS.publisherAddress, 300),
  publisherRegistration: field(LEGAL_NOTICE_FIELDS.publisherRegistration, 120),
  director: field(LEGAL_NOTICE_FIELDS.director, 200),
  hostName: field(LEGAL_NOTICE_FIELDS.hostName, 200),
  hostAddress: field(LEGAL_NOTICE_FIELDS.hostAddress, 300),
  hostPhone: field(LEGAL_NOTICE_FIELDS.hostPhone, 40),
});
export type LegalNotice = z.infer<typeof legalNoticeSchema>;

export const EMPTY_LEGAL_NOTICE: LegalNotice = {
  publisherName: '',
  publisherLegalForm: '',
  publisherAddress: '',
  publisherRegistration: '',
  director: '',
  hostName: '',
  hostAddress: '',
  hostPhone: '',
};

/**
 * The fields the law asks for that are still empty (the legal form and the registration apply only to a company:
 * optional). Nothing saved yet: all of them.
 */
export function legalNoticeMissing(notice: LegalNotice | null): LegalNoticeField[] {
  const required: LegalNoticeField[] = [
    'publisherName',
    'publisherAddress',
    'director',
    'hostName',
    'hostAddress',
    'hostPhone',
  ];
  return required.filter((k) => !notice?.[k]);
}

/** « Nom, forme, adresse, immatriculation »: the filled-in parts of a line, in order. */
export const joinFilled = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join(', ');

/**
 * The editorial text of the legal notice without the sections the identity block now gives (« Éditeur du site »,
 * « Hébergement ») and without any line still holding a « [à compléter …] » placeholder (older stores seeded it).
 */
export function withoutIdentitySections(markdown: string): string {
  const out: string[] = [];
  let skipping = false;
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) skipping = /^(éditeur du site|hébergement)\s*$/i.test(heading[1] ?? '');
    if (skipping || /\[à compléter/i.test(line)) continue;
    out.push(line);
  }
  return out.join('\n').replace(/^\s+/, '');
}
