/**
 * How a Node process of the project loads db/preload/drizzle-resolve.ts before anything else: the `--import` that
 * child processes (astro builds, servers started by tests and benches) get through NODE_OPTIONS.
 */
import { resolve } from 'node:path';

export const DRIZZLE_PRELOAD = resolve(import.meta.dirname, 'drizzle-resolve.ts');

/** `options` (a NODE_OPTIONS value) with the preload added, once. */
export function withDrizzlePreload(options = ''): string {
  const flag = `--import=${DRIZZLE_PRELOAD}`;
  return options.includes(flag) ? options : `${options} ${flag}`.trim();
}
