/**
 * An iCalendar file (RFC 5545) of all-day events, written by hand: lines end with CRLF and are folded at
 * 75 octets of UTF-8 (never inside a character), TEXT values escape « \ ; , » and newlines, every event has a
 * UID and a DTSTAMP. Pure: the stamp (the instant the file is made) is an argument.
 *
 * Why not the `ics` package: it folds at 75 characters, not octets (a line of accented French text reaches
 * 138 octets), and brings a validation library (≈ 24 KB gzip) for what these 100 lines do.
 */

export type IcsEvent = {
  /** Stable within the calendar: with the date, it makes the UID, so a new download updates the same events. */
  readonly id: string;
  /** AAAA-MM-JJ: an all-day event (VALUE=DATE). */
  readonly date: string;
  readonly title: string;
  readonly description: string;
  /** An absolute https address, or none. */
  readonly url?: string;
  /** A reminder (VALARM, display) at 9:00 this many days before the date; 0: the morning of the day. */
  readonly reminders?: readonly number[];
};

export type IcsOptions = {
  /** The instant the file is made, as an ISO 8601 string in UTC (`Date#toISOString`). */
  readonly stamp: string;
  /** Right-hand side of the UIDs, a domain of ours. */
  readonly domain: string;
  /** X-WR-CALNAME: the name calendar applications give the imported calendar. */
  readonly name: string;
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets: each continuation starts with one space (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation, its leading space and 74 more.
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** AAAA-MM-JJ → AAAAMMJJ. */
const basicDate = (day: string) => day.replaceAll('-', '');

/** The day after an AAAA-MM-JJ day (the exclusive end of an all-day event). */
function dayAfter(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** 2026-11-23T10:04:05.123Z → 20261123T100405Z. */
function utcStamp(iso: string): string {
  return `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * A display reminder at 9:00, `days` days before an all-day event (whose start is 00:00 that day): the trigger
 * is relative to the start (RFC 5545 §3.8.6.3), so 9:00 the day before is -PT15H, a week before -P6DT15H.
 */
export function alarm(days: number, title: string): string[] {
  const whole = Math.max(0, Math.floor(days));
  const trigger = whole === 0 ? 'PT9H' : `-P${whole > 1 ? `${whole - 1}D` : ''}T15H`;
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(title)}`,
    `TRIGGER:${trigger}`,
    'END:VALARM',
  ];
}

/** The calendar file's text (to be saved as `text/calendar;charset=utf-8`). */
export function toIcs(events: readonly IcsEvent[], options: IcsOptions): string {
  const stamp = utcStamp(options.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${options.domain}//Calendrier de l'aide au logement//FR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}-${basicDate(event.date)}@${options.domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(dayAfter(event.date))}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
      'TRANSP:TRANSPARENT',
      ...(event.reminders ?? []).flatMap((days) => alarm(days, event.title)),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
