/** The admin SPA's own build: React, served by the Hono server under /admin (api/admin/serve.ts). */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // No polyfill for <link rel="modulepreload"> (every browser the back-office targets has it): index.html
    // keeps no script of its own, and the admin runs under a CSP without 'unsafe-inline' (api/admin/serve.ts).
    modulePreload: { polyfill: false },
  },
  logLevel: 'warn',
});
