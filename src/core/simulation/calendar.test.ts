import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFor, icsEventsOf, lastDayOf, nextRevision } from './calendar.ts';
import type { FormData } from './form.ts';
import { toIcs } from './ics.ts';

const worker: FormData = { status: 'employee', housing: 'ordinary', rent: 450 };
const boursier: FormData = { status: 'student', boursier: true, housing: 'ordinary', rent: 450 };
const dated = (form: FormData, day: string) =>
  Object.fromEntries(calendarFor(form, day).events.map((e) => [e.id, e.date]));

describe('calendarFor', () => {
  it('dates a claim made on the day of entry: due from the next month, paid at the start of the one after', () => {
    expect(dated(worker, '2026-11-23')).toEqual({
      demande: '2026-11-23',
      'premier-mois': '2026-12-01',
      delai: '2026-12-31',
      'premier-versement': '2027-01-01',
      revision: '2027-10-01',
      reexamen: null,
    });
  });

  it('says the month of entry is not paid, and the exception of a right that continues after a move', () => {
    const first = calendarFor(worker, '2026-09-10').events.find((e) => e.id === 'premier-mois');
    expect(first?.title).toBe("Premier mois d'aide : octobre 2026");
    expect(first?.description).toContain("septembre 2026, le mois d'entrée, n'est pas payé");
    expect(first?.description).toMatch(
      /touchiez déjà une aide au logement.*pas de mois sans aide \(art\. R\. 823-14\)/,
    );
    expect(first?.source.url).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\//);
  });

  it('states its assumption without a month of entry: the month of the simulation', () => {
    const calendar = calendarFor(worker, '2026-02-15');
    expect(calendar).toMatchObject({ entryMonth: '2026-02', chosen: false });
    expect(calendar.assumption).toMatch(/supposent une entrée dans le logement en février 2026.*choisissez/);
    expect(dated(worker, '2026-02-15').delai).toBe('2026-03-31');
  });

  it('follows the month of entry chosen: a simulation in July for a move in September (issue 29)', () => {
    const calendar = calendarFor(worker, '2026-07-10', undefined, '2026-09');
    expect(calendar).toMatchObject({ entryMonth: '2026-09', chosen: true });
    expect(calendar.assumption).toBe('Ces dates suivent votre entrée dans le logement en septembre 2026.');
    const at = Object.fromEntries(calendar.events.map((e) => [e.id, e.date]));
    expect(at).toMatchObject({
      demande: '2026-09-01',
      delai: '2026-10-31',
      'premier-mois': '2026-10-01',
      'premier-versement': '2026-11-01',
      revision: '2026-10-01',
    });
    // A month before the simulation's, or not a month, is not a choice: the month of the simulation.
    expect(calendarFor(worker, '2026-07-10', undefined, '2026-05').entryMonth).toBe('2026-07');
    expect(calendarFor(worker, '2026-07-10', undefined, 'septembre').chosen).toBe(false);
  });

  it('gives the next 1 October revision, the same year until 30 September', () => {
    expect(nextRevision('2026-09-30')).toBe('2026-10-01');
    expect(nextRevision('2026-10-01')).toBe('2027-10-01');
    const revision = calendarFor(worker, '2026-03-01', 'barèmes au 1er octobre 2025').events.find(
      (e) => e.id === 'revision',
    );
    expect(revision?.description).toMatch(/L\. 823-4.*barèmes au 1er octobre 2025/);
  });

  it('reminds a scholarship holder, without a date, to confirm the scholarship each year; others not', () => {
    const reminder = calendarFor(boursier, '2026-11-23').events.find((e) => e.id === 'bourse');
    expect(reminder?.date).toBeNull();
    expect(reminder?.description).toContain('1er décembre');
    expect(calendarFor({ ...boursier, boursier: false }, '2026-11-23').events.map((e) => e.id)).not.toContain(
      'bourse',
    );
    expect(calendarFor(worker, '2026-11-23').events.map((e) => e.id)).not.toContain('bourse');
  });

  it('lists dated events by date, then the undated ones; every source is https', () => {
    const events = calendarFor(boursier, '2026-09-15').events;
    const dates = events.map((e) => e.date);
    const firstUndated = dates.indexOf(null);
    expect(dates.slice(firstUndated).every((d) => d === null)).toBe(true);
    const known = dates.slice(0, firstUndated) as string[];
    expect([...known].sort()).toEqual(known);
    for (const e of events) expect(e.source.url).toMatch(/^https:\/\//);
  });

  it('handles month lengths and the turn of the year', () => {
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
    expect(dated(worker, '2026-12-31')).toMatchObject({
      'premier-mois': '2027-01-01',
      delai: '2027-01-31',
      'premier-versement': '2027-02-01',
    });
  });
});

describe('the calendar file', () => {
  it('parses back with the right all-day dates, the first-payment exception and the sources', () => {
    const calendar = calendarFor(boursier, '2026-11-23', 'barèmes au 1er octobre 2025');
    const text = toIcs(icsEventsOf(calendar), {
      stamp: '2026-11-23T09:00:00.000Z',
      domain: 'apl-simulateur.fr',
      name: 'Mon aide au logement',
    });
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.startDate.toString(), e.startDate.isDate])).toEqual([
      ["Faire la demande d'aide au logement sur caf.fr", '2026-11-23', true],
      ["Premier mois d'aide : décembre 2026", '2026-12-01', true],
      ['Dernier jour pour demander sans perdre de mois', '2026-12-31', true],
      ['Premier versement, au plus tôt début janvier 2027', '2027-01-01', true],
      ["Révision annuelle du barème de l'aide", '2027-10-01', true],
    ]);
    const first = events.find((e) => e.uid.startsWith('premier-mois-'));
    expect(first?.description).toContain("novembre 2026, le mois d'entrée, n'est pas payé");
    expect(first?.description).toContain("il n'y a pas de mois sans aide (art. R. 823-14)");
    expect(first?.description).toContain('Source : ');
    expect(first?.description).toContain('supposent une entrée dans le logement en novembre 2026');
    // Reminders: a week and a day before the deadline, the morning of the first payment, at 9:00.
    const alarms = (uid: string) =>
      events
        .find((e) => e.uid.startsWith(uid))
        ?.component.getAllSubcomponents('valarm')
        .map((a) => String(a.getFirstPropertyValue('trigger')));
    expect(alarms('delai-')).toEqual(['-P6DT15H', '-PT15H']);
    expect(alarms('premier-versement-')).toEqual(['PT9H']);
    expect(alarms('revision-')).toEqual([]);
    // The undated reminders are on the page only.
    expect(events.map((e) => e.uid)).not.toContain(expect.stringMatching(/^(bourse|reexamen)/));
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });
});
