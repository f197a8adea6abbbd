import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/dialect.ts';
import { storedSessionId } from '../../db/queries/simulations.ts';
import { emailLogs, simulationSessions, simulationSteps } from '../../db/tables.ts';
import { calculateAid } from '../../src/core/apl/index.ts';
import { type STEP_SLUGS, stepNumber } from '../../src/core/simulation/steps.ts';
import { createTestApp, postJson, type TestApp } from '../../tests/support/test-app.ts';
import { API_BODY_LIMIT_BYTES } from '../app.ts';
import { createMailer } from '../services/email.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-22T10:00:00Z') });
}, 60_000);
afterAll(() => t.close());

/** A student alone in Lyon 3e, 450 € of rent: the answers of the 11 question steps. */
const studentInLyon = {
  email: { email: 'Etudiante@Exemple.fr' },
  'code-postal': { postalCode: '69003', inseeCode: '69123', zone: 2 },
  loyer: { rent: 450 },
  charges: { charges: 40 },
  meuble: { furnished: false, chambre: false, conventionne: false, landlordRelative: false },
  colocation: { colocation: false },
  naissance: { birthDate: '2005-03-14' },
  statut: { status: 'student', boursier: true, nationality: 'fr' },
  enfants: { children: 0 },
  situation: { livingAlone: true },
  revenus: { income: 450, parentsIfi: false },
} as const;

async function saveAll(sessionId: string, answers: Record<string, Record<string, unknown>> = studentInLyon) {
  for (const [stepName, stepData] of Object.entries(answers)) {
    const res = await postJson(t.app, '/api/v2-save-step', {
      sessionId,
      stepNumber: stepNumber(stepName as (typeof STEP_SLUGS)[number]),
      stepName,
      stepData,
      email: String(answers.email?.email ?? 'etudiante@exemple.fr').toLowerCase(),
      trackingData: { traffic_source: 'direct', entry_page_type: 'simulator' },
    });
    expect(res.status, stepName).toBe(200);
    expect(await res.json()).toEqual({ success: true, error: null });
  }
}

/** How many step rows the store holds under this (stored) session id. */
const stepCount = async (storedId: string) =>
  (
    await first(
      t.ctx.db.select({ n: count() }).from(simulationSteps).where(eq(simulationSteps.sessionId, storedId)),
    )
  )?.n;

/** The stored session of a resume secret (the store keys it by the secret's hash). */
const storedSession = async (secret: string) => {
  const row = await first(
    t.ctx.db
      .select({ email: simulationSessions.email, formData: simulationSessions.formData })
      .from(simulationSessions)
      .where(eq(simulationSessions.id, storedSessionId(secret))),
  );
  return row ? { email: row.email, formData: row.formData as Record<string, unknown> } : null;
};

