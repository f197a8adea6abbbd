import { describe, expect, it } from 'vitest';
import { safeWebUrl } from '../validation/url.ts';
import type { FormData } from './form.ts';
import { OTHER_AIDS, otherAidsFor } from './other-aids.ts';

const DAY = '2026-11-23';
/** The day the conditions were last read against their sources (Visale and the rule of 1 July 2026). */
const LAST_CHECK = '2026-11-27';
const ids = (form: FormData) => otherAidsFor(form, DAY).map((a) => a.id);
/** Official hosts only: the State, the CAF, Action Logement's Visale. */
const OFFICIAL =
  /^https:\/\/(www\.)?(service-public\.fr|messervices\.etudiant\.gouv\.fr|visale\.fr|caf\.fr)\//;

describe('the other aids', () => {
  it('link only to official pages, over https, that pass the shared URL schema', () => {
    for (const aid of OTHER_AIDS) {
      expect(aid.url).toMatch(OFFICIAL);
      expect(safeWebUrl(aid.url)).toBe(aid.url);
      expect(aid.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(aid.checked <= LAST_CHECK).toBe(true);
    }
  });

  it('never state an amount, only conditions', () => {
    for (const aid of OTHER_AIDS) {
      const text = [aid.summary, ...aid.conditions].join(' ');
      expect(text).not.toMatch(/€|\beuros?\b/i);
      expect(aid.conditions.length).toBeGreaterThan(0);
    }
  });

  it('tell a young employee (who may be an apprentice) about Mobili-Jeune, Visale, Loca-Pass and the prime d’activité', () => {
    expect(ids({ status: 'employee', birthDate: '2003-04-01' })).toEqual([
      'mobili-jeune',
      'visale',
      'loca-pass',
      'prime-activite',
    ]);
  });

  it('keep Mobili-Jeune from those who cannot be apprentices or are 30 or over', () => {
    expect(ids({ status: 'student', boursier: false, birthDate: '2004-01-01' })).not.toContain(
      'mobili-jeune',
    );
    expect(ids({ status: 'unemployed', birthDate: '2004-01-01' })).not.toContain('mobili-jeune');
    expect(ids({ status: 'employee', birthDate: '1996-11-23' })).not.toContain('mobili-jeune');
  });

  it('tell a student without a scholarship about the CROUS scholarship, and a scholarship holder not', () => {
    expect(ids({ status: 'student', boursier: false, birthDate: '2005-09-01' })).toContain('bourse-crous');
    expect(ids({ status: 'student', boursier: true, birthDate: '2005-09-01' })).not.toContain('bourse-crous');
    expect(ids({ status: 'employee', birthDate: '2005-09-01' })).not.toContain('bourse-crous');
  });

  it('keep Visale to 30 and under (until the eve of 31), except for employees', () => {
    expect(ids({ status: 'other', birthDate: '1995-11-24' })).toContain('visale');
    expect(ids({ status: 'other', birthDate: '1995-11-23' })).not.toContain('visale');
    expect(ids({ status: 'employee', birthDate: '1980-01-01' })).toContain('visale');
  });

  it('give Visale’s rules of 6 January 2026: no resource condition under 30, the first 3 years only', () => {
    const visale = OTHER_AIDS.find((a) => a.id === 'visale');
    const text = visale?.conditions.join(' ') ?? '';
    expect(text).toContain('sans condition de ressources');
    expect(text).toMatch(/3 premières années/);
    expect(text).toContain('6 janvier 2026');
    // The rule before 2026: over 30, only an employee taking a new job or a transfer.
    expect(text).not.toMatch(/nouvel emploi ou une mutation/);
    expect(visale?.checked).toBe(LAST_CHECK);
  });

  it('tell a student without a scholarship that its conditions also decide the aid of a non-EU student permit holder', () => {
    const bourse = OTHER_AIDS.find((a) => a.id === 'bourse-crous');
    const text = bourse?.conditions.join(' ') ?? '';
    expect(text).toContain('1er juillet 2026');
    expect(text).toContain('L. 822-2');
    expect(text).toMatch(/remplir les conditions de cette bourse, même sans la toucher/);
  });

  it('show a student the prime d’activité only when they earn something', () => {
    expect(ids({ status: 'student', boursier: false, income: 0, birthDate: '2005-01-01' })).not.toContain(
      'prime-activite',
    );
    expect(ids({ status: 'student', boursier: false, income: 900, birthDate: '2005-01-01' })).toContain(
      'prime-activite',
    );
  });

  it('leave the age conditions to the visitor when the birth date is unknown (shared link)', () => {
    expect(ids({ status: 'employee' })).toEqual(['mobili-jeune', 'visale', 'loca-pass', 'prime-activite']);
  });
});
