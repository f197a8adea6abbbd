/** Type of the `client:analytics` directive registered in astro.config.mjs. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:analytics'?: boolean;
  }
}
