/**
 * The page of GET /recherche (api/routes/city-search.ts), rendered on the server with Hono's JSX: every text
 * escaped by the components, no script. Node runs this file without a build step, which has no JSX syntax for
 * .ts files: the elements are written as `h(tag, props, ...children)` calls, the same components as `<tag>`.
 *
 * The site's stylesheet is inlined in each built page (astro.config.mjs, inlineStylesheets: 'always'), so there
 * is no stylesheet file to link: the page carries a small one of its own (the page CSP allows inline styles,
 * never inline scripts), with the site's colours, header and buttons.
 */
import { raw } from 'hono/html';
import { type Child, Fragment, jsx as h } from 'hono/jsx';
import { CITY_QUERY_MAX, CITY_RESULTS_MAX } from '../../src/core/cities/search.ts';
import { homePath, type Locale, localePath, t } from '../../src/i18n/index.ts';
import { mainNav } from '../../src/i18n/nav.ts';
import { simulatorPath } from '../../src/i18n/simulator/paths.ts';

export type CitySearchPageProps = {
  /** The language of the page: that of the form it came from (/recherche or /en/recherche). */
  locale: Locale;
  /** `empty`: nothing typed; `invalid`: too long; `several`: a list; `none`: nothing found. */
  state: 'empty' | 'invalid' | 'several' | 'none';
  /** What was searched, shown back (escaped) and kept in the form. */
  query: string;
  cities: Array<{ name: string; href: string; department: string; postalCodes: string[] }>;
  /** More communes matched than are listed. */
  truncated: boolean;
};

/** The simulator's first step in a language. */
const simulator = (locale: Locale) => simulatorPath(locale, 'email');

/** A constant, never data: the site's look for this one page. */
const STYLE = `
:root{--blue-900:#0b2a4a;--blue-700:#144d86;--blue-600:#1a5fa8;--blue-50:#f3f8fd;--ink:#1b2430;--muted:#4f5b6b;--line:#d8e0ea;--red-700:#b42318;--red-50:#fef3f2;--radius:12px;--shadow:0 1px 2px rgb(16 24 40 / 6%),0 2px 8px rgb(16 24 40 / 6%);color-scheme:light}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:#fff}
a{color:var(--blue-600);text-underline-offset:2px}a:hover{color:var(--blue-900)}
:focus-visible{outline:3px solid #f5a524;outline-offset:2px}
h1{font-size:clamp(1.6rem,1.2rem + 1.8vw,2.3rem);line-height:1.25;color:var(--blue-900);margin:0 0 .75rem}
p{margin:0 0 1rem}
.container{width:100%;max-width:1120px;margin:0 auto;padding:0 1.25rem}
.skip-link{position:absolute;left:-999px;top:.5rem;background:var(--blue-900);color:#fff;padding:.5rem 1rem;border-radius:6px}.skip-link:focus{left:.5rem;color:#fff}
.site-header{border-bottom:1px solid var(--line);background:#fff}
.site-header .container{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;min-height:64px;padding-block:.5rem}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:800;font-size:1.1rem;color:var(--blue-900);text-decoration:none;margin-right:auto}
.nav{display:flex;flex-wrap:wrap;gap:.25rem}
.nav a{display:block;padding:.4rem .7rem;border-radius:8px;color:var(--ink);text-decoration:none;font-weight:600}
.nav a:hover{background:var(--blue-50);color:var(--blue-700)}
main{padding:2rem 0 3rem}
.lead{font-size:1.1rem;color:var(--muted);max-width:44rem}
.notice{border-left:4px solid var(--blue-600);background:var(--blue-50);padding:1rem 1.25rem;border-radius:0 var(--radius) var(--radius) 0;margin:1.5rem 0}
.notice-error{border-left-color:var(--red-700);background:var(--red-50)}
.results{list-style:none;padding:0;margin:1.5rem 0;display:grid;gap:.6rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr))}
.results a{display:block;height:100%;padding:.8rem 1rem;background:#fff;border:1px solid var(--line);border-radius:10px;box-shadow:var(--shadow);text-decoration:none;font-weight:700}
.results a:hover{border-color:var(--blue-600)}
.results small{display:block;color:var(--muted);font-weight:500;font-size:.9rem}
.city-search{max-width:40rem;margin:1.5rem 0}
.city-search label{display:block;font-weight:700;color:var(--blue-900);margin-bottom:.35rem}
.city-search-row{display:flex;flex-wrap:wrap;gap:.5rem}
.city-search-row input{flex:1 1 12rem;min-width:0;font:inherit;padding:.65rem .75rem;border:1px solid #8a97a8;border-radius:8px;background:#fff;color:var(--ink)}
.btn{display:inline-flex;align-items:center;justify-content:center;padding:.7rem 1.25rem;border-radius:10px;font:inherit;font-weight:700;line-height:1.2;text-decoration:none;border:2px solid transparent;cursor:pointer}
.btn-primary{background:var(--blue-600);color:#fff}.btn-primary:hover{background:var(--blue-700);color:#fff}
.simulator{margin-top:2.5rem;padding:1.5rem;border-radius:var(--radius);background:var(--blue-50);border:1px solid var(--line)}
.simulator h2{font-size:1.25rem;color:var(--blue-900);margin:0 0 .5rem}
.site-footer{border-top:1px solid var(--line);padding:1.5rem 0;color:var(--muted);font-size:.9rem}
.site-footer a{color:inherit}
`;

