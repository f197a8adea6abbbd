/**
 * The pure domain core — rules, parameters, validation, slugs, zoning, dates — with no framework and no I/O
 * (the lint rule `noRestrictedImports` in biome.json keeps it so). Server code, scripts and tests import it as
 * `#core` (package.json "imports", understood by plain node, Vite and TypeScript alike):
 *
 *   import { calculateAid, parisDay, slugify } from '#core';
 *
 * Browser islands import the one file they need (`#core/apl/calculate.ts`), so that the page ships only that.
 */

export { euros } from './apl/format.ts';
export * from './apl/index.ts';
export * from './audience/index.ts';
export * from './cities/geo.ts';
export * from './cities/slug.ts';
export * from './cities/tiers.ts';
export * from './dates.ts';
export * from './simulation/amount.ts';
export * from './simulation/api.ts';
export * from './simulation/compute.ts';
export * from './simulation/steps.ts';
export * from './validation/index.ts';
export * from './zoning/index.ts';
