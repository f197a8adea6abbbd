/**
 * E-mail templates that cannot leak or phish (issue 26). A template is a structure (`html` and `text`, an
 * admin's) and the words of its blocks (`blocks`, plain text, editors'). The structure names a block by
 * `{{bloc:nom}}`, a value by `{{variable}}` (escaped) and a fragment the server built by `{{{variable}}}`.
 *
 * At save: a `{{…}}` that the template does not know is refused, naming it; the structure may load nothing
 * from elsewhere (no src, background, srcset, CSS url() or @import but images of this site, no script, no
 * form, no <link>, <style>, <iframe>…). At render: the words are escaped, and the structure goes through a
 * sanitiser that drops whatever would still load from elsewhere (a template stored before these rules).
 */
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { render, html as safe } from '../../src/lib/server/safe-html.ts';

/** What a template may name: its values, those inserted as built by the server, and its blocks (with labels). */
export type TemplateRules = {
  variables: readonly string[];
  raw: readonly string[];
  blocks: Readonly<Record<string, string>>;
};

export type Blocks = Record<string, string>;

/** Any `{{…}}` or `{{{…}}}`, well formed or not (bounded: no brace inside). */
const TOKEN = /\{\{(\{?)([^{}]{0,100})\}\}(\}?)/g;
const NAME = /^\s*([a-zA-Z0-9_]+)\s*$/;
const BLOCK = /^\s*bloc:([a-zA-Z0-9_]+)\s*$/;

/** The `{{…}}` of `source` that `rules` does not allow (blocks only where `withBlocks`), as written. */
export function unknownTokens(source: string, rules: TemplateRules, withBlocks: boolean): string[] {
  const unknown = new Set<string>();
  for (const m of source.matchAll(TOKEN)) {
    const [token, open = '', inner = '', close = ''] = m;
    const name = NAME.exec(inner)?.[1];
    const block = BLOCK.exec(inner)?.[1];
    const ok =
      Boolean(open) !== Boolean(close)
        ? false
        : open
          ? name !== undefined && rules.raw.includes(name) && withBlocks
          : (name !== undefined && rules.variables.includes(name)) ||
            (withBlocks && block !== undefined && block in rules.blocks);
    if (!ok) unknown.add(token);
  }
  return [...unknown];
}

/** The French message naming unknown `{{…}}`, and what the template allows there (blocks: in a structure). */
export function unknownMessage(tokens: string[], rules: TemplateRules, withBlocks = false): string {
  const allowed = [
    ...rules.variables.map((v) => `{{${v}}}`),
    ...(withBlocks ? rules.raw.map((v) => `{{{${v}}}}`) : []),
    ...(withBlocks ? Object.keys(rules.blocks).map((b) => `{{bloc:${b}}}`) : []),
  ].join(', ');
  const plural = tokens.length > 1;
  return `${plural ? 'Variables inconnues' : 'Variable inconnue'} : ${tokens.map((t) => `« ${t} »`).join(', ')}. Permises ici : ${allowed}.`;
}

