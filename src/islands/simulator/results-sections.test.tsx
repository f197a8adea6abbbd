/** The three sections render from the answers alone: real checkboxes, dated events, official links in a new tab. */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allItems, documentsFor } from '../../core/simulation/documents.ts';
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationFailure } from '../../core/simulation/result.ts';
import { simulatorMessages } from '../../i18n/simulator/index.ts';
import { Calendar } from './Calendar.tsx';
import { Documents } from './Documents.tsx';
import { LocaleContext, translator } from './locale.ts';
import { OtherAids } from './OtherAids.tsx';

/** The sections as the French results page shows them (its island provides the language). */
const render = (element: ReactElement) =>
  renderToStaticMarkup(
    <LocaleContext.Provider value={translator({ locale: 'fr', messages: simulatorMessages('fr') })}>
      {element}
    </LocaleContext.Provider>,
  );

const student: FormData = {
  housing: 'ordinary',
  rent: 420,
  colocation: false,
  status: 'student',
  boursier: true,
  birthDate: '2005-03-02',
  income: 0,
};
const refused: SimulationFailure = {
  montantFinal: 0,
  isEligible: false,
  refusReason: 'Erreur lors du calcul',
  error: true,
  message: 'Erreur lors du calcul, veuillez réessayer',
};

describe('results sections', () => {
  it('« Mes justificatifs » has one real checkbox per piece, and the print button', () => {
    const html = render(<Documents form={student} />);
    const boxes = html.match(/<input type="checkbox"/g) ?? [];
    expect(boxes).toHaveLength(allItems(documentsFor(student)).length);
    expect(html).toContain('Imprimer la liste');
    expect(html).toContain('L&#x27;avis d&#x27;attribution de votre bourse du CROUS');
  });

  it('« Mon calendrier » shows the dates in French and its assumption', () => {
    const html = render(<Calendar form={student} result={refused} date="2026-09-14" />);
    expect(html).toContain('<time class="sim-cal-date" dateTime="2026-10-01">1er octobre 2026</time>');
    expect(html).toContain('supposent une entrée dans le logement en septembre 2026');
    expect(html).toContain('Sans date fixe');
  });

  it('« Les autres aides » open their official page in a new tab, with no amount', () => {
    const html = render(<OtherAids form={student} date="2026-09-14" />);
    const links = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) {
      expect(a).toMatch(/href="https:\/\//);
      expect(a).toContain('target="_blank"');
      expect(a).toContain('rel="noopener"');
    }
    expect(html).not.toContain('€');
  });
});
