/** The Administration section (admins only), loaded as one chunk: security validation, system tools, legal notice. */
export { LegalNotice } from './LegalNotice.tsx';
export { SecurityValidation } from './Security.tsx';
export { SystemTools } from './SystemTools.tsx';
