/**
 * The result in plain words, right under the amount (issue 29): what decided it, in up to three sentences written
 * by the pure core from the engine's figures (src/core/simulation/plain-words.ts). A chunk of its own, loaded as
 * the result shows: out of the page's first JavaScript.
 */
import { useMemo } from 'react';
import type { FormData } from '../../core/simulation/form.ts';
import { plainLinesFor } from '../../core/simulation/plain-words.ts';
import type { SimulationResult } from '../../core/simulation/result.ts';
import { useT } from './locale.ts';

export default function PlainWords({ result, form }: { result: SimulationResult; form: FormData }) {
  const { locale } = useT();
  const lines = useMemo(() => plainLinesFor(form, result, locale), [form, result, locale]);
  if (lines.length === 0) return null;
  return (
    <ul className="sim-plain">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
