/**
 * Web vitals (CLS, INP, FCP, LCP, TTFB) as a second framework-free island, hydrated by
 * `client:analytics="idle"`: only after consent, and only once the page has loaded and is idle, so the library
 * (about 3 KB gzip) never competes with the page. Late loading loses nothing: web-vitals reads the buffered
 * performance entries. Each value goes to the tracker through its command queue, and only while the tracker
 * runs (after a withdrawal of consent, values are dropped).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { TrackQueue } from '../../lib/browser/track.ts';

function WebVitals(): void {
  if (typeof window === 'undefined') return;
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    on((m) => {
      const queue = (window as unknown as { aplTrack?: TrackQueue | unknown[] }).aplTrack;
      if (queue && !Array.isArray(queue))
        queue.push(['web_vital', { name: m.name, value: m.value, rating: m.rating }]);
    });
  }
}
WebVitals.aplVanilla = true;

export default WebVitals;
