/**
 * Simulation sessions and their steps. The step save is the hottest write of the site (one per answer
 * of every visitor): two prepared statements, committed (with the saves that arrive at the same moment:
 * db/group-commit.ts) before the answer is acknowledged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type GroupWriter, groupCommit } from '../group-commit.ts';
import { emailLogs, simulationSessions, simulationSteps } from '../schema.ts';

export type SessionRow = typeof simulationSessions.$inferSelect;

/**
 * The stored id of a simulation: the SHA-256 of the visitor's resume secret (the `sessionId` the browser
 * sends). Holding a stored id (back-office, e-mail log) gives no way to resume or read the simulation.
 */
export function storedSessionId(resumeSecret: string): string {
  return createHash('sha256').update(resumeSecret).digest('base64url');
}

/** A new id for a shareable results link: 128 random bits. */
export function newResultsId(): string {
  return randomBytes(16).toString('base64url');
}

export type StepSave = {
  /** The stored id (storedSessionId of the resume secret). */
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
    // json_patch merges the new answers into the stored ones (RFC 7396). The e-mail of a completed
    // simulation never changes (its results went there): the route refuses it first, this keeps it so.
    const upsert = db.$client.prepare(`
      INSERT INTO simulation_sessions (id, version, email, current_step, form_data, tracking_data, postal_code, insee_code, zone)
      VALUES (@sessionId, 'v2', @email, @stepNumber, @stepData, @trackingData, @postalCode, @inseeCode, @zone)
      ON CONFLICT (id) DO UPDATE SET
        email = CASE WHEN simulation_sessions.is_complete AND simulation_sessions.email IS NOT NULL
          THEN simulation_sessions.email ELSE coalesce(excluded.email, simulation_sessions.email) END,
        form_data = json_patch(simulation_sessions.form_data, CASE WHEN simulation_sessions.is_complete
          AND simulation_sessions.email IS NOT NULL THEN json_remove(excluded.form_data, '$.email')
          ELSE excluded.form_data END),
        current_step = max(simulation_sessions.current_step, excluded.current_step),
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

export async function getSession(db: Db, id: string): Promise<SessionRow | null> {
  return db.select().from(simulationSessions).where(eq(simulationSessions.id, id)).get() ?? null;
}

/** A simulation by the id of its shareable results link. */
export async function sessionByResultsId(db: Db, resultsId: string): Promise<SessionRow | null> {
  return (
    db.select().from(simulationSessions).where(eq(simulationSessions.resultsId, resultsId)).get() ?? null
  );
}

/** Stores the result the server computed; returns the id of the simulation's shareable results link. */
export async function storeResult(
  db: Db,
  id: string,
  result: { montantFinal: number; isEligible: boolean; payload: Record<string, unknown> },
  complete: { sessionDuration: number | null } | null,
): Promise<string | null> {
  const now = new Date().toISOString();
  const row = db
    .update(simulationSessions)
    .set({
      finalResult: result.payload,
      montantFinal: result.montantFinal,
      isEligible: result.isEligible,
      calculatedAt: now,
      // The shareable link's id, given once, with the first result.
      resultsId: sql`coalesce(${simulationSessions.resultsId}, ${newResultsId()})`,
      ...(complete
        ? { isComplete: true, completedAt: now, currentStep: 12, sessionDuration: complete.sessionDuration }
        : {}),
      updatedAt: now,
    })
    .where(eq(simulationSessions.id, id))
    .returning({ resultsId: simulationSessions.resultsId })
    .get();
  return row?.resultsId ?? null;
}

export async function stepsOf(db: Db, id: string) {
  return db
    .select()
    .from(simulationSteps)
    .where(eq(simulationSteps.sessionId, id))
    .orderBy(desc(simulationSteps.id))
    .all();
}

export async function emailsSentFor(db: Db, sessionId: string): Promise<number> {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(emailLogs)
      .where(sql`${emailLogs.sessionId} = ${sessionId} AND ${inArray(emailLogs.status, ['sent', 'outbox'])}`)
      .get()?.n ?? 0
  );
}
