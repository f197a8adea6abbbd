/** Type of the `client:consent` directive registered in astro.config.mjs (Astro's documented extension point). */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:consent'?: boolean;
  }
}
