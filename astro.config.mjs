// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

/** Canonical host of the public site (canonical URLs, sitemap, Open Graph). */
const site = process.env.SITE_URL || 'https://www.apl-simulateur.fr';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  build: { format: 'directory', inlineStylesheets: 'always' },
  compressHTML: true,
  integrations: [
    react(),
    sitemap({
      // Only pages worth finding: not the simulator's later steps, result shells or error pages.
      filter: (page) =>
        !/\/(404|500|resultats|resultats-introuvables|v2\/etape-introuvable)\/?$/.test(page) &&
        !/\/v2\/simulateur\/(?!email\/?$)/.test(page) &&
        !page.includes('/admin'),
    }),
  ],
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
