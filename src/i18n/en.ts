/**
 * The English interface strings of the site's frame: the keys of the French catalogue (fr.ts), no more, no
 * less (a missing or unknown key does not compile). Legal terms keep their French name in brackets.
 */
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

  'breadcrumb.label': 'Breadcrumb',

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

  'cookies.manage': 'Manage cookies',

  ...simulatorEn,
};
