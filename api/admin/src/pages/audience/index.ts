/** The Audience et parcours section, loaded as one chunk. */
export { AudiencePage } from './Audience.tsx';
