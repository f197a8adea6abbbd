/** Debian's Chromium driven by playwright-core (no browser download). */
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags that work on these machines (no sandbox as root, no background network, no first-run UI). */
export const CHROMIUM_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_OPTIONS);
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export async function newPage(browser: Browser, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'fr-FR' });
  return context.newPage();
}

/** A browser's user agent without « HeadlessChrome »: the cookie banner and the audience take it for a person. */
export const HUMAN_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A page of a visitor the cookie banner treats as a person (the test browser announces automation otherwise). */
export async function newHumanPage(browser: Browser, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'fr-FR',
    userAgent: HUMAN_UA,
  });
  await context.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
  return context.newPage();
}
