import { afterEach, describe, expect, it, vi } from 'vitest';
import * as tracker from '../../islands/tracking/tracker.ts';
import { CONSENT_KEY, saveConsent, TRACKER_KEYS } from './consent.ts';
import { track, trackingSnapshot, VISIT_IDLE_MS, VISIT_KEY, VISITOR_KEY } from './track.ts';

/** A minimal window with localStorage. */
function fakeWindow() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  const w = { localStorage: storage } as unknown as Window & { aplTrack?: unknown };
  vi.stubGlobal('window', w);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('dispatchEvent', () => true);
  return { w, data };
}
afterEach(() => vi.unstubAllGlobals());

const visit = (lastAt: number) =>
  JSON.stringify({
    id: 'visit_0123456789',
    from: { landingPage: '/apl-lyon', referrer: 'https://www.google.fr/' },
    startedAt: lastAt - 60_000,
    lastAt,
  });

describe('audience helpers of the site', () => {
  it('the tracker, the simulator helpers and the consent store name the same keys', () => {
    expect([tracker.VISITOR_KEY, tracker.VISIT_KEY, tracker.VISIT_IDLE_MS]).toEqual([
      VISITOR_KEY,
      VISIT_KEY,
      VISIT_IDLE_MS,
    ]);
    expect(TRACKER_KEYS).toEqual([VISITOR_KEY, VISIT_KEY]);
  });

  it('without a live visit of the tracker (no consent, visit over, consent refused), nothing is queued or sent', () => {
    const { w, data } = fakeWindow();
    track('simulation_start');
    expect(w.aplTrack).toBeUndefined();
    expect(trackingSnapshot()).toBeUndefined();
    // Idle for more than 30 minutes: the tracker has not run since (consent expired, for example).
    data.set(VISITOR_KEY, 'abcdef0123456789');
    data.set(VISIT_KEY, visit(Date.now() - 31 * 60_000));
    track('simulation_start');
    expect(w.aplTrack).toBeUndefined();
    expect(trackingSnapshot()).toBeUndefined();
    // Refusing deletes the visit at once.
    data.set(VISIT_KEY, visit(Date.now()));
    data.set(CONSENT_KEY, '{}');
    saveConsent({ preferences: false, analytics: false });
    track('simulation_start');
    expect(w.aplTrack).toBeUndefined();
    expect(trackingSnapshot()).toBeUndefined();
  });

  it('during a live visit, track() queues for the tracker and the saves carry the visit', () => {
    const { w, data } = fakeWindow();
    const now = Date.now();
    data.set(VISITOR_KEY, 'abcdef0123456789');
    data.set(VISIT_KEY, visit(now));
    track('simulation_step', { stepName: 'loyer', stepNumber: 3 });
    expect(w.aplTrack).toEqual([['simulation_step', { stepName: 'loyer', stepNumber: 3 }]]);
    expect(trackingSnapshot(now + 30_000)).toMatchObject({
      visitorId: 'abcdef0123456789',
      sessionId: 'visit_0123456789',
      landing_page: '/apl-lyon',
      referrer: 'https://www.google.fr/',
      session_duration: 90,
    });
  });
});
