/**
 * The English interface strings of the site's frame: the keys of the French catalogue (fr.ts), no more, no
 * less (a missing or unknown key does not compile). Legal terms keep their French name in brackets.
 */

import { cookiesEn } from './cookies/en.ts';
import type { Messages } from './fr.ts';
import { simulatorEn } from './simulator/en.ts';

export const en: Messages = {
  'site.name': 'APL Simulateur',

  'layout.skipLink': 'Skip to content',
  'layout.previewLabel': 'Preview',
  'layout.previewBanner': 'Preview — this page is not live',

  'header.home': 'APL Simulateur, home',
  'header.nav': 'Main navigation',
  'header.zones': 'APL zones',
  'header.zone': 'Zone {zone}: {label}',
  'header.openMenu': 'Open the menu',
  'header.mobileMenu': 'Mobile menu',
  'nav.simulator': 'Simulator',
  'nav.conseil': 'Tips',
  'nav.guide': 'Guides',
  'nav.faq': 'FAQ',
  'account.signIn': 'Sign in',
  'account.signUp': 'Sign up',

  'language.switch': 'Français',
  'language.switchTitle': 'Lire cette page en français',
  'language.switchLang': 'fr',

  'search.title': 'Search for a city',
  'search.submit': 'Search',
  'search.placeholder': 'E.g. Lyon, 69003, St-Étienne',
  'search.page.title': 'Search {query}',
  'search.page.quoted': '“{text}”',
  'search.page.lead': 'Type the name of a commune, its postcode or its INSEE code.',
  'search.page.tooLong': 'Type {max} characters at most.',
  'search.page.none': 'No city found for {query}',
  'search.page.noneLead':
    'No commune with a page of its own matches this search. Check the spelling, or try the postcode.',
  'search.page.several': '{n} cities for {query}',
  'search.page.severalMore': 'More than {n} cities for {query}',
  'search.page.choose': 'Choose your commune:',
  'search.page.cityLink': 'APL {name}',
  'search.page.truncated': 'Only the {max} most populated communes are shown: narrow your search.',
  'search.page.simulatorTitle': 'Your commune has no page?',
  'search.page.simulatorText':
    'The simulator computes housing aid (APL) for every commune of mainland France and the overseas departments, from the postcode.',
  'search.page.simulatorButton': 'Calculate my APL',

  'breadcrumb.label': 'Breadcrumb',

  'scale.note': 'Amounts calculated with the {label}.',

  'footer.navigation': 'Navigation',
  'nav.home': 'Home',
  'footer.simulator': 'APL simulator',
  'footer.accuracy': 'Simulator accuracy',
  'footer.embed': 'Embed the simulator',
  'footer.guides': 'Guides',
  'footer.conseil': 'Tips',
  'footer.faq': 'FAQ',
  'footer.siteMap': 'Site map',
  'footer.zones': 'APL zones',
  'footer.zone': 'Zone {zone}',
  'footer.contact': 'Contact',
  'footer.writeToUs': 'Write to us',
  'footer.caf': 'Official website of the family allowance office (CAF)',
  'footer.legal': 'Legal information',
  'footer.legalNotice': 'Legal notice',
  'footer.privacy': 'Privacy policy',
  'footer.cookies': 'Cookie policy',
  'footer.deleteData': 'Delete my data',
  'footer.terms': 'Terms of use',
  'footer.inFrench': '(in French)',
  'footer.disclaimer':
    '© {year} APL Simulateur — an independent, free service, not affiliated with the family allowance office (CAF). Amounts are non-binding estimates: only the CAF sets your aid.',

  'shared.description':
    'The saved result of your housing aid (APL) simulation, with the calculation in detail.',
  'shared.notFound': 'Results not found',
  'shared.notFoundDescription': 'These APL simulation results do not exist or have been deleted.',
  'shared.notFoundText': 'These results do not exist, have expired or were deleted at your request.',
  'shared.start': 'Start a simulation',

  'cookies.manage': 'Manage cookies',
  ...cookiesEn,

  ...simulatorEn,
};
