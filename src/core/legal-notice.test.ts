import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEGAL_NOTICE,
  joinFilled,
  legalNoticeMissing,
  legalNoticeSchema,
  withoutIdentitySections,
} from './legal-notice.ts';

/** The editorial text as content/editorial/pages/legal-notice.md seeds it (the built page: tests/e2e/legal-notice.test.ts). */
const seeded = `## Éditeur du site

APL Simulateur est un service en ligne gratuit et indépendant.

- **Éditeur** : [à compléter par l'administrateur : raison sociale ou nom]
- **Directeur de la publication** : [à compléter]
- **Contact** : par le [formulaire de contact](/contact)

## Hébergement

- **Hébergeur** : [à compléter par l'administrateur : nom, adresse et téléphone de l'hébergeur]

## Indépendance

APL Simulateur n'est ni la CAF, ni la MSA.

## Sources des données

Sources.

## Propriété intellectuelle

Textes.

## Responsabilité

Erreurs.

## Données personnelles et cookies

Voir la [politique de confidentialité](/privacy-policy).
`;

describe('the legal notice', () => {
  it('drops the identity sections and every « [à compléter] » of the editorial text, and keeps the rest', () => {
    expect(seeded).toContain('[à compléter');
    const rest = withoutIdentitySections(seeded);
    expect(rest).not.toMatch(/à compléter|Éditeur du site|## Hébergement|Hébergeur/);
    expect(rest.startsWith('## Indépendance')).toBe(true);
    for (const kept of [
      '## Sources des données',
      '## Propriété intellectuelle',
      '## Responsabilité',
      'privacy-policy',
    ])
      expect(rest).toContain(kept);
    // A placeholder anywhere else goes too.
    expect(withoutIdentitySections('## Autre\n- Siège : [à compléter]\n- Ligne gardée')).toBe(
      '## Autre\n- Ligne gardée',
    );
  });

  it('lists the fields the law asks for while they are empty', () => {
    expect(legalNoticeMissing(null)).toHaveLength(6);
    expect(legalNoticeMissing(EMPTY_LEGAL_NOTICE)).toEqual(legalNoticeMissing(null));
    const filled = legalNoticeSchema.parse({
      ...EMPTY_LEGAL_NOTICE,
      publisherName: ' Camille Martin ',
      publisherAddress: '1 rue X, 75001 Paris',
      director: 'Camille Martin',
      hostName: 'Hébergeur SAS',
      hostAddress: '2 rue Y, 59100 Roubaix',
      hostPhone: '01 02 03 04 05',
    });
    expect(filled.publisherName).toBe('Camille Martin');
    expect(legalNoticeMissing(filled)).toEqual([]);
    expect(legalNoticeMissing({ ...filled, hostPhone: '' })).toEqual(['hostPhone']);
    expect(joinFilled('A', '', 'B ', '  ')).toBe('A, B ');
  });

  it('refuses a field on several lines, too long, or an unknown field', () => {
    expect(legalNoticeSchema.safeParse({ ...EMPTY_LEGAL_NOTICE, director: 'a\nb' }).success).toBe(false);
    expect(legalNoticeSchema.safeParse({ ...EMPTY_LEGAL_NOTICE, hostPhone: '1'.repeat(41) }).success).toBe(
      false,
    );
    expect(legalNoticeSchema.safeParse({ ...EMPTY_LEGAL_NOTICE, other: '' }).success).toBe(false);
  });
});