const Logo = () =>
  h(
    'svg',
    { width: 32, height: 32, viewBox: '0 0 32 32', 'aria-hidden': 'true', focusable: 'false' },
    h('rect', { width: 32, height: 32, rx: 8, fill: '#1a5fa8' }),
    h('path', { d: 'M6 15.5 16 7l10 8.5V26H6z', fill: '#fff' }),
    h('path', {
      d: 'M19.4 15.2a4.2 4.2 0 1 0 0 6.6M12.3 17.6h5.6M12.3 19.6h5.6',
      stroke: '#1a5fa8',
      'stroke-width': '1.7',
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );

type L = { locale: Locale };

/** The search's words, quoted as the language quotes (« … » in French, “…” in English). */
const quoted = (locale: Locale, text: string) => t(locale, 'search.page.quoted', { text });

const Header = ({ locale }: L) =>
  h(
    'header',
    { class: 'site-header' },
    h(
      'div',
      { class: 'container' },
      h(
        'a',
        { class: 'brand', href: homePath(locale), 'aria-label': t(locale, 'header.home') },
        h(Logo, {}),
        ' ',
        h('span', {}, t(locale, 'site.name')),
      ),
      h(
        'nav',
        { class: 'nav', 'aria-label': t(locale, 'header.nav') },
        mainNav(locale).map((item) => h('a', { href: item.href }, t(locale, item.label))),
      ),
    ),
  );

const SearchForm = ({ locale, query }: L & { query: string }) =>
  h(
    'form',
    {
      class: 'city-search',
      method: 'get',
      action: localePath(locale, '/recherche'),
      role: 'search',
      'aria-label': t(locale, 'search.title'),
    },
    h('label', { for: 'ville' }, t(locale, 'search.title')),
    h(
      'div',
      { class: 'city-search-row' },
      h('input', {
        type: 'search',
        id: 'ville',
        name: 'ville',
        value: query,
        placeholder: t(locale, 'search.placeholder'),
        maxlength: CITY_QUERY_MAX,
        autocomplete: 'address-level2',
        enterkeyhint: 'search',
        spellcheck: 'false',
      }),
      h('button', { class: 'btn btn-primary', type: 'submit' }, t(locale, 'search.submit')),
    ),
  );

/** The city pages are in French: in English, each link says so (`hreflang`, and the site's « (in French) »). */
const CityList = ({ locale, cities }: L & Pick<CitySearchPageProps, 'cities'>) =>
  h(
    'ul',
    { class: 'results' },
    cities.map((city) =>
      h(
        'li',
        {},
        h(
          'a',
          { href: city.href, hreflang: locale === 'fr' ? undefined : 'fr' },
          t(locale, 'search.page.cityLink', { name: city.name }),
          h('small', {}, city.department),
          h('small', {}, city.postalCodes.join(', ')),
          locale === 'fr' ? null : h('small', {}, t(locale, 'footer.inFrench')),
        ),
      ),
    ),
  );

const Simulator = ({ locale }: L) =>
  h(
    'section',
    { class: 'simulator', 'aria-labelledby': 'simulateur' },
    h('h2', { id: 'simulateur' }, t(locale, 'search.page.simulatorTitle')),
    h('p', {}, t(locale, 'search.page.simulatorText')),
    h('a', { class: 'btn btn-primary', href: simulator(locale) }, t(locale, 'search.page.simulatorButton')),
  );

/** The heading and the sentences above the form, for each outcome. */
function Outcome(props: CitySearchPageProps): Child {
  const { locale } = props;
  const n = props.cities.length;
  const query = quoted(locale, props.query);
  switch (props.state) {
    case 'empty':
      return [
        h('h1', {}, t(locale, 'search.title')),
        h('p', { class: 'lead' }, t(locale, 'search.page.lead')),
      ];
    case 'invalid':
      return [
        h('h1', {}, t(locale, 'search.title')),
        h(
          'p',
          { class: 'notice notice-error', role: 'alert' },
          t(locale, 'search.page.tooLong', { max: CITY_QUERY_MAX }),
        ),
      ];
    case 'none':
      return [
        h('h1', {}, t(locale, 'search.page.none', { query })),
        h('p', { class: 'lead' }, t(locale, 'search.page.noneLead')),
      ];
    case 'several':
      return [
        h(
          'h1',
          {},
          t(locale, props.truncated ? 'search.page.severalMore' : 'search.page.several', { n, query }),
        ),
        h('p', { class: 'lead' }, t(locale, 'search.page.choose')),
        h(CityList, { locale, cities: props.cities }),
        props.truncated ? h('p', {}, t(locale, 'search.page.truncated', { max: CITY_RESULTS_MAX })) : null,
      ];
  }
}

const Page = (props: CitySearchPageProps) => {
  const { locale } = props;
  return h(
    'html',
    { lang: locale },
    h(
      'head',
      {},
      h('meta', { charset: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h(
        'title',
        {},
        `${
          props.query
            ? t(locale, 'search.page.title', { query: quoted(locale, props.query) })
            : t(locale, 'search.title')
        } | ${t(locale, 'site.name')}`,
      ),
      h('meta', { name: 'robots', content: 'noindex' }),
      h('meta', { name: 'theme-color', content: '#1a5fa8' }),
      h('link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
    h(
      'body',
      {},
      h('a', { class: 'skip-link', href: '#contenu' }, t(locale, 'layout.skipLink')),
      h(Header, { locale }),
      h(
        'main',
        { id: 'contenu', tabindex: '-1' },
        h(
          'div',
          { class: 'container' },
          h(Outcome, props),
          h(SearchForm, { locale, query: props.query }),
          h(Simulator, { locale }),
        ),
      ),
      h(
        'footer',
        { class: 'site-footer' },
        h(
          'div',
          { class: 'container' },
          h('a', { href: homePath(locale) }, t(locale, 'nav.home')),
          ' · ',
          h('a', { href: localePath(locale, '/guide') }, t(locale, 'footer.guides')),
          ' · ',
          h('a', { href: '/faq', hreflang: locale === 'fr' ? undefined : 'fr' }, t(locale, 'footer.faq')),
          ' · ',
          h(
            'a',
            { href: '/contact', hreflang: locale === 'fr' ? undefined : 'fr' },
            t(locale, 'footer.contact'),
          ),
        ),
      ),
    ),
  );
};

/** The whole document, standalone: before the site was ever built, or from a build without the frame. */
export function renderCitySearchPage(props: CitySearchPageProps): string | Promise<string> {
  return h(Fragment, {}, raw('<!doctype html>'), h(Page, props)).toString();
}

/** Where the built frame (src/components/CitySearchShell.astro) takes the results, and its title. */
export const SHELL_SLOT = '<div id="recherche-resultats"></div>';

/** The search box of the page, in the site's own markup (src/components/CitySearchForm.astro, variant « wide »). */
const ShellSearchForm = ({ locale, query }: L & { query: string }) =>
  h(
    'form',
    {
      class: 'city-search city-search-wide',
      method: 'get',
      action: localePath(locale, '/recherche'),
      role: 'search',
      'aria-label': t(locale, 'search.title'),
    },
    h('label', { class: 'city-search-label', for: 'ville' }, t(locale, 'search.title')),
    h(
      'div',
      { class: 'city-search-row' },
      h('input', {
        class: 'city-search-input',
        type: 'search',
        id: 'ville',
        name: 'ville',
        value: query,
        placeholder: t(locale, 'search.placeholder'),
        maxlength: CITY_QUERY_MAX,
        autocomplete: 'address-level2',
        enterkeyhint: 'search',
        spellcheck: 'false',
      }),
      h('button', { class: 'btn btn-primary', type: 'submit' }, t(locale, 'search.submit')),
    ),
  );

/** The page's title, as the tab shows it. */
const pageTitle = (props: CitySearchPageProps) =>
  `${
    props.query
      ? t(props.locale, 'search.page.title', { query: quoted(props.locale, props.query) })
      : t(props.locale, 'search.title')
  } | ${t(props.locale, 'site.name')}`;

/**
 * The page inside the site's built frame: the same header (language switch, menus, search, account links), footer
 * and stylesheet as every static page, the results escaped in the slot and the title in the frame's. Null when the
 * frame lacks its slot or its title (the standalone page then).
 */
export async function renderInShell(shell: string, props: CitySearchPageProps): Promise<string | null> {
  const slot = shell.indexOf(SHELL_SLOT);
  const titleStart = shell.indexOf('<title>');
  const titleEnd = shell.indexOf('</title>', titleStart);
  if (slot < 0 || titleStart < 0 || titleEnd < 0 || titleEnd > slot) return null;
  const { locale } = props;
  const title = await h('title', {}, pageTitle(props)).toString();
  const content = await h(
    Fragment,
    {},
    h(Outcome, props),
    h(ShellSearchForm, { locale, query: props.query }),
    h(
      'section',
      { class: 'search-simulator', 'aria-labelledby': 'simulateur' },
      h('h2', { id: 'simulateur' }, t(locale, 'search.page.simulatorTitle')),
      h('p', {}, t(locale, 'search.page.simulatorText')),
      h('a', { class: 'btn btn-primary', href: simulator(locale) }, t(locale, 'search.page.simulatorButton')),
    ),
  ).toString();
  return (
    shell.slice(0, titleStart) +
    title +
    shell.slice(titleEnd + '</title>'.length, slot) +
    content +
    shell.slice(slot + SHELL_SLOT.length)
  );
}
