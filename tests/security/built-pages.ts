/**
 * A small live build for the security tests of the public pages that the server fills in (/conseil?q=,
 * the no-JavaScript contact and data-deletion forms) and of the redirects. The pages carry the same
 * markers, forms and attributes as the real ones (src/pages/…); the whole build is tested in tests/site.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { switchLive } from '../../api/services/site-builds.ts';
import { QUERY_MAX, RESULTS_MARKER, type SearchEntry } from '../../src/lib/server/conseil-search.ts';
import { FORM_END, FORM_START, renderContactForm } from '../../src/lib/server/contact-form.ts';

const page = (title: string, main: string) => `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<link rel="stylesheet" href="/_astro/base.css"><script type="module" src="/_astro/page.js"></script></head>
<body><a class="skip-link" href="#contenu">Aller au contenu</a><header class="site-header"><a href="/">APL Simulateur</a></header>
<main id="contenu">${main}</main><footer><a href="/supprimer-mes-donnees">Supprimer mes données</a></footer></body></html>`;

export const SEARCH_ENTRIES: SearchEntry[] = [
  {
    slug: 'budget-etudiant',
    title: 'Budget étudiant : le loyer, la CAF et le reste',
    excerpt: 'Préparer son budget avec une aide au logement.',
    category: 'Budget',
    tags: ['étudiant'],
    text: 'Le loyer est le premier poste du budget étudiant.',
    publishedAt: '2026-01-10',
  },
  {
    slug: 'colocation',
    title: 'Colocation et APL',
    excerpt: 'Chaque colocataire demande son aide.',
    category: null,
    tags: [],
    text: 'En colocation, chacun déclare sa part du loyer.',
    publishedAt: '2026-02-01',
  },
];

export const PAGES: Record<string, string> = {
  'index.html': page('APL Simulateur', '<h1>Simulez votre APL</h1>'),
  '404.html': page('Page non trouvée', '<h1>Page non trouvée</h1>'),
  'apl-lyon/index.html': page('APL Lyon', '<h1>APL à Lyon</h1>'),
  'guide/index.html': page('Guides', '<h1>Guides</h1>'),
  'conseil/index.html': page(
    'Conseil : nos articles sur le logement',
    `<h1>Conseils logement</h1>
<form class="search-form" role="search" action="/conseil" method="get"><label class="visually-hidden" for="q">Rechercher un article</label><input type="search" id="q" name="q" placeholder="Rechercher : étudiant, colocation, garant…" maxlength="${QUERY_MAX}" data-query-value="__q__"><button class="btn btn-primary" type="submit">Rechercher</button></form>
${RESULTS_MARKER}
<h2 id="articles">Tous les articles</h2><ul class="article-list"><li class="card"><h4><a href="/conseil/budget-etudiant">Budget étudiant</a></h4><p>Préparer son budget.</p></li></ul>`,
  ),
  'contact/index.html': page(
    'Contact',
    `<h1>Nous écrire</h1>${FORM_START}${renderContactForm()}${FORM_END}<p>Réponse sous 5 jours ouvrés.</p>`,
  ),
  'supprimer-mes-donnees/index.html': page(
    'Supprimer mes données',
    `<h1>Supprimer mes données</h1><!--erreur-suppression--><form method="post" action="/api/data-deletion"><div class="field"><label for="email">Votre adresse e-mail</label><input id="email" name="email" type="email" autocomplete="email" required></div><div class="hp" aria-hidden="true"><label for="website">Ne pas remplir</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div><button class="btn btn-primary" type="submit">Demander la suppression</button></form>`,
  ),
  'supprimer-mes-donnees/confirmer/index.html': page(
    'Confirmer la suppression',
    '<h1>Confirmer la suppression</h1><form method="post" action="/api/data-deletion/confirm"><input type="hidden" name="token" value="__JETON__"><button class="btn btn-primary" type="submit">Supprimer mes données</button></form>',
  ),
  'supprimer-mes-donnees/lien-invalide/index.html': page(
    'Lien invalide',
    '<h1>Ce lien ne fonctionne plus</h1>',
  ),
  'supprimer-mes-donnees/envoye/index.html': page('Demande envoyée', '<h1>Demande envoyée</h1>'),
  'supprimer-mes-donnees/effectue/index.html': page('Données supprimées', '<h1>Données supprimées</h1>'),
};

/** Writes the pages above as the live build of `buildsDir`. */
export function writeLiveBuild(buildsDir: string): void {
  const folder = join(buildsDir, 'build-securite');
  for (const [path, html] of Object.entries(PAGES)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), html);
  }
  writeFileSync(join(folder, 'conseil', 'search-index.json'), JSON.stringify(SEARCH_ENTRIES));
  switchLive(buildsDir, folder);
}
