/**
 * Pages one astro process renders at once (astro.config.mjs `build.concurrency`). One at a time, the process sat
 * idle on each page's file write, a third of the render time; 16 overlap them, with the same files byte for byte
 * (tests/site/publishing-scope.test.ts compares). The bench builds a bare Astro project with it too.
 */
export const PAGES_AT_ONCE = 16;
