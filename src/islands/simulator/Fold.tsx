/**
 * A results card folded under its title (issue 29: the results page at 375 px, everything folded, ≤ 4,000 px): a
 * <details> whose <summary> holds the card's heading, folded by default, unfolded for a printout (ResultView.tsx). Only the lazy
 * chunks of the results use it (recap, calculation, checklist, calendar, other aids): nothing of it is in the
 * page's first JavaScript.
 */
import { type ReactNode, useEffect, useRef } from 'react';

export function Fold({
  id,
  title,
  className,
  foldClass,
  aside,
  onOpen,
  open,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  /** The card's own classes (`sim-docs`, `sim-cal`…). */
  className?: string;
  /** The <details>' own class, for the styles and tests that name it (`sim-how`). */
  foldClass?: string;
  /** Said beside the title, folded or not (« 2 sur 10 prêtes »). */
  aside?: ReactNode;
  /** When the visitor unfolds it (the calculation loads its steps then). */
  onOpen?: () => void;
  /** Unfolds it when it turns true (« Imprimer »). */
  open?: boolean;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  // A printout unfolds it: ResultView.tsx opens every fold of the results before printing.
  useEffect(() => {
    if (open && details.current) details.current.open = true;
  }, [open]);
  return (
    <section className={`sim-card${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <details
        ref={details}
        className={`sim-fold${foldClass ? ` ${foldClass}` : ''}`}
        onToggle={(e) => (e.currentTarget.open ? onOpen?.() : undefined)}
      >
        <summary>
          <h2 id={id}>{title}</h2>
          {aside}
        </summary>
        {children}
      </details>
    </section>
  );
}
