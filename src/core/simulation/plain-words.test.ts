/**
 * A result in plain words (issue 29): the three sentences under the amount, on real cases — a student above the
 * rent ceiling, an employee under it, a CROUS resident and a foyer resident of the reference set
 * (tests/fixtures/apl/oracle-situations-dev.jsonl, OpenFisca-France 176.0.7), a refusal — and the residence's
 * last explained step, which adds up from the formula to the amount paid.
 */
import { describe, expect, it } from 'vitest';
import { computeAid } from '../apl/explained.ts';
import type { EntreeMoteur, ResultatAide } from '../apl/types.ts';
import type { FormData } from './form.ts';
import { plainLines, plainLinesFor } from './plain-words.ts';

const rental = { furnished: false, chambre: false, conventionne: false, colocation: false, children: 0 };

/** The sentences with ordinary spaces (the figures are written with non-breaking ones). */
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const lines = (r: ResultatAide, locale: 'fr' | 'en' = 'fr') => plainLines(r, locale).map(spaced);

function computed(e: Partial<EntreeMoteur>, month: string): ResultatAide {
  const c = computeAid(e as EntreeMoteur, month);
  if (!c.ok) throw new Error(`calcul refusé : ${c.code}`);
  return c.result;
}

/** dev-crous-001: a CROUS student in Caen, not a grant holder (APL in a residence). */
const crous001: Partial<EntreeMoteur> = {
  zone: 2,
  housing: 'crous',
  redevance: 478,
  furnished: true,
  chambre: false,
  conventionne: true,
  colocation: false,
  birthDate: '2006-06-04',
  status: 'student',
  boursier: false,
  livingAlone: true,
  children: 0,
  income: 1104,
};

describe('a result in plain words', () => {
  it('a student above the ceiling: the ceiling retained, the student flat rate, what is left to pay', () => {
    const r = computed(
      {
        ...rental,
        zone: 2,
        rent: 450,
        charges: 50,
        birthDate: '2004-05-10',
        status: 'student',
        boursier: false,
        livingAlone: true,
        income: 0,
      },
      '2025-12',
    );
    expect(r.montantFinal).toBeGreaterThan(0);
    // The zone 2 ceiling for one person and the student flat rate, as OpenFisca computes them (dev-crous-000).
    expect(lines(r)).toEqual([
      'Votre loyer de 450 € dépasse le plafond de 290,34 € : la CAF retient 290,34 €.',
      'La CAF compte un forfait de 8 600 € de ressources par an pour un étudiant.',
      `Il vous reste ${r.intermediaires.participationPersonnelle.toFixed(2).replace('.', ',')} € de participation personnelle par mois.`,
    ]);
    expect(lines(r, 'en')[0]).toBe(
      'Your rent of €450 is above the ceiling of €290.34: the CAF counts €290.34.',
    );
  });

  it('an employee under the ceiling: the whole rent, the resources counted, the personal contribution', () => {
    const r = computed(
      {
        ...rental,
        zone: 2,
        rent: 280,
        charges: 40,
        birthDate: '1990-05-10',
        status: 'employee',
        livingAlone: true,
        income: 1100,
      },
      '2025-12',
    );
    const [rent, resources, left] = lines(r);
    expect(rent).toBe(
      'Votre loyer de 280 € ne dépasse pas le plafond de 290,34 € : la CAF le retient en entier.',
    );
    expect(resources).toMatch(
      /^La CAF compte [\d ]+ € de ressources par an : vos revenus des 12 mois de référence/,
    );
    expect(resources).toContain(`${String(r.intermediaires.ressources).replace(/\B(?=(\d{3})+$)/g, ' ')} €`);
    expect(left).toMatch(/^Il vous reste \d+,\d\d € de participation personnelle par mois/);
    // The figure is the engine's, to the cent.
    expect(left).toContain(r.intermediaires.participationPersonnelle.toFixed(2).replace('.', ','));
  });

  it('a CROUS resident (dev-crous-001): the fee above its ceiling, the flat rate, the share the aid covers', () => {
    const r = computed(crous001, '2025-12');
    expect(r.montant).toBeCloseTo(253.44, 2);
    expect(lines(r)).toEqual([
      'Votre redevance de 478 € dépasse le plafond de 456,15 € : la CAF retient 456,15 €.',
      'La CAF compte un forfait de 6 600 € de ressources par an pour un étudiant.',
      'Selon vos ressources, l’aide couvre 68 % de ce qui dépasse 79,15 € par mois.',
    ]);
  });

  it('a foyer resident (dev-foyer-000): the fee under its ceiling, the income counted', () => {
    const r = computed(
      {
        zone: 3,
        housing: 'foyer',
        redevance: 438,
        furnished: true,
        chambre: false,
        conventionne: true,
        colocation: false,
        birthDate: '2001-08-12',
        status: 'other',
        livingAlone: false,
        children: 0,
        income: 1328,
      },
      '2026-11',
    );
    expect(r.montant).toBeCloseTo(58.53, 2);
    const said = lines(r);
    expect(said[0]).toBe(
      'Votre redevance de 438 € ne dépasse pas le plafond de 503,57 € : la CAF la retient en entier.',
    );
    expect(said[1]).toMatch(/^La CAF compte 14 400 € de ressources par an/);
    expect(said[2]).toBe('Selon vos ressources, l’aide couvre 44 % de ce qui dépasse 294,13 € par mois.');
  });

  it('a furnished rent counts for less: the sentence says what it counts for', () => {
    const input = {
      ...rental,
      furnished: true,
      zone: 2,
      rent: 480,
      charges: 40,
      birthDate: '2005-06-01',
      status: 'student',
      boursier: true,
      livingAlone: true,
      income: 350,
    } as const;
    const r = computed(input, '2025-12');
    expect(r.intermediaires.loyerReel).toBe(320);
    expect(plainLines({ ...r, declaredRent: 480 }).map(spaced)[0]).toBe(
      'Votre loyer meublé de 480 € compte pour 320 €, au-dessus du plafond de 290,34 € : la CAF retient 290,34 €.',
    );
  });

  it('a refusal for resources: the personal contribution covers the whole rent retained', () => {
    const r = computed(
      {
        ...rental,
        zone: 2,
        rent: 450,
        charges: 50,
        birthDate: '1990-05-10',
        status: 'employee',
        livingAlone: true,
        income: 3000,
      },
      '2025-12',
    );
    expect(r.montantFinal).toBe(0);
    expect(r.refusCode).toBe('RESSOURCES_TROP_ELEVEES');
    expect(lines(r)[2]).toMatch(
      /^Votre participation personnelle de [\d ]+,\d\d € par mois couvre à elle seule le loyer retenu et les charges \([\d ]+,\d\d €\) : pas d’aide\.$/,
    );
  });

  it('no plain words when a condition of entitlement is not met: the verdict says why', () => {
    const r = computed(
      { ...crous001, landlordRelative: true, housing: undefined, rent: 400, charges: 0 },
      '2025-12',
    );
    expect(r.refusCode).toBe('BAILLEUR_FAMILLE');
    expect(lines(r)).toEqual([]);
  });

  it('from the answers shown, a shared recap without birth date included', () => {
    const form: FormData = {
      zone: 2,
      housing: 'crous',
      redevance: 478,
      furnished: true,
      chambre: false,
      conventionne: true,
      birthDate: '2006-06-04',
      status: 'student',
      boursier: false,
      livingAlone: true,
      children: 0,
      income: 1104,
    };
    const r = computed(crous001, '2025-12');
    const shown = { montant: r.montant, montantFinal: r.montantFinal, calculatedFor: '2025-12' };
    expect(plainLinesFor(form, shown)).toEqual(plainLines(r));
    const { birthDate: _, ...recap } = form;
    expect(plainLinesFor(recap, shown)).toEqual(plainLines(r));
    // Answers that do not give the amount shown: nothing rather than another case's words.
    expect(plainLinesFor(form, { ...shown, montantFinal: shown.montantFinal + 1 })).toEqual([]);
  });
});

