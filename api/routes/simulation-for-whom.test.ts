/**
 * « Pour qui faites-vous cette simulation ? » through the API (issue 29): the answer travels with the e-mail, is
 * validated by the same schema as in the browser (a French 400, never a 500), and changes nothing in the amount
 * the server computes; a session saved without it computes as before.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type STEP_SLUGS, stepNumber } from '../../src/core/simulation/steps.ts';
import { createTestApp, postJson, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-22T10:00:00Z') });
}, 60_000);
afterAll(() => t.close());

/** A 20-year-old student in Lyon 7e with no income, as their parent answers for them. */
const child = {
  'code-postal': { postalCode: '69007', inseeCode: '69387', zone: 2 },
  loyer: { rent: 450 },
  charges: { charges: 30 },
  meuble: { furnished: false, chambre: false, conventionne: false, landlordRelative: false },
  colocation: { colocation: false },
  naissance: { birthDate: '2006-05-10' },
  statut: { status: 'student', boursier: false, nationality: 'fr' },
  enfants: { children: 0 },
  situation: { livingAlone: true },
  revenus: { income: 0, parentsIfi: false },
} as Record<string, Record<string, unknown>>;

const save = (sessionId: string, stepName: string, stepData: Record<string, unknown>) =>
  postJson(t.app, '/api/v2-save-step', {
    sessionId,
    stepNumber: stepNumber(stepName as (typeof STEP_SLUGS)[number]),
    stepName,
    stepData,
    email: 'parent@exemple.fr',
  });

async function amountFor(email: Record<string, unknown>): Promise<number> {
  const id = randomUUID();
  expect((await save(id, 'email', email)).status).toBe(200);
  for (const [step, data] of Object.entries(child))
    expect((await save(id, step, data)).status, step).toBe(200);
  const res = await postJson(t.app, '/api/calculate', { sessionId: id });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { montantFinal: number } }).result.montantFinal;
}

describe('who the simulation is for, through the API', () => {
  it('refuses an unknown answer with a French message, as a 400', async () => {
    const res = await save(randomUUID(), 'email', { email: 'parent@exemple.fr', forWhom: 'voisin' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      fieldErrors: { forWhom: [expect.stringContaining('pour qui est la simulation')] },
    });
  });

  it('computes the same amount for the child whoever answers, and without the answer (sessions saved before)', async () => {
    const forChild = await amountFor({ email: 'parent@exemple.fr', forWhom: 'enfant' });
    expect(forChild).toBeGreaterThan(0);
    await expect(amountFor({ email: 'parent@exemple.fr', forWhom: 'moi' })).resolves.toBe(forChild);
    await expect(amountFor({ email: 'parent@exemple.fr' })).resolves.toBe(forChild);
  });
});
