// @ts-check
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales.ts';
import { PAGES_AT_ONCE } from './src/lib/build/concurrency.ts';
import { cspDigestsOnce } from './src/lib/build/csp-digests.ts';
import { buildRedirects, redirectTable } from './src/lib/build/redirects.ts';
import { baremesDuStore } from './src/lib/build/scales.ts';

/** `client:consent`: hydrates the cookie banner only when needed (src/islands/cookie-banner/directive.ts). */
const consentDirective = {
  name: 'client-consent',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'consent', entrypoint: './src/islands/cookie-banner/directive.ts' }),
  },
};

/**
 * The audience tracker: `client:analytics` hydrates it only after consent, and a framework-free renderer
 * (it calls the component once) keeps React out of it (src/islands/tracking).
 */
const audienceIsland = {
  name: 'audience-island',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void, addRenderer: (r: { name: string; serverEntrypoint: string; clientEntrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective, addRenderer }) => {
      addClientDirective({ name: 'analytics', entrypoint: './src/islands/tracking/directive.ts' });
      addRenderer({
        name: 'apl-vanilla',
        serverEntrypoint: './src/islands/tracking/renderer-server.ts',
        clientEntrypoint: './src/islands/tracking/renderer-client.ts',
      });
    },
  },
};

/**
 * A production install may not write its code tree (issue 28, docs/OPERATIONS.md): there Astro's and Vite's
 * caches go beside the builds (BUILDS_DIR/.cache); a checkout keeps them in node_modules.
 */
const caches = (() => {
  try {
    accessSync(new URL('./node_modules/', import.meta.url), constants.W_OK);
    return null;
  } catch {
    return process.env.BUILDS_DIR ? join(process.env.BUILDS_DIR, '.cache') : null;
  }
})();

/** Canonical host of the public site (canonical URLs, sitemap, Open Graph). */
const site = process.env.SITE_URL || 'https://www.apl-simulateur.fr';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // French, the default, at the usual addresses; English under /en (src/pages/en, catalogues in src/i18n).
  i18n: { defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES], routing: { prefixDefaultLocale: false } },
  // Old addresses (slug changes, the editors' Redirections) as redirect pages of the static output.
  redirects: await buildRedirects(),
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  ...(caches ? { cacheDir: join(caches, 'astro') } : {}),
  build: {
    format: 'directory',
    concurrency: PAGES_AT_ONCE,
    inlineStylesheets: 'always',
    // A private preview build (api/services/site-preview.ts) is served under its own address: its /_astro
    // files are linked there, while page URLs (and so Astro.url, the header's current link) stay the site's.
    ...(process.env.ASTRO_ASSETS_PREFIX ? { assetsPrefix: process.env.ASTRO_ASSETS_PREFIX } : {}),
  },
  compressHTML: true,
  // Every page carries the hashes of its scripts in a CSP <meta> (no 'unsafe-inline' for scripts); the
  // server sends the union of them in its header (api/security/headers.ts). Styles keep 'unsafe-inline'
  // (inlined stylesheets, style attributes): with it in the resources Astro emits no style hashes, which
  // the browser would otherwise let override 'unsafe-inline'.
  security: {
    csp: { styleDirective: { resources: ["'self'", "'unsafe-inline'"] } },
  },
  integrations: [
    // The framework-free renderer first: Astro asks each renderer in turn whether a component is its own, and
    // React answers by rendering it (a test render on every page for each of the two audience islands).
    audienceIsland,
    react(),
    consentDirective,
    // The redirects of this build, for the server's 301s: live exactly when the build is (issue 26).
    redirectTable,
    sitemap({
      // Only pages worth finding: not the simulator's later steps, result or search shells or error pages, nor the
      // simulator embedded in partners' pages (/integrer/simulateur, noindex; /integrer-le-simulateur is listed).
      filter: (page) =>
        !/\/(404|500|resultats|resultats-introuvables|v2\/etape-introuvable|recherche)\/?$/.test(page) &&
        !/\/(v2\/simulateur|en\/simulator)\/(?!email\/?$)/.test(page) &&
        !/\/integrer\/simulateur(\/|$)/.test(page) &&
        !/\/(guide\/introuvable|contact\/merci|partner\/[^/]+|auth(?:\/[^/]+)?|supprimer-mes-donnees\/[^/]+)\/?$/.test(
          page,
        ) &&
        !page.includes('/admin'),
    }),
  ],
  vite: {
    ...(caches ? { cacheDir: join(caches, 'vite') } : {}),
    // Astro hashes each page's inlined stylesheet for the CSP: once per text, not once per page.
    // The pages and the simulator's island compute with the store's active scales (issue 27); the module is
    // left as it is when they hold the repository's values.
    plugins: [cspDigestsOnce(), await baremesDuStore()],
    build: {
      // Images and fonts are never inlined as data: URIs. A small page script (<script> in a .astro file) is
      // inlined, hashed in the CSP like the island loader (security.csp above): one request less.
      assetsInlineLimit: (file, content) => file.endsWith('.js') && content.length < 4096,
    },
  },
});
