/** The sidebar's menu: groups of screens; `adminOnly` items are shown to admins only. */

type Item = { to: string; label: string; icon: string; adminOnly?: boolean; end?: boolean };
type Group = { title: string; items: Item[] };

export const NAV: Group[] = [
  {
    title: 'Pilotage',
    items: [
      { to: '/', label: 'Tableau de bord', icon: '◧', end: true },
      { to: '/stats', label: 'Statistiques', icon: '▤', end: true },
      { to: '/stats/sources', label: 'Sources de trafic', icon: '⇄' },
      { to: '/stats/audience', label: 'Audience et parcours', icon: '◔' },
    ],
  },
  {
    title: 'Contenu',
    items: [
      { to: '/articles', label: 'Articles', icon: '✎' },
      { to: '/categories', label: 'Catégories', icon: '▦' },
      { to: '/tags', label: 'Étiquettes', icon: '#' },
      { to: '/media', label: 'Médias', icon: '▣' },
      { to: '/thematiques', label: 'Pages thématiques', icon: '☰' },
      { to: '/cities', label: 'Villes', icon: '⌂' },
      { to: '/city-generator', label: 'Générateur de villes', icon: '+' },
      { to: '/redirections', label: 'Redirections', icon: '↪' },
      { to: '/liens-casses', label: 'Liens cassés', icon: '⚠' },
      { to: '/corbeille', label: 'Corbeille', icon: '⌫' },
    ],
  },
  {
    title: 'Visiteurs',
    items: [
      { to: '/simulations', label: 'Simulations', icon: '€' },
      { to: '/formulaires', label: 'Formulaires', icon: '☷' },
      { to: '/contact/messages', label: 'Messages de contact', icon: '✉', adminOnly: true },
      { to: '/email/templates', label: 'Modèles d’e-mail', icon: '✉' },
      { to: '/email/logs', label: 'Journal des e-mails', icon: '⋯', adminOnly: true },
    ],
  },
  {
    title: 'Publication',
    items: [
      { to: '/ssg', label: 'Génération du site', icon: '⟳' },
      { to: '/ssg-status', label: 'État du site', icon: '✓' },
      { to: '/parametres', label: 'Barèmes légaux', icon: '§' },
      { to: '/baremes', label: 'Barèmes', icon: '%' },
    ],
  },
  {
    title: 'Administration',
    items: [
      { to: '/users', label: 'Utilisateurs', icon: '☺', adminOnly: true },
      { to: '/security-validation', label: 'Sécurité', icon: '!', adminOnly: true },
      { to: '/system-tools', label: 'Outils système', icon: '⚙', adminOnly: true },
      { to: '/mentions-legales', label: 'Mentions légales', icon: '§', adminOnly: true },
    ],
  },
];
