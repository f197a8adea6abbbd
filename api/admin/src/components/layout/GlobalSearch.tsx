/**
 * The search box of the header, on every screen (issue 30): articles, guides, city pages, FAQ entries and media by
 * title, slug and body (GET /api/admin/search), the results grouped by kind, each linked to its editor. The
 * snippet is the server's plain text, its matches wrapped in <mark> by React (never HTML from the server).
 * « / » focuses the box, Échap closes the results, Entrée opens the first one.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SearchAnswer, SearchHitRow } from '../../../../routes/admin/search.ts';
import { qs } from '../../api.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { isEditable } from '../../lib/shortcuts.ts';

const KINDS: Array<[SearchHitRow['kind'], string]> = [
  ['article', 'Articles'],
  ['guide', 'Guides'],
  ['city', 'Pages villes'],
  ['faq', 'FAQ'],
  ['media', 'Médias'],
];

/** The box needs this many characters before it asks. */
const MIN_LENGTH = 2;

export function GlobalSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ready = query.length >= MIN_LENGTH;
  const state = useLoad<SearchAnswer>(ready ? `/api/admin/search${qs({ q: query, limit: 30 })}` : null);
  const hits = ready && state.data?.q === query ? state.data.hits : [];

  // The results follow the box a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  // Opening a result (or any other screen) closes them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => setOpen(false), [pathname, search]);
  useOutsideClick(box, () => setOpen(false));
  useSlashKey(input);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') setOpen(false);
    if (e.key === 'Enter') {
      const best = hits[0];
      if (best?.editPath) navigate(best.editPath);
    }
  };

  return (
    <search className="global-search" ref={box}>
      <label htmlFor="global-search" className="sr-only">
        Chercher dans tout le contenu
      </label>
      <input
        id="global-search"
        className="global-search-input"
        ref={input}
        type="search"
        autoComplete="off"
        maxLength={100}
        placeholder="Rechercher : articles, guides, villes, FAQ, médias…"
        value={text}
        aria-controls="global-search-results"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {open && ready ? (
        <div id="global-search-results" className="global-search-panel">
          {state.error ? <p className="field-error">{state.error.message}</p> : null}
          {!state.error && state.data?.q !== query ? <p className="muted">Recherche…</p> : null}
          {state.data?.q === query && hits.length === 0 ? (
            <p className="muted">Aucun résultat pour « {query} ».</p>
          ) : null}
          {KINDS.map(([kind, label]) => (
            <HitGroup key={kind} label={label} hits={hits.filter((h) => h.kind === kind)} />
          ))}
        </div>
      ) : null}
    </search>
  );
}

function HitGroup({ label, hits }: { label: string; hits: SearchHitRow[] }) {
  if (hits.length === 0) return null;
  return (
    <section className="global-search-group">
      <h2 className="hit-kind">
        {label} <span className="muted">({hits.length})</span>
      </h2>
      <ul className="hit-list">
        {hits.map((h) => (
          <li key={`${h.kind}:${h.id}`}>
            <HitLink hit={h}>
              <span className="hit-title">{h.title}</span>
              <span className="hit-slug">{h.slug}</span>
              <Marked text={h.snippet.text} marks={h.snippet.marks} />
            </HitLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HitLink({ hit, children }: { hit: SearchHitRow; children: ReactNode }) {
  if (hit.editPath)
    return (
      <Link className="hit-link" to={hit.editPath}>
        {children}
      </Link>
    );
  // The FAQ has no editor in the back-office: its public page.
  return (
    <a className="hit-link" href={hit.publicPath ?? '/'} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** A text with some slices marked, as React nodes (the text is never read as HTML). */
function Marked({ text, marks }: { text: string; marks: Array<[number, number]> }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end > text.length) continue;
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <span className="hit-snippet">{parts}</span>;
}

function useOutsideClick(ref: RefObject<HTMLElement | null>, onOutside: () => void) {
  useEffect(() => {
    const listener = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [ref, onOutside]);
}

/** « / » outside a field focuses the search box. */
function useSlashKey(ref: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const listener = (e: globalThis.KeyboardEvent) => {
      if (e.key === '/' && !isEditable(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [ref]);
}
