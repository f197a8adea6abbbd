/** The statistics screens: simulations per day, steps reached, amounts, traffic sources, partner clicks. */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { partnerClicks, simulationSessions, visitorEvents } from '../schema.ts';

/** Simulations started, completed and eligible, per day (AAAA-MM-JJ) since `since`. */
export async function simulationsPerDay(db: Db, since: string) {
  return db
    .select({
      day: sql<string>`substr(${simulationSessions.createdAt}, 1, 10)`,
      started: count(),
      completed: sql<number>`coalesce(sum(${simulationSessions.isComplete}), 0)`,
      eligible: sql<number>`coalesce(sum(${simulationSessions.isEligible}), 0)`,
    })
    .from(simulationSessions)
    .where(gte(simulationSessions.createdAt, since))
    .groupBy(sql`1`)
    .all();
}

/** How many simulations since `since` stopped at each step. */
export async function lastStepReached(db: Db, since: string) {
  return db
    .select({ step: simulationSessions.currentStep, n: count() })
    .from(simulationSessions)
    .where(gte(simulationSessions.createdAt, since))
    .groupBy(simulationSessions.currentStep)
    .all();
}

/** Average amount and count of completed simulations with an amount, since `since`. */
export async function eligibleAmounts(db: Db, since: string) {
  const row = db.get<{ avg: number | null; n: number }>(
    sql`SELECT avg(montant_final) AS avg, count(*) AS n FROM simulation_sessions WHERE is_complete = 1 AND montant_final > 0 AND created_at >= ${since}`,
  );
  return { average: row?.avg ?? null, count: row?.n ?? 0 };
}

/** Sessions by traffic source (consented audience events) since `since`, most first. */
export async function sessionsBySource(db: Db, since: string) {
  return db
    .select({
      source: sql<string>`coalesce(${visitorEvents.trafficSource}, 'direct')`,
      sessions: sql<number>`count(DISTINCT ${visitorEvents.sessionId})`,
    })
    .from(visitorEvents)
    .where(gte(visitorEvents.createdAt, since))
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`))
    .all();
}

/** Sessions by type of entry page since `since`, most first. */
export async function sessionsByEntryPage(db: Db, since: string) {
  return db
    .select({
      type: sql<string>`coalesce(${visitorEvents.entryPageType}, 'other')`,
      sessions: sql<number>`count(DISTINCT ${visitorEvents.sessionId})`,
    })
    .from(visitorEvents)
    .where(and(gte(visitorEvents.createdAt, since), eq(visitorEvents.eventType, 'session_start')))
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`))
    .all();
}

/** Partner clicks per day and partner since `since`. */
export async function partnerClicksPerDay(db: Db, since: string) {
  return db
    .select({
      day: sql<string>`substr(${partnerClicks.createdAt}, 1, 10)`,
      partner: partnerClicks.partnerName,
      n: count(),
    })
    .from(partnerClicks)
    .where(gte(partnerClicks.createdAt, since))
    .groupBy(sql`1`, partnerClicks.partnerName)
    .all();
}