describe('the residence’s last step adds up', () => {
  it('dev-crous-001: K rounded × (E − E0), minus the flat reduction and the CRDS, rounded down: 250 € paid', () => {
    const r = computed(crous001, '2025-12');
    const last = r.steps.at(-1);
    expect(last?.value).toBe(250);
    expect(spaced(last?.description ?? '')).toBe(
      'Selon le texte, avec K arrondi à 0,68 : 0,68 × (456,15 € − 79,15 €) = 256,36 € ; − 5 € de minoration = 251,36 € ; − 1,26 € de CRDS = 250,10 € ; arrondi à l’euro inférieur : 250 € versés.',
    );
    // Each figure follows from the one before it.
    expect(Math.round(0.68 * (456.15 - 79.15) * 100) / 100).toBe(256.36);
    expect(Math.round((256.36 - 5 - 1.26) * 100) / 100).toBe(250.1);
  });

  it('an AL residence capped at its fee says so, in English too', () => {
    const r = computed(
      { ...crous001, conventionne: false, redevance: 50, birthDate: '2005-01-01', boursier: true, income: 0 },
      '2025-12',
    );
    const last = spaced(r.steps.at(-1)?.description ?? '');
    expect(last).toMatch(
      /^Selon le texte, avec K arrondi à 0,\d\d : 0,\d\d × \([\d,]+ € \+ [\d,]+ € − [\d,]+ €\)/,
    );
    expect(last).toContain('limitée à la redevance : 50,00 €');
    expect(last).toMatch(/arrondi à l’euro inférieur : \d+ € versés\.$/);
    expect(last).toContain(`${r.montantFinal} € versés`);
    const en = computeAid(
      { ...crous001, conventionne: false, redevance: 50 } as EntreeMoteur,
      '2025-12',
      {},
      'en',
    );
    expect(spaced(en.ok ? (en.result.steps.at(-1)?.description ?? '') : '')).toContain(
      'capped at the residence fee: €50.00',
    );
  });
});

