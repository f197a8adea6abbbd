/**
 * A couple's answers through the API (issue 29): the partner's status and income are validated by the same
 * schemas as in the browser (spec-style French messages, 400 JSON), and the server computes the amount for the
 * two persons; a couple saved before these questions still computes, its income being the household's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateAid } from '../../src/core/apl/index.ts';
import { type STEP_SLUGS, stepNumber } from '../../src/core/simulation/steps.ts';
import { createTestApp, postJson, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-22T10:00:00Z') });
}, 60_000);
afterAll(() => t.close());

/** An employee and their jobseeking partner without benefit since April 2025, in Lyon 3e. */
const couple = {
  email: { email: 'couple@exemple.fr' },
  'code-postal': { postalCode: '69003', inseeCode: '69123', zone: 2 },
  loyer: { rent: 700 },
  charges: { charges: 60 },
  meuble: { furnished: false, chambre: false, conventionne: false, landlordRelative: false },
  colocation: { colocation: false },
  naissance: { birthDate: '1991-12-13' },
  statut: { status: 'employee', nationality: 'fr' },
  enfants: { children: 0 },
  situation: {
    livingAlone: false,
    partnerStatus: 'unemployed',
    partnerUnemploymentStart: '2025-04-09',
    partnerUnemploymentIndemnified: false,
  },
  revenus: { income: 1224, partnerIncome: 0, parentsIfi: false },
} as Record<string, Record<string, unknown>>;

const save = (sessionId: string, stepName: string, stepData: Record<string, unknown>) =>
  postJson(t.app, '/api/v2-save-step', {
    sessionId,
    stepNumber: stepNumber(stepName as (typeof STEP_SLUGS)[number]),
    stepName,
    stepData,
    email: 'couple@exemple.fr',
  });

async function saveAll(id: string, answers: Record<string, Record<string, unknown>>) {
  for (const [step, data] of Object.entries(answers))
    expect((await save(id, step, data)).status, step).toBe(200);
}

const computed = async (id: string) =>
  (
    (await (await postJson(t.app, '/api/calculate', { sessionId: id })).json()) as {
      result: { montant: number };
    }
  ).result;

function engine(input: Record<string, unknown>): number {
  const r = calculateAid(
    {
      zone: 2,
      rent: 700,
      charges: 60,
      furnished: false,
      chambre: false,
      colocation: false,
      conventionne: false,
      birthDate: '1991-12-13',
      status: 'employee',
      boursier: false,
      livingAlone: false,
      children: 0,
      nationality: 'fr',
      landlordRelative: false,
      parentsIfi: false,
      ...input,
    },
    { date: '2026-12' },
  );
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.result.montant;
}

describe('a couple through the API', () => {
  it('refuses an unanswered or unknown partner status and a negative partner income, in French', async () => {
    const id = randomUUID();
    const status = await save(id, 'situation', { livingAlone: false, partnerStatus: '' });
    expect(status.status).toBe(400);
    expect(await status.json()).toMatchObject({
      success: false,
      fieldErrors: { partnerStatus: [expect.stringContaining('votre conjoint(e)')] },
    });
    expect((await save(id, 'situation', { livingAlone: false, partnerStatus: 'chomeur' })).status).toBe(400);
    const income = await save(id, 'revenus', { income: 900, partnerIncome: -5, parentsIfi: false });
    expect(income.status).toBe(400);
    expect(await income.json()).toMatchObject({
      fieldErrors: {
        partnerIncome: ['Veuillez entrer un revenu valide pour votre conjoint(e) (entre 0€ et 100 000€)'],
      },
    });
  });

  it('computes for the two persons: a partner without benefit for two months neutralises both incomes', async () => {
    const id = randomUUID();
    await saveAll(id, couple);
    const result = await computed(id);
    const expected = engine({
      income: 1224,
      partner: {
        status: 'unemployed',
        boursier: false,
        income: 0,
        unemploymentStart: '2025-04-09',
        unemploymentIndemnified: false,
        salaryBeforeUnemployment: 0,
      },
    });
    expect(result.montant).toBeCloseTo(expected, 2);
    // Without the partner's answers, the household's income counted: a smaller amount.
    expect(expected).toBeGreaterThan(engine({ income: 1224 }));
  });

  it('still computes a couple saved before the partner’s questions (income = the household’s total)', async () => {
    const id = randomUUID();
    await saveAll(id, {
      ...couple,
      situation: { livingAlone: false },
      revenus: { income: 1600, parentsIfi: false },
    });
    expect((await computed(id)).montant).toBeCloseTo(engine({ income: 1600 }), 2);
  });
});
