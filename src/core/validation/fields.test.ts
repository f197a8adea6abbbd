import { describe, expect, it } from 'vitest';
import {
  aidDateSchema,
  assetsSchema,
  birthDateSchema,
  chargesSchema,
  childrenSchema,
  estDateValide,
  housingSchema,
  incomeSchema,
  inseeCodeSchema,
  postalCodeSchema,
  redevanceSchema,
  rentSchema,
  salaryBeforeUnemploymentSchema,
  statusSchema,
  unemploymentStartSchema,
  zoneSchema,
} from './fields.ts';
import { MESSAGES, MESSAGES_LIEU } from './messages.ts';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('schémas de champs', () => {
  it('loyer : au-dessus de 0 et au plus 10 000 €, sinon le message du cahier des charges', () => {
    expect(rentSchema.safeParse(450).success).toBe(true);
    expect(rentSchema.safeParse(10_000).success).toBe(true);
    for (const bad of [0, -5, 10_000.01, Number.NaN, Number.POSITIVE_INFINITY, '450', null, undefined]) {
      const r = rentSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(message(r)).toBe('Veuillez entrer un loyer valide (entre 1€ et 10 000€)');
    }
  });

  it('charges : de 0 à 5 000 €', () => {
    expect(chargesSchema.safeParse(0).success).toBe(true);
    expect(message(chargesSchema.safeParse(5001))).toBe(MESSAGES.charges);
  });

  it('revenu : de 0 à 100 000 €', () => {
    expect(incomeSchema.safeParse(0).success).toBe(true);
    expect(incomeSchema.safeParse(100_000).success).toBe(true);
    expect(message(incomeSchema.safeParse(1e9))).toBe(
      'Veuillez entrer un revenu valide (entre 0€ et 100 000€)',
    );
    expect(message(incomeSchema.safeParse(-1))).toBe(MESSAGES.revenu);
  });

  it('enfants : entier de 0 à 20', () => {
    expect(childrenSchema.safeParse(3).success).toBe(true);
    for (const bad of [-1, 1.5, 21, '2'])
      expect(message(childrenSchema.safeParse(bad))).toBe(MESSAGES.enfants);
  });

  it('statut et zone : valeurs connues seulement', () => {
    expect(statusSchema.safeParse('rsa').success).toBe(true);
    expect(message(statusSchema.safeParse('retired'))).toBe(MESSAGES.statut);
    expect(zoneSchema.safeParse(3).success).toBe(true);
    expect(message(zoneSchema.safeParse(4))).toBe(MESSAGES.zone);
    expect(message(zoneSchema.safeParse('1'))).toBe(MESSAGES.zone);
  });

  it('code postal : requis, 5 chiffres', () => {
    expect(postalCodeSchema.safeParse(' 75001 ').data).toBe('75001');
    expect(message(postalCodeSchema.safeParse(''))).toBe('Veuillez entrer un code postal');
    expect(message(postalCodeSchema.safeParse(undefined))).toBe('Veuillez entrer un code postal');
    expect(message(postalCodeSchema.safeParse('7500'))).toBe(
      'Veuillez entrer un code postal valide (5 chiffres)',
    );
    expect(message(postalCodeSchema.safeParse('75A01'))).toBe(MESSAGES.codePostalFormat);
  });

  it('code INSEE : 5 caractères, Corse comprise', () => {
    expect(inseeCodeSchema.safeParse('2A004').success).toBe(true);
    expect(inseeCodeSchema.safeParse('75056').success).toBe(true);
    expect(message(inseeCodeSchema.safeParse('7505'))).toBe(MESSAGES.codeInsee);
  });

  it('date de naissance : âge de 16 à 100 ans par différence d’années avec la date de référence', () => {
    const s = birthDateSchema('2026-11-22');
    expect(s.safeParse('2010-12-31').success).toBe(true); // 2026 − 2010 = 16
    expect(s.safeParse('1926-01-01').success).toBe(true); // 100
    for (const bad of ['2011-01-01', '1925-12-31', '2030-01-01', '2000-02-30', '15/03/2000', '', 12]) {
      expect(message(s.safeParse(bad))).toBe(
        'Veuillez entrer une date de naissance valide (âge entre 16 et 100 ans)',
      );
    }
  });

  it('mois de l’aide : AAAA-MM ou AAAA-MM-JJ existant', () => {
    expect(aidDateSchema.safeParse('2025-10').success).toBe(true);
    expect(aidDateSchema.safeParse('2025-10-15').success).toBe(true);
    expect(message(aidDateSchema.safeParse('2025-13'))).toBe(MESSAGES.moisAide);
    expect(aidDateSchema.safeParse('2025-02-29').success).toBe(false);
    expect(estDateValide('2024-02-29')).toBe(true);
  });
});

describe('schémas des champs du logement, du chômage et de l’épargne', () => {
  it('type de logement, redevance, épargne, salaire avant le chômage', () => {
    expect(housingSchema.safeParse('crous').success).toBe(true);
    expect(message(housingSchema.safeParse('hlm'))).toBe(MESSAGES.logement);
    expect(redevanceSchema.safeParse(365).success).toBe(true);
    expect(message(redevanceSchema.safeParse(0))).toBe(MESSAGES.redevance);
    expect(assetsSchema.safeParse(30_001).success).toBe(true);
    expect(message(assetsSchema.safeParse(-1))).toBe(MESSAGES.epargne);
    expect(message(salaryBeforeUnemploymentSchema.safeParse(100_001))).toBe(MESSAGES.salaireAvantChomage);
  });

  it('date de début du chômage : une date du calendrier', () => {
    expect(unemploymentStartSchema.safeParse('2024-12-28').success).toBe(true);
    for (const bad of ['2024-13-01', '28/12/2024', 20241228]) {
      expect(message(unemploymentStartSchema.safeParse(bad))).toBe(MESSAGES.debutChomage);
    }
  });

  it('les messages du lieu sont ceux de MESSAGES', () => {
    for (const [k, v] of Object.entries(MESSAGES_LIEU)) expect(MESSAGES[k as keyof typeof MESSAGES]).toBe(v);
  });
});
