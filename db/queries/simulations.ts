/**
 * Simulation sessions and their steps. The step save is the hottest write of the site (one per answer
 * of every visitor): two prepared statements, committed (with the saves that arrive at the same moment:
 * db/group-commit.ts) before the answer is acknowledged.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type GroupWriter, groupCommit } from '../group-commit.ts';
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

const writers = new WeakMap<Db, GroupWriter<Record<string, unknown>>>();

/** The step writer of a database: the session upsert and the step row, grouped with concurrent saves. */
function stepWriter(db: Db): GroupWriter<Record<string, unknown>> {
  let write = writers.get(db);
  if (!write) {
    // json_patch merges the new answers into the stored ones (RFC 7396).
    const upsert = db.$client.prepare(`
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
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`);
    const step = db.$client.prepare(
      `INSERT INTO simulation_steps (session_id, step_number, step_name, step_data, save_id)
       VALUES (@sessionId, @stepNumber, @stepName, @stepData, @saveId) ON CONFLICT (save_id) DO NOTHING`,
    );
    write = groupCommit(db, (params: Record<string, unknown>) => {
      upsert.run(params);
      step.run(params);
    });
    writers.set(db, write);
  }
  return write;
}

/** Stores one answered step; resolves once it is committed (saves arriving together share one commit). */
export function saveStep(db: Db, save: StepSave): Promise<void> {
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
  return stepWriter(db)(params);
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