describe('for whom the sentences speak (« Pour qui ? »)', () => {
  /** The answers of a parent for a 20-year-old student child in Lyon (tests/e2e/parent.test.ts), by month. */
  const child: FormData = {
    zone: 2,
    housing: 'ordinary',
    rent: 450,
    charges: 30,
    furnished: false,
    birthDate: '2005-08-10',
    status: 'student',
    boursier: false,
    livingAlone: true,
    children: 0,
    income: 0,
  };
  const r = computed(
    {
      ...rental,
      zone: 2,
      rent: 450,
      charges: 30,
      birthDate: '2005-08-10',
      status: 'student',
      boursier: false,
      livingAlone: true,
      income: 0,
    },
    '2025-12',
  );
  const left = r.intermediaires.participationPersonnelle;
  const shown = { montant: r.montant, montantFinal: r.montantFinal, calculatedFor: '2025-12' };
  const said = (form: FormData, locale: 'fr' | 'en' = 'fr') => plainLinesFor(form, shown, locale).map(spaced);

  it('« pour moi » says « vous », « pour mon enfant » speaks of the child, with the same figures', () => {
    expect(r.montantFinal).toBeGreaterThan(0);
    const frLeft = `${left.toFixed(2).replace('.', ',')} €`;
    expect(said({ ...child, forWhom: 'moi' })).toEqual([
      'Votre loyer de 450 € dépasse le plafond de 290,34 € : la CAF retient 290,34 €.',
      'La CAF compte un forfait de 8 600 € de ressources par an pour un étudiant.',
      `Il vous reste ${frLeft} de participation personnelle par mois.`,
    ]);
    // A session saved before the question: « moi ».
    expect(said(child)).toEqual(said({ ...child, forWhom: 'moi' }));
    expect(said({ ...child, forWhom: 'enfant' })).toEqual([
      'Son loyer de 450 € dépasse le plafond de 290,34 € : la CAF retient 290,34 €.',
      'La CAF compte un forfait de 8 600 € de ressources par an pour un étudiant.',
      `Il lui reste ${frLeft} de participation personnelle par mois.`,
    ]);
    expect(said({ ...child, forWhom: 'proche' })).toEqual(said({ ...child, forWhom: 'enfant' }));
  });

  it('in English: « your » for oneself, « their » for the child', () => {
    const enLeft = `€${left.toFixed(2)}`;
    expect(said({ ...child, forWhom: 'moi' }, 'en')).toEqual([
      'Your rent of €450 is above the ceiling of €290.34: the CAF counts €290.34.',
      'The CAF counts a flat €8,600 a year of resources for a student.',
      `You are left with ${enLeft} a month of personal contribution.`,
    ]);
    expect(said({ ...child, forWhom: 'enfant' }, 'en')).toEqual([
      'Their rent of €450 is above the ceiling of €290.34: the CAF counts €290.34.',
      'The CAF counts a flat €8,600 a year of resources for a student.',
      `They are left with ${enLeft} a month of personal contribution.`,
    ]);
  });

  it('an employee’s income and a resident’s fee, for the child: « ses revenus », « sa redevance », « ses ressources »', () => {
    const employee = computed(
      {
        ...rental,
        zone: 2,
        rent: 280,
        charges: 40,
        birthDate: '1990-05-10',
        status: 'employee',
        livingAlone: true,
        income: 1100,
      },
      '2025-12',
    );
    const [rent, resources, rest] = plainLines(employee, 'fr', 'enfant').map(spaced);
    expect(rent).toBe(
      'Son loyer de 280 € ne dépasse pas le plafond de 290,34 € : la CAF le retient en entier.',
    );
    expect(resources).toMatch(
      /^La CAF compte [\d ]+ € de ressources par an : ses revenus des 12 mois de référence, après déductions\.$/,
    );
    expect(rest).toMatch(/^Il lui reste \d+,\d\d € de participation personnelle par mois\.$/);
    expect(plainLines(employee, 'en', 'enfant')[1]).toContain(': their income over the 12 reference months');
    expect(plainLines(computed(crous001, '2025-12'), 'fr', 'enfant').map(spaced)).toEqual([
      'Sa redevance de 478 € dépasse le plafond de 456,15 € : la CAF retient 456,15 €.',
      'La CAF compte un forfait de 6 600 € de ressources par an pour un étudiant.',
      'Selon ses ressources, l’aide couvre 68 % de ce qui dépasse 79,15 € par mois.',
    ]);
    // Not one « vous » / « votre » / « vos » left in the child's sentences.
    for (const line of plainLines(employee, 'fr', 'enfant'))
      expect(line).not.toMatch(/\b(vous|votre|vos)\b/i);
    for (const line of plainLines(employee, 'en', 'enfant')) expect(line).not.toMatch(/\b(you|your)\b/i);
  });
});
