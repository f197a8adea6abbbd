/** The types the results screen's components share (types only: nothing here reaches the bundle). */
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationFailure, SimulationResult } from '../../core/simulation/result.ts';

export type PartnerOffer = {
  slug: string;
  name: string;
  title: string;
  bullets: string[];
  price: string;
  cta: string;
  claim: string | null;
};

/**
 * What the screen shows. `sessionId` is the visitor's own resume secret (live results only: it is sent in
 * POST bodies, never shown); a shared link shows the server's recap, which has no e-mail and no birth date.
 */
export type Shown = {
  result: SimulationResult | SimulationFailure;
  form: FormData;
  sessionId: string | null;
  /** Day of the simulation (AAAA-MM-JJ), printed with the result. */
  date: string;
};

/** The server recomputed the result from the saved answers (with the explained steps): it prevails. */
export type OnServerResult = (result: SimulationResult | SimulationFailure) => void;
