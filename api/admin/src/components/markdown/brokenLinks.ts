/** The warning under a Markdown field whose saved text links to pages that do not exist (issue 30). */
import type { InternalLink } from '../../../../../src/core/editorial/links.ts';
import type { LinkReport } from '../../../../routes/admin/reports-broken-links.ts';

/** « 2 liens internes mènent à une page introuvable : /conseil/xyz, /guide/abc », or null when none does. */
export function brokenLinksMessage(links: readonly InternalLink[]): string | null {
  if (links.length === 0) return null;
  const paths = [...new Set(links.map((l) => l.path))];
  const rest = paths.length - 5;
  const more = rest > 0 ? ` et ${rest} autre${rest > 1 ? 's' : ''}` : '';
  const subject =
    links.length === 1
      ? '1 lien interne mène à une page introuvable'
      : `${links.length} liens internes mènent à une page introuvable`;
  return `${subject} : ${paths.slice(0, 5).join(', ')}${more}`;
}

/** The `brokenLinks` an article's or guide's detail answer carries (api/routes/admin/reports-broken-links.ts). */
export function savedBrokenLinks(detail: unknown): InternalLink[] | undefined {
  return (detail as LinkReport | null | undefined)?.brokenLinks;
}
