/** The Redirections section, loaded as one chunk: the redirects, and the broken internal links they may fix. */
export { BrokenLinksScreen } from './BrokenLinks.tsx';
export { RedirectListScreen } from './List.tsx';
