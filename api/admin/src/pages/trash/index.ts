/** The trash, loaded as one chunk. */
export { TrashScreen } from './Trash.tsx';
