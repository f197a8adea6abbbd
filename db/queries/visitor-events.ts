/**
 * Writing audience events. On SQLite, grouped (db/group-commit.ts): a burst of beacons costs one commit, and
 * each request is answered only once its events are committed. On PostgreSQL, one insert per request (its
 * own commit; the server takes concurrent commits without a single writer's lock).
 */
import { type Db, kindOf } from '../client.ts';
import { groupCommit } from '../group-commit.ts';
import { visitorEvents } from '../tables.ts';

export type VisitorEventRow = Omit<typeof visitorEvents.$inferInsert, 'id' | 'createdAt'>;

/**
 * What an event row costs beyond its text, in bytes (id, date, index entries and page space), as measured on
 * both stores (tests/security/store-growth.test.ts): the storage budget counts with it.
 */
export const EVENT_ROW_BYTES = 250;

/** The most an event adds to the store: its row with every text and its free-form data. */
export function eventBytes(row: VisitorEventRow): number {
  let bytes = EVENT_ROW_BYTES + (row.eventData ? Buffer.byteLength(JSON.stringify(row.eventData)) : 0);
  for (const value of Object.values(row)) if (typeof value === 'string') bytes += Buffer.byteLength(value);
  return bytes;
}

/**
 * An event beyond its client's storage budget: its kind, page and computed classes only, without its
 * free-form data (eventData, campaign, referrer, landing page, screen).
 */
export function leanEvent(row: VisitorEventRow): VisitorEventRow {
  return {
    visitorId: row.visitorId,
    sessionId: row.sessionId,
    eventType: row.eventType,
    pagePath: row.pagePath,
    trafficSource: row.trafficSource,
    entryPageType: row.entryPageType,
    deviceType: row.deviceType,
  };
}

export type EventWriter = {
  /** Resolves once the rows are committed; rejects if the transaction failed. */
  write(rows: VisitorEventRow[]): Promise<void>;
};

/** The rows of one request, in one insert statement. */
async function insertRows(db: Db, rows: VisitorEventRow[]): Promise<void> {
  await db.insert(visitorEvents).values(rows);
}

const writers = new WeakMap<Db, EventWriter>();

/** One writer per database. */
export function eventWriter(db: Db): EventWriter {
  let writer = writers.get(db);
  if (writer) return writer;
  const writeRows =
    kindOf(db) === 'sqlite'
      ? // SQLite's group commit applies each write synchronously inside its transaction.
        groupCommit<VisitorEventRow[]>(db, (rows) => {
          db.insert(visitorEvents).values(rows).run();
        })
      : (rows: VisitorEventRow[]) => insertRows(db, rows);
  writer = { write: (rows) => (rows.length === 0 ? Promise.resolve() : writeRows(rows)) };
  writers.set(db, writer);
  return writer;
}
