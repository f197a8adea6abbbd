/**
 * Simulation sessions and their steps. The step save is the hottest write of the site (one per answer
 * of every visitor): two prepared statements in one transaction, written before the answer is acknowledged.
 */
import type { Statement } from 'better-sqlite3';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailLogs, simulationSessions, simulationSteps } from '../schema.ts';

export type SessionRow = typeof simulationSessions.$inferSelect;

export type StepSave = {
  sessionId: string;
  stepNumber: number;
  stepName: string;
  stepData: Record<string, unknown>;
  /** Idempotency key from the browser: a save retried after a lost answer is stored once. */
  saveId: string | null;
  email: string | null;
  trackingData: Record<string, unknown> | null;
  /** Columns kept beside the JSON for the admin lists and statistics. */
  postalCode: string | null;
  inseeCode: string | null;
  zone: number | null;
};

const statements = new WeakMap<Db, { upsert: Statement; step: Statement }>();

function prepared(db: Db) {
  let s = statements.get(db);
  if (!s) {
    s = {
      // json_patch merges the new answers into the stored ones (RFC 7396).
      upsert: db.$client.prepare(`
        INSERT INTO simulation_sessions (id, version, email, current_step, form_data, tracking_data, postal_code, insee_code, zone)
        VALUES (@sessionId, 'v2', @email, @stepNumber, @stepData, @trackingData, @postalCode, @inseeCode, @zone)
        ON CONFLICT (id) DO UPDATE SET
          email = coalesce(excluded.email, simulation_sessions.email),
          current_step = max(simulation_sessions.current_step, excluded.current_step),
          form_data = json_patch(simulation_sessions.form_data, excluded.form_data),
          tracking_data = coalesce(excluded.tracking_data, simulation_sessions.tracking_data),
          postal_code = coalesce(excluded.postal_code, simulation_sessions.postal_code),
          insee_code = coalesce(excluded.insee_code, simulation_sessions.insee_code),
          zone = coalesce(excluded.zone, simulation_sessions.zone),
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`),
      step: db.$client.prepare(
        `INSERT INTO simulation_steps (session_id, step_number, step_name, step_data, save_id)
         VALUES (@sessionId, @stepNumber, @stepName, @stepData, @saveId) ON CONFLICT (save_id) DO NOTHING`,
      ),
    };
    statements.set(db, s);
  }
  return s;
}

/** Stores one answered step; returns once it is committed. */
export function saveStep(db: Db, save: StepSave): void {
  const s = prepared(db);
  const params = {
    sessionId: save.sessionId,
    stepNumber: save.stepNumber,
    stepName: save.stepName,
    stepData: JSON.stringify(save.stepData),
    saveId: save.saveId,
    email: save.email,
    trackingData: save.trackingData ? JSON.stringify(save.trackingData) : null,
    postalCode: save.postalCode,
    inseeCode: save.inseeCode,
    zone: save.zone,
  };
  db.$client.transaction(() => {
    s.upsert.run(params);
    s.step.run(params);
  })();
}

export function getSession(db: Db, id: string): SessionRow | null {
  return db.select().from(simulationSessions).where(eq(simulationSessions.id, id)).get() ?? null;
}

export function storeResult(
  db: Db,
  id: string,
  result: { montantFinal: number; isEligible: boolean; payload: Record<string, unknown> },
  complete: { sessionDuration: number | null } | null,
): void {
  const now = new Date().toISOString();
  db.update(simulationSessions)
    .set({
      finalResult: result.payload,
      montantFinal: result.montantFinal,
      isEligible: result.isEligible,
      calculatedAt: now,
      ...(complete
        ? { isComplete: true, completedAt: now, currentStep: 12, sessionDuration: complete.sessionDuration }
        : {}),
      updatedAt: now,
    })
    .where(eq(simulationSessions.id, id))
    .run();
}

export function stepsOf(db: Db, id: string) {
  return db
    .select()
    .from(simulationSteps)
    .where(eq(simulationSteps.sessionId, id))
    .orderBy(desc(simulationSteps.id))
    .all();
}

export function emailsSentFor(db: Db, sessionId: string): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(emailLogs)
      .where(sql`${emailLogs.sessionId} = ${sessionId} AND ${inArray(emailLogs.status, ['sent', 'outbox'])}`)
      .get()?.n ?? 0
  );
}
