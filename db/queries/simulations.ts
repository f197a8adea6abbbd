/**
 * Simulation sessions and their steps. The step save is the hottest write of the site (one per answer
 * of every visitor), committed before the answer is acknowledged: on SQLite two prepared statements grouped with
 * the saves that arrive at the same moment (db/group-commit.ts), on PostgreSQL one statement. Beyond the
 * storage budget of its client (api/services/store-budget.ts), a save keeps the answers in the session's row
 * and adds no history row.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, kindOf } from '../client.ts';
import { first, nowText, rawRun } from '../dialect.ts';
import { type GroupWriter, groupCommit } from '../group-commit.ts';
import { emailLogs, simulationSessions, simulationSteps } from '../tables.ts';

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
  /** Whether the save adds its row to the steps' history (by default; not beyond the storage budget). */
  history?: boolean;
};

/**
 * What a stored row costs beyond its JSON, in bytes (ids, dates, small columns, index entries and page space),
 * as measured on both stores (tests/security/store-growth.test.ts): the storage budget counts with it.
 */
export const SESSION_ROW_BYTES = 400;
export const STEP_ROW_BYTES = 250;

/** The most a save can add to the store: a new session row with its answers and tracking data, and its step row. */
export function stepSaveBytes(p: StepParams): number {
  const answers = Buffer.byteLength(p.stepData);
  const tracking = p.trackingData ? Buffer.byteLength(p.trackingData) : 0;
  return SESSION_ROW_BYTES + answers + tracking + (p.history ? STEP_ROW_BYTES + answers : 0);
}

const writers = new WeakMap<Db, GroupWriter<StepParams>>();

export type StepParams = ReturnType<typeof stepParams>;

/** A save as the statements take it (its JSON serialised once: the budget counts these very bytes). */
export function stepParams(save: StepSave) {
  return {
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
    history: save.history ?? true,
  };
}

/**
 * SQLite: the session upsert and the step row as two prepared statements, grouped with the saves of the same
 * event-loop turn into one transaction (db/group-commit.ts). json_patch merges the new answers into the stored
 * ones (RFC 7396). The e-mail of a completed simulation never changes (its results went there): the route
 * refuses it first, this keeps it so.
 */
function sqliteStepWriter(db: Db): GroupWriter<StepParams> {
  let write = writers.get(db);
  if (!write) {
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
    write = groupCommit(db, ({ history, ...params }: StepParams) => {
      upsert.run(params);
      if (history) step.run(params);
    });
    writers.set(db, write);
  }
  return write;
}

/**
 * PostgreSQL: the same upsert and step row in one statement (a data-modifying CTE), so one round trip and one
 * commit; concurrent commits share their WAL flush in the server itself. jsonb_merge_patch is json_patch's
 * twin (db/migrations-pg/0001_jsonb_merge_patch.sql).
 */
async function pgSaveStep(db: Db, p: StepParams): Promise<void> {
  await rawRun(
    db,
    sql`WITH session AS (
      INSERT INTO simulation_sessions AS s (id, version, email, current_step, form_data, tracking_data, postal_code, insee_code, zone)
      VALUES (${p.sessionId}, 'v2', ${p.email}, ${p.stepNumber}, ${p.stepData}::jsonb, ${p.trackingData}::jsonb,
        ${p.postalCode}, ${p.inseeCode}, ${p.zone})
      ON CONFLICT (id) DO UPDATE SET
        email = CASE WHEN s.is_complete AND s.email IS NOT NULL THEN s.email ELSE coalesce(excluded.email, s.email) END,
        form_data = jsonb_merge_patch(s.form_data, CASE WHEN s.is_complete AND s.email IS NOT NULL
          THEN excluded.form_data - 'email' ELSE excluded.form_data END),
        current_step = greatest(s.current_step, excluded.current_step),
        tracking_data = coalesce(excluded.tracking_data, s.tracking_data),
        postal_code = coalesce(excluded.postal_code, s.postal_code),
        insee_code = coalesce(excluded.insee_code, s.insee_code),
        zone = coalesce(excluded.zone, s.zone),
        updated_at = ${nowText(db)}
      RETURNING s.id)
    INSERT INTO simulation_steps (session_id, step_number, step_name, step_data, save_id)
    SELECT session.id, ${p.stepNumber}, ${p.stepName}, ${p.stepData}::jsonb, ${p.saveId} FROM session
    WHERE ${p.history}
    ON CONFLICT (save_id) DO NOTHING`,
  );
}

/** Stores one answered step; resolves once it is committed (on SQLite, saves arriving together share one commit). */
export function saveStep(db: Db, save: StepSave): Promise<void> {
  return writeStep(db, stepParams(save));
}

/** saveStep of a save already serialised (stepParams). */
export function writeStep(db: Db, params: StepParams): Promise<void> {
  return kindOf(db) === 'postgres' ? pgSaveStep(db, params) : sqliteStepWriter(db)(params);
}

/** Whether a simulation is stored (a save beyond the hard budget may only update one). */
export async function sessionExists(db: Db, id: string): Promise<boolean> {
  const row = await first(
    db.select({ id: simulationSessions.id }).from(simulationSessions).where(eq(simulationSessions.id, id)),
  );
  return row !== undefined;
}

export async function getSession(db: Db, id: string): Promise<SessionRow | null> {
  return (await first(db.select().from(simulationSessions).where(eq(simulationSessions.id, id)))) ?? null;
}

/** A simulation by the id of its shareable results link. */
export async function sessionByResultsId(db: Db, resultsId: string): Promise<SessionRow | null> {
  return (
    (await first(db.select().from(simulationSessions).where(eq(simulationSessions.resultsId, resultsId)))) ??
    null
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
  const row = await first(
    db
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
      .returning({ resultsId: simulationSessions.resultsId }),
  );
  return row?.resultsId ?? null;
}

export async function stepsOf(db: Db, id: string) {
  return db
    .select()
    .from(simulationSteps)
    .where(eq(simulationSteps.sessionId, id))
    .orderBy(desc(simulationSteps.id));
}

export async function emailsSentFor(db: Db, sessionId: string): Promise<number> {
  const row = await first(
    db
      .select({ n: count() })
      .from(emailLogs)
      .where(and(eq(emailLogs.sessionId, sessionId), inArray(emailLogs.status, ['sent', 'outbox']))),
  );
  return row?.n ?? 0;
}
