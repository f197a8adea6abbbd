/** Type of the `client:analytics` directive registered in astro.config.mjs (`"idle"`: after load, when idle). */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:analytics'?: boolean | 'idle';
  }
}
