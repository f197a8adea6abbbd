/** The statistics screens: simulations per day, steps reached, amounts, traffic sources, partner clicks. */
import { and, count, countDistinct, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { countWhere, first, numeric } from '../dialect.ts';
import { partnerClicks, simulationSessions, visitorEvents } from '../tables.ts';

/** Simulations started, completed and eligible, per day (AAAA-MM-JJ) since `since`. */
export async function simulationsPerDay(db: Db, since: string) {
  return db
    .select({
      day: sql<string>`substr(${simulationSessions.createdAt}, 1, 10)`,
      started: count(),
      completed: countWhere(sql`${simulationSessions.isComplete}`),
      eligible: countWhere(sql`${simulationSessions.isEligible}`),
    })
    .from(simulationSessions)
    .where(gte(simulationSessions.createdAt, since))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** How many simulations since `since` stopped at each step. */
export async function lastStepReached(db: Db, since: string) {
  return db
    .select({ step: simulationSessions.currentStep, n: count() })
    .from(simulationSessions)
    .where(gte(simulationSessions.createdAt, since))
    .groupBy(simulationSessions.currentStep)
    .orderBy(simulationSessions.currentStep);
}

/** Average amount and count of completed simulations with an amount, since `since`. */
export async function eligibleAmounts(db: Db, since: string) {
  const row = await first(
    db
      .select({ avg: numeric(sql`avg(${simulationSessions.montantFinal})`), n: count() })
      .from(simulationSessions)
      .where(
        and(
          eq(simulationSessions.isComplete, true),
          gt(simulationSessions.montantFinal, 0),
          gte(simulationSessions.createdAt, since),
        ),
      ),
  );
  return { average: row?.avg ?? null, count: row?.n ?? 0 };
}

/** Sessions by traffic source (consented audience events) since `since`, most first. */
export async function sessionsBySource(db: Db, since: string) {
  return db
    .select({
      source: sql<string>`coalesce(${visitorEvents.trafficSource}, 'direct')`,
      sessions: countDistinct(visitorEvents.sessionId),
    })
    .from(visitorEvents)
    .where(gte(visitorEvents.createdAt, since))
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`));
}

/** Sessions by type of entry page since `since`, most first. */
export async function sessionsByEntryPage(db: Db, since: string) {
  return db
    .select({
      type: sql<string>`coalesce(${visitorEvents.entryPageType}, 'other')`,
      sessions: countDistinct(visitorEvents.sessionId),
    })
    .from(visitorEvents)
    .where(and(gte(visitorEvents.createdAt, since), eq(visitorEvents.eventType, 'session_start')))
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`));
}

/** Partner clicks per day and partner since `since`. */
export async function partnerClicksPerDay(db: Db, since: string) {
  return (
    db
      .select({
        day: sql<string>`substr(${partnerClicks.createdAt}, 1, 10)`,
        partner: partnerClicks.partnerName,
        n: count(),
      })
      .from(partnerClicks)
      .where(gte(partnerClicks.createdAt, since))
      .groupBy(sql`1`, partnerClicks.partnerName)
      // By day then partner, the order SQLite gave without being asked (the partners' series follow it).
      .orderBy(sql`1`, partnerClicks.partnerName)
  );
}
