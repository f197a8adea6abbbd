/**
 * « Mes justificatifs », « Mon calendrier » and « Les autres aides à connaître », loaded as one chunk when the
 * visitor comes near them (or prints the page): their texts stay out of the results page's initial JavaScript.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from './locale.ts';
import type { ResultSectionsProps } from './ResultSectionsBody.tsx';

const Body = lazy(() => import('./ResultSectionsBody.tsx'));
/** The English page's own chunk, with the English data: a French page never loads it. */
const BodyEn = lazy(() => import('./ResultSectionsBodyEn.tsx'));

/** How far below the screen the sections start loading: they are there before the visitor reaches them. */
const AHEAD = '300px 0px';

export function ResultSections(props: ResultSectionsProps) {
  const [wanted, setWanted] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const { locale } = useT();
  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    window.addEventListener('beforeprint', load);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
            rootMargin: AHEAD,
          });
    if (anchor.current && observer) observer.observe(anchor.current);
    if (!observer) load();
    return () => {
      window.removeEventListener('beforeprint', load);
      observer?.disconnect();
    };
  }, [wanted]);
  return (
    <div ref={anchor} className="sim-sections">
      {wanted && (
        <Suspense fallback={null}>{locale === 'en' ? <BodyEn {...props} /> : <Body {...props} />}</Suspense>
      )}
    </div>
  );
}
