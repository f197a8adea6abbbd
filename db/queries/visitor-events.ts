/**
 * Writing audience events, grouped (db/group-commit.ts): a burst of beacons costs one commit, and each
 * request is answered only once its events are committed.
 */
import type { Db } from '../client.ts';
import { groupCommit } from '../group-commit.ts';
import type { visitorEvents } from '../schema.ts';

export type VisitorEventRow = Omit<typeof visitorEvents.$inferInsert, 'id' | 'createdAt'>;

export type EventWriter = {
  /** Resolves once the rows are committed; rejects if the transaction failed. */
  write(rows: VisitorEventRow[]): Promise<void>;
};

const COLUMNS = [
  'visitor_id',
  'session_id',
  'event_type',
  'event_data',
  'page_path',
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'traffic_source',
  'entry_page_type',
  'device_type',
  'screen_resolution',
] as const;

function values(r: VisitorEventRow): unknown[] {
  return [
    r.visitorId,
    r.sessionId,
    r.eventType,
    r.eventData == null ? null : JSON.stringify(r.eventData),
    r.pagePath ?? null,
    r.landingPage ?? null,
    r.referrer ?? null,
    r.utmSource ?? null,
    r.utmMedium ?? null,
    r.utmCampaign ?? null,
    r.utmTerm ?? null,
    r.utmContent ?? null,
    r.trafficSource ?? null,
    r.entryPageType ?? null,
    r.deviceType ?? null,
    r.screenResolution ?? null,
  ];
}

const writers = new WeakMap<Db, EventWriter>();

/** One writer per database. */
export function eventWriter(db: Db): EventWriter {
  let writer = writers.get(db);
  if (writer) return writer;
  const insert = db.$client.prepare(
    `INSERT INTO visitor_events (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const writeRows = groupCommit<VisitorEventRow[]>(db, (rows) => {
    for (const r of rows) insert.run(values(r));
  });
  writer = { write: (rows) => (rows.length === 0 ? Promise.resolve() : writeRows(rows)) };
  writers.set(db, writer);
  return writer;
}
