import { describe, expect, it } from 'vitest';
import { fmtClock, fmtWhen, isoToParisLocal, parisLocalToIso } from './time.ts';

describe('Paris time in the editors', () => {
  it('writes instants as French editors read them (no-break spaces around « h »)', () => {
    expect(fmtWhen('2026-11-23T13:05:00Z')).toBe('23 novembre 2026 à 14\u00a0h\u00a005');
    expect(fmtWhen('2026-07-01T07:09:00Z')).toBe('1er juillet 2026 à 9\u00a0h\u00a009');
    expect(fmtClock('2026-07-14T12:05:00Z')).toBe('14\u00a0h\u00a005');
    expect(fmtWhen(null)).toBe('—');
  });

  it('turns a Paris wall time into an instant with its offset, winter and summer', () => {
    expect(parisLocalToIso('2026-11-23T14:05')).toBe('2026-11-23T14:05:00+01:00');
    expect(parisLocalToIso('2026-07-14T09:30')).toBe('2026-07-14T09:30:00+02:00');
    // Around the changes of time (29 March and 25 October 2026).
    expect(parisLocalToIso('2026-03-29T01:50')).toBe('2026-03-29T01:50:00+01:00');
    expect(parisLocalToIso('2026-03-29T03:10')).toBe('2026-03-29T03:10:00+02:00');
    expect(parisLocalToIso('2026-03-29T02:30')).toBe('2026-03-29T02:30:00+01:00');
    expect(parisLocalToIso('2026-10-25T01:50')).toBe('2026-10-25T01:50:00+02:00');
    expect(parisLocalToIso('2026-10-25T03:10')).toBe('2026-10-25T03:10:00+01:00');
    expect(parisLocalToIso('demain')).toBeNull();
  });

  it('shows an instant in a date-time input as Paris time, and back', () => {
    const at = new Date('2026-11-23T13:05:00Z');
    expect(isoToParisLocal(at)).toBe('2026-11-23T14:05');
    expect(new Date(parisLocalToIso(isoToParisLocal(at)) as string).getTime()).toBe(at.getTime());
  });
});
