/**
 * « Lien interne »: a dialog that finds a page of the site with the admin's search (GET /api/admin/search, articles,
 * guides and city pages, best first) and gives back its site path — `/conseil/<slug>`, `/guide/<slug>`,
 * `/apl-<ville>` — with its title, for the Markdown field to write `[selected text or title](/path)`.
 */
import { useEffect, useId, useState } from 'react';
import type { SearchAnswer, SearchHitRow } from '../../../../routes/admin/search.ts';
import { qs } from '../../api.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { Dialog } from '../editorial/Dialog.tsx';
import { TextInput } from '../form/TextInput.tsx';
import { ErrorBox, Loading } from '../status.tsx';

/** What the editor chose: the page's address on the site and its title. */
export type PickedPage = { path: string; title: string };

const KIND_LABELS: Record<string, string> = { article: 'Article', guide: 'Guide', city: 'Page ville' };

export function LinkPicker({ onClose, onPick }: { onClose: () => void; onPick: (page: PickedPage) => void }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const listId = useId();
  // The list follows the search box a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const found = useLoad<SearchAnswer>(
    query ? `/api/admin/search${qs({ q: query, kind: 'article,guide,city', limit: 20 })}` : null,
  );
  const ready = query !== '' && found.data?.q === query;
  const hits = ready ? (found.data?.hits ?? []).filter((h): h is Linkable => h.publicPath !== null) : [];

  return (
    <Dialog
      title="Insérer un lien interne"
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Annuler
        </button>
      }
    >
      <TextInput
        label="Rechercher une page du site"
        type="search"
        value={search}
        onChange={setSearch}
        placeholder="Titre, adresse ou mot du texte"
      />
      <ErrorBox error={found.error} />
      {query !== '' && !ready ? <Loading label="Recherche…" /> : null}
      {ready && hits.length === 0 ? <p className="hint">Aucune page ne correspond à « {query} ».</p> : null}
      {hits.length > 0 ? (
        <ul className="link-picker-list" id={listId} aria-label="Pages trouvées">
          {hits.map((h) => (
            <li key={`${h.kind}-${h.id}`}>
              <button
                type="button"
                className="link-picker-hit"
                onClick={() => onPick({ path: h.publicPath, title: h.title })}
              >
                <span className="link-picker-title">{h.title}</span>
                <span className="link-picker-meta">
                  {KIND_LABELS[h.kind] ?? h.kind} · <code>{h.publicPath}</code>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}

type Linkable = SearchHitRow & { publicPath: string };
