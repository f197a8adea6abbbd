/**
 * Writing audience events. Requests are grouped: every event accepted during one turn of the event loop is
 * inserted in a single transaction (group commit), and each request is answered only once its events are
 * committed. So a burst of beacons costs one commit instead of one per request, and an acknowledged event is
 * always a stored one (nothing waits in memory after the answer).
 */
import type { Db } from '../client.ts';
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
  const insertAll = db.$client.transaction((rows: VisitorEventRow[]) => {
    for (const r of rows) insert.run(values(r));
  });
  let queue: VisitorEventRow[] = [];
  let waiting: Array<{ ok: () => void; fail: (e: unknown) => void }> = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const rows = queue;
    const waiters = waiting;
    queue = [];
    waiting = [];
    try {
      insertAll(rows);
      for (const w of waiters) w.ok();
    } catch (err) {
      for (const w of waiters) w.fail(err);
    }
  };

  writer = {
    write(rows) {
      if (rows.length === 0) return Promise.resolve();
      return new Promise<void>((ok, fail) => {
        queue.push(...rows);
        waiting.push({ ok, fail });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
  writers.set(db, writer);
  return writer;
}
