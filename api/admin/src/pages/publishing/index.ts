/** The Publication section, loaded as one chunk: site generation, site status, legal parameters. */
export { Parameters } from './Parameters.tsx';
export { SsgPage } from './Ssg.tsx';
export { SsgStatus } from './SsgStatus.tsx';
