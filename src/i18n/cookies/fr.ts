/**
 * The French strings of the cookie banner and its settings dialog (spec §4, DECISIONS.md 7), word for word those
 * the island showed before it was translated. Spread into the site's French catalogue (../fr.ts); the layout gives
 * the page's language's strings to the island as a prop (src/islands/cookie-banner/CookieConsent.astro), so the
 * island's JavaScript holds no language. Plain text only: the components escape it.
 */
export const cookiesFr = {
  'cookies.banner.title': 'Vos choix sur les cookies',
  'cookies.banner.text':
    "Avec votre accord, nous mesurons l'audience du site sur nos propres serveurs, sans publicité ni partage. Vous pouvez refuser aussi simplement qu'accepter.",
  'cookies.banner.more': 'En savoir plus',
  'cookies.refuseAll': 'Tout refuser',
  'cookies.customize': 'Personnaliser',
  'cookies.acceptAll': 'Tout accepter',
  'cookies.settings.title': 'Gérer les cookies',
  'cookies.settings.intro':
    "Choisissez ce que vous acceptez. Vous pourrez changer d'avis à tout moment avec le bouton « Gérer les cookies » en bas des pages.",
  'cookies.settings.necessary': 'Nécessaires',
  'cookies.settings.necessaryText': ' (toujours actifs) : garder vos réponses au simulateur et ce choix.',
  'cookies.settings.preferences': 'Préférences',
  'cookies.settings.preferencesText': " : mémoriser des réglages d'affichage d'une visite à l'autre.",
  'cookies.settings.analytics': "Mesure d'audience",
  'cookies.settings.analyticsText':
    ' : pages vues, étapes du simulateur et vitesse des pages, sur nos serveurs, sans adresse IP.',
  'cookies.settings.save': 'Enregistrer mes choix',
  'cookies.settings.close': 'Fermer sans changer',
} as const;

export type CookieKey = keyof typeof cookiesFr;
/** The banner's strings in one language: every key of the French ones. */
export type CookieMessages = { readonly [K in CookieKey]: string };
