/** The Redirections section, loaded as one chunk. */
export { RedirectListScreen } from './List.tsx';
