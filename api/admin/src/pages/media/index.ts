/** The Médias section, loaded as one chunk. */
export { MediaLibrary } from './Library.tsx';
