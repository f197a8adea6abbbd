/**
 * The explained steps in each language of the site: on households drawn at random (fast-check), the English
 * steps are the French ones, step for step — same values, same articles, same annual marks — written in
 * English: no French word is left outside the brackets that give a legal term its French name. So are the
 * result's own words: why an aid is zero, the scales applied and a revaluation still expected.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateAid } from '#core/apl/index.ts';

const month = fc.constantFrom('2024-10', '2025-03', '2025-10', '2026-01', '2026-10');

const household = fc.record({
  zone: fc.constantFrom(1, 2, 3),
  overseas: fc.boolean(),
  ageAtAid: fc.constantFrom(19, 22, 26, 29, 40, 70),
  status: fc.constantFrom('student', 'employee', 'unemployed', 'rsa', 'other'),
  boursier: fc.boolean(),
  livingAlone: fc.boolean(),
  children: fc.constantFrom(0, 1, 2, 7),
  income: fc.constantFrom(0, 450, 1100, 1900, 3500),
  assets: fc.constantFrom(undefined, 3000, 60_000),
  home: fc.oneof(
    fc.record({
      housing: fc.constant('ordinary' as const),
      rent: fc.constantFrom(180, 420, 700, 1400, 3000),
      furnished: fc.boolean(),
      chambre: fc.boolean(),
      colocation: fc.boolean(),
      conventionne: fc.boolean(),
    }),
    fc.record({
      housing: fc.constantFrom('foyer' as const, 'crous' as const),
      redevance: fc.constantFrom(250, 420, 800),
      conventionne: fc.boolean(),
      renovated: fc.boolean(),
    }),
  ),
  unemployment: fc.option(
    fc.record({
      monthsAgo: fc.constantFrom(3, 10),
      indemnified: fc.boolean(),
      salary: fc.constantFrom(1300, 2400),
    }),
    { nil: undefined },
  ),
});

type Household = typeof household extends fc.Arbitrary<infer T> ? T : never;

function input(h: Household, date: string) {
  const year = Number(date.slice(0, 4));
  const u = h.status === 'unemployed' ? h.unemployment : undefined;
  return {
    zone: h.zone,
    overseas: h.overseas,
    birthDate: `${year - h.ageAtAid}-01-15`,
    status: h.status,
    boursier: h.status === 'student' && h.boursier,
    livingAlone: h.livingAlone,
    children: h.children,
    income: h.income,
    ...(h.assets === undefined ? {} : { assets: h.assets }),
    ...(h.home.housing === 'ordinary' ? { ...h.home, housing: undefined } : h.home),
    ...(u
      ? {
          unemploymentStart: new Date(Date.UTC(year, Number(date.slice(5, 7)) - 1 - u.monthsAgo, 1))
            .toISOString()
            .slice(0, 10),
          unemploymentIndemnified: u.indemnified,
          salaryBeforeUnemployment: u.salary,
        }
      : {}),
  };
}

/** A French word or letter outside brackets: what an English step must not contain. */
const FRENCH =
  /[àâçéèêëîïôùûœ]|\b(?:de|des|du|le|la|les|pour|avec|sans|votre|vos|est|sont|aide|loyer|revenus)\b/i;
const outsideBrackets = (text: string) => text.replace(/\([^()]*\)/g, '');

describe('the explained steps in English', () => {
  it('are the French steps, value for value and article for article, in English words', () => {
    fc.assert(
      fc.property(household, month, (h, date) => {
        const fr = calculateAid(input(h, date), { date });
        const en = calculateAid(input(h, date), { date, langue: 'en' });
        expect(en.ok).toBe(fr.ok);
        if (!fr.ok || !en.ok) return;
        expect(en.result.montantFinal).toBe(fr.result.montantFinal);
        // The result's own words: why it is zero, the scales applied, a revaluation not yet in.
        expect(en.result.refusCode).toBe(fr.result.refusCode);
        expect(en.result.refusReason === null).toBe(fr.result.refusReason === null);
        expect(en.result.bareme.effectiveFrom).toBe(fr.result.bareme.effectiveFrom);
        expect(en.result.bareme.label).toMatch(/^scales as of \d{1,2} [A-Z][a-z]+ \d{4}$/);
        expect(en.result.bareme.warning === undefined).toBe(fr.result.bareme.warning === undefined);
        for (const text of [en.result.refusReason ?? '', en.result.bareme.warning ?? '']) {
          expect(outsideBrackets(text), text).not.toMatch(FRENCH);
        }
        expect(
          en.result.steps.map(({ number, value, annual, legalRef }) => ({ number, value, annual, legalRef })),
        ).toEqual(
          fr.result.steps.map(({ number, value, annual, legalRef }) => ({ number, value, annual, legalRef })),
        );
        for (const [k, step] of en.result.steps.entries()) {
          const french = fr.result.steps[k];
          expect(step.details === undefined).toBe(french?.details === undefined);
          for (const text of [step.title, step.description, step.details ?? '']) {
            expect(outsideBrackets(text), text).not.toMatch(FRENCH);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('write amounts, rates and months the English way', () => {
    const en = calculateAid(
      {
        zone: 2,
        rent: 1400,
        furnished: true,
        colocation: false,
        birthDate: '1990-01-15',
        status: 'employee',
        livingAlone: true,
        children: 0,
        income: 1100,
      },
      { date: '2025-11', langue: 'en' },
    );
    if (!en.ok) throw new Error('calcul refusé');
    const text = en.result.steps.map((s) => `${s.description} ${s.details ?? ''}`).join('\n');
    expect(text).toMatch(/from October 2024 to September 2025/);
    expect(text).toMatch(/€1,400\.00/);
    expect(text).toMatch(/\b\d+\.\d+%/);
    expect(text).not.toMatch(/\u00a0€|,\d\d\u00a0/);
  });
});
