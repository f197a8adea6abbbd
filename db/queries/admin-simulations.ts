/**
 * Forms and simulations in the back-office: the filtered list, one simulation with its steps, the rows of
 * the CSV export. Masking visitors' e-mails for editors is the route's; finding a visitor by e-mail is
 * asked for explicitly (`byEmail`: admins only).
 */
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { nextDay } from '../../src/core/dates.ts';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { simulationSessions, simulationSteps } from '../tables.ts';
import { likeIgnoringCase, type Paged, pageWindow } from './admin-shared.ts';

export type SimulationFilters = {
  q?: string | undefined;
  version: 'v1' | 'v2' | 'all';
  status: 'complete' | 'incomplete' | 'all';
  /** First day (AAAA-MM-JJ), included. */
  from?: string | undefined;
  /** Last day (AAAA-MM-JJ), included. */
  to?: string | undefined;
  /** Whether `q` also searches visitors' e-mails. */
  byEmail: boolean;
};

function filters(f: SimulationFilters): SQL | undefined {
  const conds: Array<SQL | undefined> = [];
  if (f.version !== 'all') conds.push(eq(simulationSessions.version, f.version));
  if (f.status !== 'all') conds.push(eq(simulationSessions.isComplete, f.status === 'complete'));
  if (f.from) conds.push(gte(simulationSessions.createdAt, f.from));
  if (f.to) conds.push(lt(simulationSessions.createdAt, nextDay(f.to)));
  if (f.q) {
    const q = f.q;
    const byText = [
      likeIgnoringCase(simulationSessions.id, `${q}%`),
      likeIgnoringCase(simulationSessions.postalCode, `${q}%`),
    ];
    if (f.byEmail) byText.push(likeIgnoringCase(simulationSessions.email, `%${q.toLowerCase()}%`));
    conds.push(or(...byText));
  }
  return and(...conds);
}

/** A page of the simulations matching the filters, newest first. */
export async function simulationPage(db: Db, f: SimulationFilters & { page: number; pageSize: number }) {
  const where = filters(f);
  const total = (await first(db.select({ n: count() }).from(simulationSessions).where(where)))?.n ?? 0;
  const { limit, offset } = pageWindow(f.page, f.pageSize);
  const items = await db
    .select()
    .from(simulationSessions)
    .where(where)
    .orderBy(desc(simulationSessions.createdAt))
    .limit(limit)
    .offset(offset);
  return { total, page: f.page, pageSize: f.pageSize, items } satisfies Paged<unknown>;
}

/** One simulation; null when there is none. */
export async function simulationById(db: Db, id: string) {
  return (await first(db.select().from(simulationSessions).where(eq(simulationSessions.id, id)))) ?? null;
}

/** The steps saved for a simulation, in order. */
export async function simulationStepList(db: Db, sessionId: string) {
  return db
    .select()
    .from(simulationSteps)
    .where(eq(simulationSteps.sessionId, sessionId))
    .orderBy(simulationSteps.stepNumber, simulationSteps.id);
}

/** The simulations matching the filters for the CSV export, newest first (100,000 at most). */
export async function simulationExportRows(db: Db, f: SimulationFilters) {
  return db
    .select()
    .from(simulationSessions)
    .where(filters(f))
    .orderBy(desc(simulationSessions.createdAt))
    .limit(100_000);
}
