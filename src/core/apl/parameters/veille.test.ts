import { describe, expect, it } from 'vitest';
import { revalorisationsAttendues } from './index.ts';
import { HORIZON_JOURS, veilleDesBaremes } from './veille.ts';

describe('la veille des barèmes', () => {
  const attendues = [
    { date: '2026-10-01', series: ['loyersPlafonds' as const] },
    { date: '2027-01-01', series: ['abattementR0' as const] },
    { date: '2027-10-01', series: ['forfaitCharges' as const] },
  ];

  it('le 27 novembre 2026 : octobre 2026 attendue non saisie, janvier 2027 à venir, octobre 2027 pas encore', () => {
    expect(veilleDesBaremes('2026-11-27', attendues)).toEqual({
      enRetard: [attendues[0]],
      aVenir: [attendues[1]],
    });
  });

  it('le jour même, la revalorisation est attendue (la date est atteinte)', () => {
    expect(veilleDesBaremes('2026-10-01', attendues).enRetard).toEqual([attendues[0]]);
    expect(HORIZON_JOURS).toBeGreaterThanOrEqual(90);
  });

  it('avec les barèmes du dépôt, la revalorisation du 1er octobre 2026 des loyers plafonds est attendue', () => {
    const veille = veilleDesBaremes('2026-11-27', revalorisationsAttendues());
    const octobre = veille.enRetard.find((a) => a.date === '2026-10-01');
    expect(octobre?.series).toContain('loyersPlafonds');
  });
});
