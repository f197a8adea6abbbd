import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CheerioAPI, load } from 'cheerio';

/** Loads a built page (`/apl-lyon` → <build>/apl-lyon/index.html). */
export function builtPage(buildDir: string, path: string): CheerioAPI {
  const file = builtFile(buildDir, path);
  if (!file) throw new Error(`page absente de la build : ${path}`);
  return load(readFileSync(file, 'utf8'));
}

export function builtFile(buildDir: string, path: string): string | null {
  const clean = path.replace(/^\/+|\/+$/g, '');
  for (const candidate of [join(buildDir, clean, 'index.html'), join(buildDir, clean)]) {
    if (existsSync(candidate) && candidate.endsWith('.html')) return candidate;
  }
  return null;
}

/** Every event-handler attribute and autofocus of the page, as `tag[attribute]` (what an injection adds). */
export function activeAttributes($: CheerioAPI): string[] {
  const out: string[] = [];
  $('*').each((_, el) => {
    if (!('attribs' in el)) return;
    for (const name of Object.keys(el.attribs)) {
      if (/^on/i.test(name) || name.toLowerCase() === 'autofocus') out.push(`${el.tagName}[${name}]`);
    }
  });
  return out;
}

/** The page's markup without its comments (the server's markers). */
export function withoutComments($: CheerioAPI): string {
  $.root()
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  return $.html();
}
