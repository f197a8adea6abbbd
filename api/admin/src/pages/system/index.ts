/** The Administration section (admins only), loaded as one chunk: security validation and system tools. */
export { SecurityValidation } from './Security.tsx';
export { SystemTools } from './SystemTools.tsx';
