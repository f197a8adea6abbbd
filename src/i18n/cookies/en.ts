/** The English strings of the cookie banner: the keys of the French ones (./fr.ts), no more, no less. */
import type { CookieMessages } from './fr.ts';

export const cookiesEn: CookieMessages = {
  'cookies.banner.title': 'Your cookie choices',
  'cookies.banner.text':
    'With your consent, we measure visits to this site on our own servers, with no advertising and no sharing. Refusing is as easy as accepting.',
  'cookies.banner.more': 'Learn more (in French)',
  'cookies.refuseAll': 'Refuse all',
  'cookies.customize': 'Customise',
  'cookies.acceptAll': 'Accept all',
  'cookies.settings.title': 'Manage cookies',
  'cookies.settings.intro':
    'Choose what you accept. You can change your mind at any time with the “Manage cookies” button at the bottom of the pages.',
  'cookies.settings.necessary': 'Necessary',
  'cookies.settings.necessaryText': ' (always on): keep your answers to the simulator and this choice.',
  'cookies.settings.preferences': 'Preferences',
  'cookies.settings.preferencesText': ': remember display settings from one visit to the next.',
  'cookies.settings.analytics': 'Audience measurement',
  'cookies.settings.analyticsText':
    ': pages viewed, simulator steps and page speed, on our servers, without IP addresses.',
  'cookies.settings.save': 'Save my choices',
  'cookies.settings.close': 'Close without changing',
};
