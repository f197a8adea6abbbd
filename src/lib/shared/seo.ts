/** Spec §9: meta descriptions are cut at 150 characters (147 + ellipsis). */
export const META_DESCRIPTION_MAX = 150;

export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= META_DESCRIPTION_MAX
    ? clean
    : `${clean.slice(0, META_DESCRIPTION_MAX - 3).trimEnd()}...`;
}

export function absoluteUrl(site: URL | undefined, path: string): string {
  return new URL(path, site ?? 'https://www.apl-simulateur.fr').toString();
}