/** Tags a structure may not hold: they run code, send a form, or load or embed something from elsewhere. */
const FORBIDDEN_TAGS = new Set(
  'script noscript form input button textarea select option iframe frame frameset object embed applet link base meta style svg math video audio source track picture portal template'.split(
    ' ',
  ),
);
/** Attributes that make the mail client fetch an address as soon as the message is opened. */
const LOADING_ATTRIBUTES = new Set(['src', 'background', 'poster', 'lowsrc', 'dynsrc', 'data']);
/** CSS that loads something (or hides it behind an escape: `u\\72l(`). */
const CSS_LOADS = /url\s*\(|@import|image-set\s*\(|expression\s*\(|\\/i;

/** The hosts a result e-mail may name in its words: the site itself and the public services it sends people to. */
const NAMED_HOSTS = [
  'caf.fr',
  'msa.fr',
  'service-public.fr',
  'legifrance.gouv.fr',
  'mesdroitssociaux.gouv.fr',
];

/**
 * A web address written in words (that a mail client turns into a link): a scheme, « www. », or a name ending
 * in a top-level domain that phishing uses. Bounded, so that a long text costs little.
 */
const WRITTEN_ADDRESS =
  /\b(?:[a-z][a-z0-9+.-]{1,20}:\/\/[^\s/?#<>"']{1,253}|www\.[^\s/?#<>"']{1,253}|(?:[a-z0-9-]{1,63}\.){1,10}(?:fr|com|net|org|io|co|me|ly|info|biz|eu|xyz|app|dev|link|site|online|top|click|gouv\.fr|ru|cn|tk|gl|gd|to|sh|be|ch|de|uk|us)\b)/gi;

/**
 * The web addresses written in `words` that lead elsewhere than this site or the public services (issue 26: the
 * words of an e-mail anyone can have sent to any address must not send its reader to a third party).
 */
export function foreignAddresses(words: string, ownOrigin: string): string[] {
  const own = new URL(ownOrigin).hostname;
  const allowed = (host: string) =>
    host === own || [...NAMED_HOSTS].some((h) => host === h || host.endsWith(`.${h}`));
  const found = new Set<string>();
  for (const [written] of words.matchAll(WRITTEN_ADDRESS)) {
    const host = written
      .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
      .replace(/^[^@]*@/, '')
      .replace(/:\d+$/, '')
      .toLowerCase();
    if (!allowed(host)) found.add(written);
  }
  return [...found];
}

/** The French message naming the addresses a template's words may not hold. */
export function foreignAddressMessage(addresses: string[]): string {
  return `Adresse web non permise dans le texte : ${addresses.map((a) => `« ${a} »`).join(', ')}. Seules celles du site, de caf.fr, msa.fr, service-public.fr et legifrance.gouv.fr le sont.`;
}

/** Whether `value` is an image of this site: /media/… or the site's own origin (nothing computed in it). */
export function isOwnImage(value: string, ownOrigin: string): boolean {
  const v = value.trim();
  if (v.includes('{{')) return false;
  if (/^\/media\/[^/\\]/.test(v)) return true;
  try {
    const url = new URL(v);
    return url.origin === ownOrigin && url.pathname.startsWith('/media/');
  } catch {
    return false;
  }
}

/** Whether an href is a link the visitor may follow: http(s) or mailto, or exactly one template value. */
const isSafeHref = (value: string) =>
  /^\s*\{\{\s*[a-zA-Z0-9_]+\s*\}\}\s*$/.test(value) ||
  (!value.includes('{{') && /^(https?:\/\/|mailto:)/i.test(value.trim()));

/** The problems of one tag of a structure, in French. */
function tagProblems(tag: string, attrs: Record<string, string>, ownOrigin: string): string[] {
  if (FORBIDDEN_TAGS.has(tag)) return [`la balise <${tag}> n'est pas permise`];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(attrs)) {
    if (name.startsWith('on')) problems.push(`l'attribut ${name} (<${tag}>) exécute du code`);
    else if (name === 'srcset' || name.includes(':'))
      problems.push(`l'attribut ${name} (<${tag}>) n'est pas permis`);
    else if (LOADING_ATTRIBUTES.has(name) && !isOwnImage(value, ownOrigin))
      problems.push(`<${tag} ${name}="${value}"> charge une ressource extérieure au site`);
    else if (name === 'style' && CSS_LOADS.test(value))
      problems.push(`le style de <${tag}> charge une ressource (url(), @import)`);
    else if (name === 'href' && (tag !== 'a' || !isSafeHref(value)))
      problems.push(`le lien <${tag} href="${value}"> n'est pas permis`);
  }
  return problems;
}

/** Why the HTML structure `source` may not be saved (empty when it may). */
export function structureProblems(source: string, ownOrigin: string): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attrs) => problems.push(...tagProblems(name.toLowerCase(), attrs, ownOrigin)),
      onprocessinginstruction: (name) => {
        if (!/^!doctype$/i.test(name)) problems.push(`l'instruction <${name}> n'est pas permise`);
      },
      // Outlook reads markup inside conditional comments (<!--[if mso]><v:image src=…>).
      oncomment: (data) => {
        if (/[<>]/.test(data)) problems.push('un commentaire ne peut pas contenir de balises');
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(source);
  parser.end();
  return [...new Set(problems)];
}

const EMAIL_TAGS = [
  ...'html head title body table thead tbody tfoot tr td th caption col colgroup p div span a img br hr'.split(
    ' ',
  ),
  ...'h1 h2 h3 h4 h5 h6 ul ol li strong em b i u s small sup sub blockquote pre code center font'.split(' '),
];
const LAYOUT_ATTRIBUTES =
  'style align valign width height bgcolor color border cellpadding cellspacing role lang dir class face size'.split(
    ' ',
  );

/** Defence at render: what a structure stored before the rules would load from elsewhere is dropped. */
function sanitizeOptions(ownOrigin: string): sanitizeHtml.IOptions {
  return {
    allowedTags: EMAIL_TAGS,
    allowedAttributes: { '*': LAYOUT_ATTRIBUTES, a: ['href', 'title', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src ?? '', ownOrigin),
    transformTags: {
      '*': (tagName, attribs) => {
        const { style, ...kept } = attribs;
        // A mail client has no page to resolve /media/… against: the site's own origin is written out.
        if (tagName === 'img' && kept.src?.startsWith('/media/')) kept.src = `${ownOrigin}${kept.src}`;
        return { tagName, attribs: style && !CSS_LOADS.test(style) ? { ...kept, style } : kept };
      },
    },
  };
}

/** The structure made safe to send; a leading doctype is kept (the sanitiser drops it). */
export function safeStructure(source: string, ownOrigin: string): string {
  const doctype = /^\s*<!doctype html>/i.test(source) ? '<!doctype html>\n' : '';
  return doctype + sanitizeHtml(source, sanitizeOptions(ownOrigin));
}

/** Words of a block with their values: escaped in HTML, and never a fragment inserted as is. */
function renderWords(words: string, values: Record<string, string>, mode: 'html' | 'text'): string {
  const filled = words.replace(TOKEN, (token, open: string, inner: string) => {
    const name = open ? undefined : NAME.exec(inner)?.[1];
    return name === undefined ? token : (values[name] ?? '');
  });
  return mode === 'html' ? render(safe`${filled}`) : filled;
}

/** What fills a structure: the words of its blocks, values (escaped) and fragments the server built. */
export type Filling = { blocks: Blocks; values: Record<string, string>; fragments: Record<string, string> };

/**
 * Fills a structure in one pass: `{{bloc:x}}` gets the words of block x, `{{x}}` the value x (escaped in
 * HTML), `{{{x}}}` the fragment x as built by the server (never a value). Nothing inserted is read again.
 */
export function renderStructure(structure: string, filling: Filling, mode: 'html' | 'text'): string {
  const { blocks, values, fragments } = filling;
  return structure.replace(TOKEN, (token, open: string, inner: string, close: string) => {
    const name = NAME.exec(inner)?.[1];
    if (open && close) return name === undefined ? token : (fragments[name] ?? '');
    const block = BLOCK.exec(inner)?.[1];
    if (block !== undefined && !open && !close) return renderWords(blocks[block] ?? '', values, mode);
    if (name === undefined || open || close) return token;
    const value = values[name] ?? '';
    return mode === 'html' ? render(safe`${value}`) : value;
  });
}

/**
 * The words that `stored`, written before blocks (words inline), has where `structure` names its blocks;
 * null when `stored` does not follow `structure`. One pass, each literal part found in turn (linear).
 */
export function wordsIn(structure: string, stored: string): Blocks | null {
  const parts = structure.split(/\{\{bloc:([a-zA-Z0-9_]+)\}\}/);
  const head = parts[0] ?? '';
  if (!stored.startsWith(head)) return null;
  const words: Blocks = {};
  let at = head.length;
  for (let i = 1; i < parts.length; i += 2) {
    const next = parts[i + 1] ?? '';
    const last = i + 2 >= parts.length;
    const end = last ? (stored.endsWith(next) ? stored.length - next.length : -1) : stored.indexOf(next, at);
    if (end < at) return null;
    words[parts[i] as string] = stored.slice(at, end);
    at = end + next.length;
  }
  return words;
}

/** The text of an HTML fragment: tags dropped, entities decoded. */
export function textOf(fragment: string): string {
  let text = '';
  const parser = new Parser({ ontext: (t) => (text += t) }, { decodeEntities: true });
  parser.write(fragment);
  parser.end();
  return text.trim();
}

type Stored = { html: string; text: string };

/**
 * What a template stored before blocks becomes: when it follows the former default structure (`fresh` with its
 * words inline), its own words as blocks and `fresh`'s structure; otherwise its structure kept, with whatever
 * words it shows where the default's are and `fresh`'s words for the rest.
 */
export function migratedWords(fresh: Stored & { blocks: Blocks }, stored: Stored) {
  const fromText = wordsIn(fresh.text, stored.text);
  const fromHtml = wordsIn(fresh.html, stored.html);
  const htmlWords = Object.fromEntries(Object.entries(fromHtml ?? {}).map(([k, v]) => [k, textOf(v)]));
  const blocks = { ...fresh.blocks, ...htmlWords, ...fromText };
  return fromText && fromHtml ? { blocks, html: fresh.html, text: fresh.text } : { blocks };
}
