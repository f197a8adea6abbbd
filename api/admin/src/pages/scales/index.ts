/** The Barèmes section, loaded as one chunk: the scale versions, a new one, one version with its impact. */
export { ScaleList } from './ScaleList.tsx';
export { ScaleNew } from './ScaleNew.tsx';
export { ScaleVersion } from './ScaleVersion.tsx';
