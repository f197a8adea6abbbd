import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toIcs } from './ics.ts';

const encoder = new TextEncoder();
const options = {
  stamp: '2026-11-23T10:04:05.123Z',
  domain: 'apl-simulateur.fr',
  name: 'Mon aide au logement',
};

/** The events a calendar parser reads back from the file. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      allDay: e.startDate.isDate,
      summary: e.summary,
      description: e.description,
      url: v.getFirstPropertyValue('url'),
      stamp: v.getFirstPropertyValue('dtstamp')?.toString(),
    };
  });
}

describe('toIcs', () => {
  const text = toIcs(
    [
      {
        id: 'premier-mois',
        date: '2026-12-01',
        title: "Premier mois d'aide : décembre 2026",
        description:
          'Le mois d’entrée, novembre, n’est pas payé ; sauf exception, voir C:\\aide.\nDeuxième ligne, ici.',
        url: 'https://www.service-public.fr/particuliers/vosdroits/F1563',
      },
      { id: 'fin', date: '2026-12-31', title: 'Fin, année ; bissextile ?', description: 'é'.repeat(100) },
    ],
    options,
  );

  it('writes CRLF lines of at most 75 octets, continuations starting with a space', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });

  it('reads back with a calendar parser: all-day dates, texts, UID, DTSTAMP and URL', () => {
    const events = parse(text);
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      uid: 'premier-mois-20261201@apl-simulateur.fr',
      start: '2026-12-01',
      end: '2026-12-02',
      allDay: true,
      summary: "Premier mois d'aide : décembre 2026",
      description:
        'Le mois d’entrée, novembre, n’est pas payé ; sauf exception, voir C:\\aide.\nDeuxième ligne, ici.',
      url: 'https://www.service-public.fr/particuliers/vosdroits/F1563',
      stamp: '2026-11-23T10:04:05Z',
    });
    // The last day of the year ends on the first day of the next one; 100 « é » survive the folding.
    expect(events[1]).toMatchObject({
      start: '2026-12-31',
      end: '2027-01-01',
      summary: 'Fin, année ; bissextile ?',
    });
    expect(events[1]?.description).toBe('é'.repeat(100));
  });

  it('names the calendar', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mon aide au logement');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('never cuts a multi-octet character', () => {
    const folded = foldLine(`DESCRIPTION:${'€'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.map((p) => encoder.encode(p).length).every((n) => n <= 75)).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(`DESCRIPTION:${'€'.repeat(60)}`);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});
