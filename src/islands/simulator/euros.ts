import { euros as formatEuros } from '../../core/apl/format.ts';

/** Whole euros, or with cents when asked (« 252,90 € »). */
export const euros = (n: number, cents = false) => formatEuros(n, cents ? 2 : 0);
