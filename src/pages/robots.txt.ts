import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /resultats/',
      // Editors' preview links (also noindex and never cached).
      'Disallow: /apercu',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site).toString()}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
