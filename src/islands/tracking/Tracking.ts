/**
 * The tracker as an island without a framework (rendered by renderer-server.ts / renderer-client.ts): it
 * renders nothing, and in the browser, once hydrated by `client:analytics`, starts the tracker.
 */
import { start } from './tracker.ts';

export const VANILLA_MARK = 'aplVanilla';

function Tracking(): void {
  if (typeof window !== 'undefined') start();
}
Tracking[VANILLA_MARK] = true;

export default Tracking;
