/**
 * The statistics screens: simulations per day, the average amount, partner clicks per day. Visits, the funnel and
 * the simulation totals come from db/queries/audience.ts, counted as src/core/audience/definitions.ts says, so
 * that every screen shows the same figures for the same period (issue 30).
 */
import { and, count, eq, gt, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { countWhere, first, numeric } from '../dialect.ts';
import { partnerClicks, simulationSessions } from '../tables.ts';

/** Simulations started, completed and eligible (completed and eligible), per day (AAAA-MM-JJ) since `since`. */
export async function simulationsPerDay(db: Db, since: string) {
  const sim = simulationSessions;
  return db
    .select({
      day: sql<string>`substr(${sim.createdAt}, 1, 10)`,
      started: count(),
      completed: countWhere(eq(sim.isComplete, true)),
      eligible: countWhere(and(eq(sim.isComplete, true), eq(sim.isEligible, true)) as SQL),
    })
    .from(sim)
    .where(gte(sim.createdAt, since))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** Average amount of the eligible completed simulations since `since` (those with an amount). */
export async function eligibleAmounts(db: Db, since: string) {
  const sim = simulationSessions;
  const row = await first(
    db
      .select({ avg: numeric(sql`avg(${sim.montantFinal})`), n: count() })
      .from(sim)
      .where(
        and(
          eq(sim.isComplete, true),
          eq(sim.isEligible, true),
          gt(sim.montantFinal, 0),
          gte(sim.createdAt, since),
        ),
      ),
  );
  return { average: row?.avg ?? null, count: row?.n ?? 0 };
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
