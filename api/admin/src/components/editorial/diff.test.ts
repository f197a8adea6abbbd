import { describe, expect, it } from 'vitest';
import { changedFields, type FieldSpec, fieldText, showValue, textDiff } from './diff.ts';

type F = { title: string; content: string; tagIds: number[]; featured: boolean };
const SPECS: Array<FieldSpec<F>> = [
  { key: 'title', label: 'Titre' },
  { key: 'content', label: 'Contenu', long: true },
  { key: 'tagIds', label: 'Étiquettes', show: (v) => `${(v as number[]).length} étiquette(s)` },
  { key: 'featured', label: 'À la une' },
];

describe('diff of an editor form', () => {
  it('lists only the fields that changed, in the form order', () => {
    const a: F = { title: 'A', content: 'x', tagIds: [1], featured: false };
    const b: F = { ...a, featured: true, tagIds: [1, 2] };
    expect(changedFields(SPECS, a, b).map((s) => s.key)).toEqual(['tagIds', 'featured']);
    expect(fieldText(SPECS[2] as FieldSpec<F>, b)).toBe('2 étiquette(s)');
    expect(fieldText(SPECS[3] as FieldSpec<F>, b)).toBe('Oui');
  });

  it('shows a one-word change inside a long text as one word out and one in, the rest kept', () => {
    const before = 'Premier paragraphe.\n\nLe loyer est payé chaque mois.\n\nFin.\n';
    const after = 'Premier paragraphe.\n\nLe loyer est versé chaque mois.\n\nFin.\n';
    const parts = textDiff(before, after);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual(['payé']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['versé']);
    expect(parts.map((p) => (p.kind === 'added' ? '' : p.text)).join('')).toBe(before);
    expect(parts.map((p) => (p.kind === 'removed' ? '' : p.text)).join('')).toBe(after);
  });

  it('writes lists and FAQ as readable lines', () => {
    expect(showValue([{ question: 'Qui ?', answer: 'Vous.' }])).toBe('Q : Qui ?\nR : Vous.');
    expect(showValue(['Lyon 1', 'Lyon 2'])).toBe('Lyon 1\nLyon 2');
    expect(showValue(null)).toBe('');
  });
});