describe('POST /api/v2-save-step', () => {
  it('stores each acknowledged step and merges the answers into the session', async () => {
    const id = randomUUID();
    await saveAll(id);
    expect(await stepCount(storedSessionId(id))).toBe(11);
    const session = await storedSession(id);
    expect(session?.email).toBe('etudiante@exemple.fr');
    expect(session?.formData).toMatchObject({
      rent: 450,
      status: 'student',
      boursier: true,
      postalCode: '69003',
    });
  });

  it('stores a save sent twice (a retry after a lost answer) only once', async () => {
    const id = randomUUID();
    const save = {
      sessionId: id,
      stepNumber: 3,
      stepName: 'loyer',
      stepData: { rent: 610 },
      saveId: randomUUID(),
    };
    for (let i = 0; i < 3; i++) expect((await postJson(t.app, '/api/v2-save-step', save)).status).toBe(200);
    expect(await stepCount(storedSessionId(id))).toBe(1);
  });

  it('rejects each out-of-range answer with its spec message and keeps the earlier answers', async () => {
    const id = randomUUID();
    await saveAll(id, { loyer: { rent: 520 } });
    const res = await postJson(t.app, '/api/v2-save-step', {
      sessionId: id,
      stepNumber: 3,
      stepName: 'loyer',
      stepData: { rent: -3 },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      fieldErrors: { rent: ['Veuillez entrer un loyer valide (entre 1€ et 10 000€)'] },
    });
    expect((await storedSession(id))?.formData.rent).toBe(520);
  });

  it.each([
    ['malformed JSON', '{"sessionId": ', 'Corps JSON invalide'],
    [
      'a wrong type',
      { sessionId: randomUUID(), stepNumber: 'trois', stepName: 'loyer', stepData: {} },
      'stepNumber',
    ],
    [
      'an unknown step',
      { sessionId: randomUUID(), stepNumber: 3, stepName: 'piscine', stepData: {} },
      'stepName',
    ],
    [
      'a session id that is not a UUID',
      { sessionId: "1' OR 1=1", stepNumber: 3, stepName: 'loyer', stepData: { rent: 400 } },
      'sessionId',
    ],
    [
      'an income of 10^9',
      { sessionId: randomUUID(), stepNumber: 11, stepName: 'revenus', stepData: { income: 1e9 } },
      'income',
    ],
    [
      'a birth date in the future',
      {
        sessionId: randomUUID(),
        stepNumber: 7,
        stepName: 'naissance',
        stepData: { birthDate: '2031-01-01' },
      },
      'birthDate',
    ],
  ])('answers 400 with a JSON error naming the field for %s', async (_, body, field) => {
    const res = await postJson(t.app, '/api/v2-save-step', body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as {
      success: boolean;
      error: string;
      fieldErrors?: Record<string, string[]>;
    };
    expect(json.success).toBe(false);
    if (field === 'Corps JSON invalide') expect(json.error).toBe(field);
    else expect(Object.keys(json.fieldErrors ?? {})).toContain(field);
  });

  it('answers 413 for an oversized body and stores nothing', async () => {
    const id = randomUUID();
    const res = await postJson(t.app, '/api/v2-save-step', {
      sessionId: id,
      stepNumber: 3,
      stepName: 'loyer',
      stepData: { rent: 400, padding: 'x'.repeat(API_BODY_LIMIT_BYTES) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false });
    expect(await stepCount(id)).toBe(0);
  });
});

describe('calculation and completion', () => {
  it('recomputes from the saved answers with the engine, never from the browser', async () => {
    const id = randomUUID();
    await saveAll(id);
    const res = await postJson(t.app, '/api/calculate', { sessionId: id, montantFinal: 9999 });
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as {
      result: { montantFinal: number; montant: number; zone: number };
    };
    const expected = calculateAid(
      {
        zone: 2,
        rent: 450,
        charges: 40,
        furnished: false,
        chambre: false,
        colocation: false,
        conventionne: false,
        birthDate: '2005-03-14',
        status: 'student',
        boursier: true,
        livingAlone: true,
        children: 0,
        income: 450,
      },
      { date: '2026-11' },
    );
    if (!expected.ok) throw new Error('engine');
    expect(result.montantFinal).toBe(expected.result.montantFinal);
    expect(result.montant).toBe(expected.result.montant);
    expect(result.zone).toBe(2);
  });

  it('takes the zone from the commune, not from the browser', async () => {
    const id = randomUUID();
    await saveAll(id, { ...studentInLyon, 'code-postal': { postalCode: '75015', zone: 3 } });
    const { result } = (await (await postJson(t.app, '/api/calculate', { sessionId: id })).json()) as {
      result: { zone: number };
    };
    expect(result.zone).toBe(1);
  });

  it('takes overseas from the commune, not from the browser (La Réunion: overseas values, AL only)', async () => {
    const id = randomUUID();
    const reunion = {
      ...studentInLyon,
      'code-postal': { postalCode: '97400', zone: 2, overseas: false },
      statut: { status: 'employee', nationality: 'fr' },
      meuble: { furnished: false, chambre: false, conventionne: true, landlordRelative: false },
      revenus: { income: 1200, parentsIfi: false },
    };
    await saveAll(id, reunion);
    const { result } = (await (await postJson(t.app, '/api/calculate', { sessionId: id })).json()) as {
      result: { montantFinal: number; aidType: string };
    };
    const input = {
      zone: 2 as const,
      rent: 450,
      charges: 40,
      furnished: false,
      chambre: false,
      colocation: false,
      conventionne: true,
      birthDate: '2005-03-14',
      status: 'employee' as const,
      boursier: false,
      livingAlone: true,
      children: 0,
      income: 1200,
    };
    const overseas = calculateAid({ ...input, overseas: true }, { date: '2026-11' });
    if (!overseas.ok) throw new Error('engine');
    expect(result.montantFinal).toBe(overseas.result.montantFinal);
    expect(result.aidType).not.toBe('APL');
  });

  it('computes a CROUS residence from its redevance', async () => {
    const id = randomUUID();
    await saveAll(id, {
      ...studentInLyon,
      loyer: { housing: 'crous', redevance: 271 },
      charges: { charges: 0 },
      meuble: {
        furnished: true,
        chambre: true,
        conventionne: true,
        conventionneKnown: true,
        landlordRelative: false,
      },
      colocation: { colocation: false },
    });
    const { result } = (await (await postJson(t.app, '/api/calculate', { sessionId: id })).json()) as {
      result: { montantFinal: number; aidType: string };
    };
    const expected = calculateAid(
      {
        zone: 2,
        housing: 'crous',
        redevance: 271,
        furnished: true,
        chambre: true,
        colocation: false,
        conventionne: true,
        birthDate: '2005-03-14',
        status: 'student',
        boursier: true,
        livingAlone: true,
        children: 0,
        income: 450,
      },
      { date: '2026-11' },
    );
    if (!expected.ok) throw new Error(JSON.stringify(expected.errors));
    expect(result.montantFinal).toBe(expected.result.montantFinal);
    expect(result.aidType).toBe('APL');
  });

  it('applies the 2026 rule to the saved answers: a non-EU student permit without the grant’s conditions gets no aid', async () => {
    const id = randomUUID();
    await saveAll(id, {
      ...studentInLyon,
      statut: {
        status: 'student',
        boursier: false,
        nationality: 'other',
        studentPermit: true,
        bcsConditions: false,
      },
    });
    const res = await postJson(t.app, '/api/calculate', { sessionId: id });
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as {
      result: { montantFinal: number; isEligible: boolean; refusCode: string; refusReason: string };
    };
    expect(result).toMatchObject({ montantFinal: 0, isEligible: false, refusCode: 'TITRE_ETUDIANT_HORS_UE' });
    expect(result.refusReason).toContain('L. 822-2');
    // A student permit with the grant’s conditions met keeps the amount of a French student.
    const kept = randomUUID();
    await saveAll(kept, {
      ...studentInLyon,
      statut: {
        status: 'student',
        boursier: false,
        nationality: 'other',
        studentPermit: true,
        bcsConditions: true,
      },
    });
    const again = (await (await postJson(t.app, '/api/calculate', { sessionId: kept })).json()) as {
      result: { montantFinal: number };
    };
    expect(again.result.montantFinal).toBeGreaterThan(0);
  });

  it('refuses a student permit’s answers without the question they open, with its message', async () => {
    const res = await postJson(t.app, '/api/v2-save-step', {
      sessionId: randomUUID(),
      stepNumber: 8,
      stepName: 'statut',
      stepData: { status: 'student', boursier: false, nationality: 'other', studentPermit: true },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fieldErrors: {
        bcsConditions: ['Veuillez indiquer si vous remplissez les conditions de la bourse (oui ou non)'],
      },
    });
  });

  it('refuses to compute an incomplete simulation, naming what is missing', async () => {
    const id = randomUUID();
    await saveAll(id, { email: studentInLyon.email, loyer: studentInLyon.loyer });
    const res = await postJson(t.app, '/api/calculate', { sessionId: id });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'SIMULATION_INCOMPLETE',
      fieldErrors: { postalCode: expect.any(Array) },
    });
  });

  it('answers 404 for an unknown session', async () => {
    for (const [path, body] of [
      ['/api/calculate', { sessionId: randomUUID() }],
      ['/api/v2-complete-session', { sessionId: randomUUID() }],
      ['/api/send-apl-results', { sessionId: randomUUID() }],
    ] as const) {
      const res = await postJson(t.app, path, body);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, error: 'Simulation introuvable' });
    }
  });

  it('completes the session with the result, step 12 and the duration', async () => {
    const id = randomUUID();
    await saveAll(id);
    const res = await postJson(t.app, '/api/v2-complete-session', { sessionId: id });
    expect(res.status).toBe(200);
    const row = await first(
      t.ctx.db
        .select({
          isComplete: simulationSessions.isComplete,
          currentStep: simulationSessions.currentStep,
          montantFinal: simulationSessions.montantFinal,
          completedAt: simulationSessions.completedAt,
        })
        .from(simulationSessions)
        .where(eq(simulationSessions.id, storedSessionId(id))),
    );
    expect(row?.isComplete).toBe(true);
    expect(row?.currentStep).toBe(12);
    expect(row?.montantFinal).toBeGreaterThan(0);
    expect(row?.completedAt).toBeTruthy();
  });
});

