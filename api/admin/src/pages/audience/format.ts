/** How the audience screen writes shares, durations, web vitals and step names. */
import type { WebVitalName } from '../../../../../src/core/audience/payload.ts';
import { fmtInt, fmtPercent } from '../../lib/format.ts';

/** « 12,5 % » from a percentage. */
export const pct = (x: number | null) => fmtPercent(x);

export function duration(seconds: number | null): string {
  if (seconds == null) return '—';
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
}

/** The columns of the web vitals table, in this order. */
export const VITALS: readonly WebVitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** Google's « good » and « poor » thresholds (web.dev), for the colour of the p75. */
const THRESHOLDS: Record<WebVitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** CLS has no unit: three decimals, French comma (« 0,123 »). */
const CLS = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

export function vital(name: WebVitalName, v: number | null): string {
  if (v == null) return '—';
  return name === 'CLS' ? CLS.format(v) : `${fmtInt(Math.round(v))} ms`;
}

/** Green, amber or red (text colours with enough contrast on white), with the word for screen readers. */
export function rating(name: WebVitalName, v: number | null): { color: string; word: string } {
  if (v == null) return { color: 'inherit', word: '' };
  const [good, poor] = THRESHOLDS[name];
  if (v <= good) return { color: '#047857', word: 'bon' };
  return v > poor ? { color: '#b91c1c', word: 'mauvais' } : { color: '#b45309', word: 'à améliorer' };
}

const STEP_LABELS: Record<string, string> = {
  email: 'E-mail',
  'code-postal': 'Code postal',
  loyer: 'Loyer',
  charges: 'Charges',
  meuble: 'Meublé',
  colocation: 'Colocation',
  naissance: 'Naissance',
  statut: 'Statut',
  enfants: 'Enfants',
  situation: 'Situation',
  revenus: 'Revenus',
  resultats: 'Résultat',
};

/** « Code postal », from the step's address (« code-postal »). */
export const stepTitle = (name: string) => STEP_LABELS[name] ?? name;
export const stepLabel = (f: { step: number; name: string }) => `${f.step}. ${stepTitle(f.name)}`;
