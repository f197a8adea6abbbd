/** French names of traffic sources and page kinds, shared by the statistics and audience screens. */

export const SOURCE_LABELS: Record<string, string> = {
  direct: 'Accès direct',
  google_organic: 'Google (naturel)',
  paid_search: 'Recherche payante',
  email: 'E-mail',
  social: 'Réseaux sociaux',
  facebook: 'Facebook',
  bing: 'Bing',
  referral: 'Sites référents',
};

export const PAGE_LABELS: Record<string, string> = {
  homepage: 'Accueil',
  simulator: 'Simulateur',
  city_page: 'Page ville',
  zone_page: 'Page zone',
  blog: 'Conseil',
  guide: 'Guide',
  other: 'Autre',
};
