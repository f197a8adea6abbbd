/**
 * The French interface strings of the site's frame (layout, header, footer, city search box, breadcrumb, cookie
 * settings button), one key each. The English catalogue (en.ts) has the same keys, checked by the compiler.
 * `{name}` is filled by `t` (index.ts). Plain text only: the components escape it.
 */
import { CITY_SEARCH_PLACEHOLDER } from '../core/cities/search.ts';
import { cookiesFr } from './cookies/fr.ts';
import { simulatorFr } from './simulator/fr.ts';

export const fr = {
  'site.name': 'APL Simulateur',

  'layout.skipLink': 'Aller au contenu',
  'layout.previewLabel': 'Aperçu',
  'layout.previewBanner': "Aperçu — cette page n'est pas en ligne",

  'header.home': 'APL Simulateur, accueil',
  'header.nav': 'Navigation principale',
  'header.zones': 'Zones APL',
  'header.zone': 'Zone {zone} : {label}',
  'header.openMenu': 'Ouvrir le menu',
  'header.mobileMenu': 'Menu mobile',
  'nav.simulator': 'Simulateur',
  'nav.conseil': 'Conseil',
  'nav.guide': 'Guide',
  'nav.faq': 'FAQ',
  'account.signIn': 'Connexion',
  'account.signUp': 'Inscription',

  /** The link to the other language's version, written in that language. */
  'language.switch': 'English',
  'language.switchTitle': 'Read this page in English',
  'language.switchLang': 'en',

  'search.title': 'Rechercher une ville',
  'search.submit': 'Rechercher',
  'search.placeholder': CITY_SEARCH_PLACEHOLDER,
  /** The page of GET /recherche (api/routes/city-search-page.ts): several communes, none, or nothing typed. */
  'search.page.title': 'Recherche {query}',
  'search.page.quoted': '«\u00a0{text}\u00a0»',
  'search.page.lead': 'Saisissez le nom d’une commune, son code postal ou son code INSEE.',
  'search.page.tooLong': 'Saisissez au plus {max} caractères.',
  'search.page.none': 'Aucune ville trouvée pour {query}',
  'search.page.noneLead':
    'Aucune commune ayant sa page ne correspond à cette recherche. Vérifiez l’orthographe, ou essayez le code postal.',
  'search.page.several': '{n} villes pour {query}',
  'search.page.severalMore': 'Plus de {n} villes pour {query}',
  'search.page.choose': 'Choisissez votre commune\u00a0:',
  'search.page.cityLink': 'APL {name}',
  'search.page.truncated':
    'Seules les {max} communes les plus peuplées sont affichées\u00a0: précisez la recherche.',
  'search.page.simulatorTitle': 'Votre commune n’a pas sa page\u00a0?',
  'search.page.simulatorText':
    'Le simulateur calcule l’APL pour toutes les communes de métropole et des départements d’outre-mer, à partir du code postal.',
  'search.page.simulatorButton': 'Calculer mon APL',

  'breadcrumb.label': "Fil d'Ariane",

  /** components/ScaleNote.astro: the scale a page's amounts are computed with ({label}: « barèmes au … »). */
  'scale.note': 'Montants calculés avec les {label}.',

  'footer.navigation': 'Navigation',
  'nav.home': 'Accueil',
  'footer.simulator': 'Simulateur APL',
  'footer.accuracy': 'Précision du simulateur',
  'footer.embed': 'Intégrer le simulateur',
  'footer.guides': 'Guides',
  'footer.conseil': 'Conseil',
  'footer.faq': 'FAQ',
  'footer.siteMap': 'Plan du site',
  'footer.zones': 'Zones APL',
  'footer.zone': 'Zone {zone}',
  'footer.contact': 'Contact',
  'footer.writeToUs': 'Nous écrire',
  'footer.caf': 'Site officiel de la CAF',
  'footer.legal': 'Informations légales',
  'footer.legalNotice': 'Mentions légales',
  'footer.privacy': 'Politique de confidentialité',
  'footer.cookies': 'Politique de cookies',
  'footer.deleteData': 'Supprimer mes données',
  'footer.terms': "Conditions d'utilisation",
  /** After a link or a heading of an English page that leads to a page in French only; empty in French. */
  'footer.inFrench': '',
  'footer.disclaimer':
    '© {year} APL Simulateur — service indépendant et gratuit, sans lien avec la CAF. Les montants sont des estimations non contractuelles : seule la CAF fixe votre aide.',

  /** The pages of a shareable results link (/resultats/<id>, /en/resultats/<id>) and of a link that has none. */
  'shared.description':
    "Le résultat enregistré de votre simulation d'aide au logement, avec le détail du calcul.",
  'shared.notFound': 'Résultats introuvables',
  'shared.notFoundDescription': "Ces résultats de simulation APL n'existent pas ou ont été supprimés.",
  'shared.notFoundText': "Ces résultats n'existent pas, ont expiré ou ont été supprimés à votre demande.",
  'shared.start': 'Faire une simulation',

  'cookies.manage': 'Gérer les cookies',
  /** The cookie banner island's strings (./cookies/fr.ts; the layout gives them to the island as a prop). */
  ...cookiesFr,

  /** The simulator island's strings (./simulator/fr.ts; its pages give them to the island as a prop). */
  ...simulatorFr,
} as const;

export type MessageKey = keyof typeof fr;
/** A catalogue: every key of the French one, each a string. */
export type Messages = { readonly [K in MessageKey]: string };