describe('POST /api/send-apl-results', () => {
  it('sends the French result e-mail to the address of the session', async () => {
    const id = randomUUID();
    await saveAll(id);
    const before = t.sent.length;
    const res = await postJson(t.app, '/api/send-apl-results', {
      sessionId: id,
      email: 'etudiante@exemple.fr',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    const mail = t.sent[before];
    expect(mail?.to).toBe('etudiante@exemple.fr');
    expect(mail?.subject).toMatch(/^Votre estimation APL : \d+\s€ par mois$/);
    expect(mail?.html).toContain('Bonjour Cher utilisateur');
    expect(mail?.text).toContain('barèmes au 1er octobre 2025');
    // « Éligible » never comes without what remains to check, each with its article.
    expect(mail?.text).toMatch(
      /Vous êtes éligible : .*À vérifier avant de compter sur cette aide : .*R\. 822-23/,
    );
    // The link is the shareable results link, never the resume secret.
    const link = /\/resultats\/([A-Za-z0-9_-]{22})/.exec(mail?.html ?? '')?.[1];
    expect(link).toBeTruthy();
    expect(mail?.html).not.toContain(id);
    expect(mail?.text).not.toContain(id);
  });

  it('names a commune another bears with its department, whatever the browser sent', async () => {
    const id = randomUUID();
    await saveAll(id, {
      ...studentInLyon,
      email: { email: 'reunion@exemple.fr' },
      'code-postal': { postalCode: '97400', inseeCode: '97411', zone: 2, communeName: 'Ailleurs' },
    });
    const before = t.sent.length;
    const res = await postJson(t.app, '/api/send-apl-results', {
      sessionId: id,
      email: 'reunion@exemple.fr',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(t.sent[before]?.text).toContain('97400, Saint-Denis (La Réunion)');
    expect(t.sent[before]?.text).not.toContain('Ailleurs');
  });

  it('speaks of the child to a parent who simulates for their child, in French and English', async () => {
    for (const [locale, email, words] of [
      ['fr', 'parent@exemple.fr', 'Votre enfant est éligible : la CAF devrait lui verser environ'],
      ['en', 'parent-en@exemple.fr', 'Your child is eligible: the CAF should pay them about'],
    ] as const) {
      const id = randomUUID();
      await saveAll(id, { ...studentInLyon, email: { email, forWhom: 'enfant' } });
      const before = t.sent.length;
      const res = await postJson(t.app, '/api/send-apl-results', { sessionId: id, email, locale });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(t.sent[before]?.text).toContain(words);
      expect(t.sent[before]?.text).not.toMatch(/Vous êtes éligible|You are eligible/);
    }
  });

  it('sends it in English, with the English results link, when the English page asks', async () => {
    const id = randomUUID();
    await saveAll(id);
    const before = t.sent.length;
    const res = await postJson(t.app, '/api/send-apl-results', {
      sessionId: id,
      email: 'etudiante@exemple.fr',
      locale: 'en',
    });
    expect(res.status).toBe(200);
    const mail = t.sent[before];
    expect(mail?.subject).toMatch(/^Your housing aid \(APL\) estimate: €\d+ a month$/);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toContain('Hello there,');
    expect(mail?.text).toContain('French scales as of 1 October 2025');
    expect(mail?.text).toMatch(/You are eligible: the CAF should pay you about €\d+ a month/);
    expect(mail?.text).toMatch(/Rent: €\d+ excluding charges/);
    expect(mail?.html).toMatch(/\/en\/resultats\/[A-Za-z0-9_-]{22}"/);
    expect(mail?.text).not.toMatch(/Bonjour|par mois|barèmes au/);
    // The same simulation's French e-mail, asked again: the stored result stays French (the link's French page
    // shows it).
    const fr = await postJson(t.app, '/api/send-apl-results', {
      sessionId: id,
      email: 'etudiante@exemple.fr',
      resend: true,
    });
    expect(fr.status).toBe(200);
    expect(t.sent[before + 1]?.text).toContain('barèmes au 1er octobre 2025');
    // An unknown language is refused, in a JSON error.
    const other = await postJson(t.app, '/api/send-apl-results', { sessionId: id, locale: 'de' });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ success: false });
  });

  it('tells an excluded non-EU student why there is no aid, and never that they are eligible', async () => {
    const id = randomUUID();
    await saveAll(id, {
      ...studentInLyon,
      email: { email: 'international@exemple.fr' },
      statut: {
        status: 'student',
        boursier: false,
        nationality: 'other',
        studentPermit: true,
        bcsConditions: false,
      },
    });
    const before = t.sent.length;
    const res = await postJson(t.app, '/api/send-apl-results', { sessionId: id, locale: 'en' });
    expect(res.status).toBe(200);
    const mail = t.sent[before];
    expect(mail?.text).not.toMatch(/eligible/i);
    expect(mail?.text).toContain('Since 1 July 2026, a long-stay visa or residence permit');
    expect(mail?.text).toContain('L. 822-2');
  });

  it('sends once per simulation: a changed answer sends nothing, « Renvoyer » sends the updated result (issue 29)', async () => {
    // The server's own mailer (here its outbox, which logs every e-mail as production does).
    const real = await createTestApp({ mailer: (base) => createMailer(base.db, base.env) });
    try {
      const id = randomUUID();
      const save = async (answers: Record<string, Record<string, unknown>>) => {
        for (const [stepName, stepData] of Object.entries(answers)) {
          const res = await postJson(real.app, '/api/v2-save-step', {
            sessionId: id,
            stepNumber: stepNumber(stepName as (typeof STEP_SLUGS)[number]),
            stepName,
            stepData,
            email: 'une.fois@exemple.fr',
          });
          expect(res.status, stepName).toBe(200);
        }
      };
      const send = async (resend?: boolean) =>
        postJson(real.app, '/api/send-apl-results', { sessionId: id, ...(resend ? { resend } : {}) });
      const delivery = async (resend?: boolean) =>
        ((await (await send(resend)).json()) as { delivery: string }).delivery;
      const logged = async () => (await real.ctx.db.select().from(emailLogs)).length;
      await save({ ...studentInLyon, email: { email: 'une.fois@exemple.fr' } });
      expect(await delivery()).toBe('outbox');
      // Two answers changed, each followed by the results page asking again: no new e-mail.
      await save({ loyer: { rent: 520 } });
      expect(await delivery()).toBe('deja');
      await save({ loyer: { rent: 540 } });
      expect(await delivery()).toBe('deja');
      expect(await logged()).toBe(1);
      // The visitor asks: the updated result goes out, within the per-simulation limit (3).
      expect(await delivery(true)).toBe('outbox');
      expect(await delivery(true)).toBe('outbox');
      expect(await logged()).toBe(3);
      const over = await send(true);
      expect(over.status).toBe(429);
      expect(await over.json()).toMatchObject({ code: 'TROP_D_ENVOIS' });
    } finally {
      await real.close();
    }
  });

  it('never sends to another address than the one of the simulation', async () => {
    const id = randomUUID();
    await saveAll(id);
    const res = await postJson(t.app, '/api/send-apl-results', { sessionId: id, email: 'autre@exemple.fr' });
    expect(res.status).toBe(400);
  });
});

describe('simulator pages', () => {
  it('redirects nothing and answers 404 « Étape non trouvée » for an unknown step', async () => {
    const res = await t.app.request('/v2/simulateur/piscine');
    expect(res.status).toBe(404);
  });

  it('serves /resultats/<id> only for a session with a result', async () => {
    expect((await t.app.request(`/resultats/${randomUUID()}`)).status).toBe(404);
    expect((await t.app.request('/resultats/pas-un-uuid')).status).toBe(404);
    const id = randomUUID();
    await saveAll(id);
    const { resultsUrl } = (await (
      await postJson(t.app, '/api/v2-complete-session', { sessionId: id })
    ).json()) as { resultsUrl: string };
    expect(resultsUrl).toMatch(/^\/resultats\/[A-Za-z0-9_-]{22}$/);
    const page = await t.app.request(resultsUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    // The resume secret is not a results link.
    expect((await t.app.request(`/resultats/${id}`)).status).toBe(404);
  });
});

describe('POST /api/partner-clicks', () => {
  it('stores the click with the spec fields and no e-mail', async () => {
    const res = await postJson(t.app, '/api/partner-clicks', {
      partner_name: 'assurance-habitation',
      page_type: 'v2_results',
      session_id: 'unknown',
      source: 'page',
      tracking_id: null,
      user_data: { amount: 199, zone: 2, isEligible: true, hasEmail: true },
    });
    expect(res.status).toBe(201);
    const refused = await postJson(t.app, '/api/partner-clicks', {
      partner_name: 'x',
      page_type: 'v2_results',
      user_data: { email: 'a@b.fr' },
    });
    expect(refused.status).toBe(400);
  });
});

describe('the day of a simulation', () => {
  it('is the day in Paris: at 00:30 on 1 October in Paris the new scales apply, though it is still 30 September in UTC', async () => {
    const late = await createTestApp({ now: new Date('2025-09-30T22:30:00Z') });
    try {
      const id = randomUUID();
      let n = 1;
      for (const [stepName, stepData] of Object.entries(studentInLyon)) {
        const res = await postJson(late.app, '/api/v2-save-step', {
          sessionId: id,
          stepNumber: n++,
          stepName,
          stepData,
        });
        expect(res.status).toBe(200);
      }
      const { result } = (await (await postJson(late.app, '/api/calculate', { sessionId: id })).json()) as {
        result: { calculatedFor: string; bareme: { label: string } };
      };
      expect(result.calculatedFor).toBe('2025-10');
      expect(result.bareme.label).toBe('barèmes au 1er octobre 2025');
    } finally {
      late.close();
    }
  });
});
