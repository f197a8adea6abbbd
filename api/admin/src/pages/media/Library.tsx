/**
 * Media library: upload of several files at once (type and size checked by the server, shown here in French),
 * search and filters (« Sans texte alternatif »: a quick pass, Enter saves and goes to the next), every page that
 * uses each file, alt text, focal point, « Copier le code », delete (refused by the server while a page uses the
 * file: the pages are listed with links to their editors).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MediaInUse, MediaItem, MediaList } from '../../../../routes/admin/media.ts';
import { ApiError, api, qs } from '../../api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorBox, Loaded, Notice } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';
import { LibraryFilters, type LibraryFilterValues, NO_FILTERS } from './LibraryFilters.tsx';
import { MediaCard } from './MediaCard.tsx';
import { UploadForm } from './UploadForm.tsx';
import { UsageList } from './UsageList.tsx';
import './media.css';

/** A refused deletion: the file, the server's sentence and the pages that use it. */
type Refusal = { name: string; error: string; usedBy: MediaInUse['usedBy'] };

/** The filters as typed, and the search text once typing stops (the selects apply at once). */
function useLibraryFilters() {
  // ?q= opens the library on a search (a result of the header's search).
  const [params] = useSearchParams();
  const asked = params.get('q') ?? '';
  const [filters, setFilters] = useState<LibraryFilterValues>({ ...NO_FILTERS, q: asked });
  useEffect(() => {
    if (asked) setFilters((f) => ({ ...f, q: asked }));
  }, [asked]);
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(filters.q.trim()), 250);
    return () => clearTimeout(timer);
  }, [filters.q]);
  return { filters, setFilters, q };
}

export function MediaLibrary() {
  const { filters, setFilters, q } = useLibraryFilters();
  const state = useLoad<MediaList>(`/api/admin/media${qs({ ...filters, q })}`);
  const [error, setError] = useState<ApiError | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Kept while a new list loads: the filters do not flicker.
  const [types, setTypes] = useState<MediaList['types']>([]);
  const [altMissing, setAltMissing] = useState(0);
  useEffect(() => {
    if (!state.data) return;
    setTypes(state.data.types);
    setAltMissing(state.data.altMissing);
  }, [state.data]);

  const remove = async (m: MediaItem) => {
    if (!window.confirm(`Supprimer « ${m.originalName} » ?`)) return;
    setRefusal(null);
    try {
      await api.del(`/api/admin/media/${m.id}`);
      setError(null);
      state.reload();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'MEDIA_UTILISE') {
        setRefusal({ name: m.originalName, error: e.message, usedBy: (e.body as MediaInUse).usedBy });
        state.reload();
      } else setError(e as ApiError);
    }
  };
  const filtered = filters.q !== '' || filters.type !== '' || filters.usage !== '' || filters.alt !== '';

  return (
    <>
      <PageHeader
        title="Médias"
        description="Images (JPEG, PNG, GIF, WebP, AVIF) de 20 Mo au plus et PDF de 5 Mo au plus. Les SVG sont refusés. Les images sont déclinées en 480, 800, 1 200 et 1 600 px de large pour les pages publiques."
      />
      <UploadForm onUploaded={state.reload} />
      <ErrorBox error={error} />
      {refusal ? (
        <Notice kind="error">
          <p>
            <strong>« {refusal.name} » n'a pas été supprimé.</strong> {refusal.error}
          </p>
          <UsageList usedBy={refusal.usedBy} />
        </Notice>
      ) : null}
      <LibraryFilters value={filters} onChange={setFilters} types={types} altMissing={altMissing} />
      {altMissing > 0 && filters.alt !== 'missing' ? (
        <AltMissingNote count={altMissing} onShow={() => setFilters({ ...filters, alt: 'missing' })} />
      ) : null}
      <Loaded state={state}>
        {(d) =>
          d.items.length === 0 ? (
            <p className="empty">
              {filtered ? 'Aucun fichier ne correspond à ces critères.' : 'Aucun fichier.'}
            </p>
          ) : (
            <>
              <p className="muted" role="status">
                {fmtInt(d.items.length)} fichier{d.items.length > 1 ? 's' : ''}
                {filters.alt === 'missing' ? QUICK_PASS : ''}
              </p>
              <ul className="media-grid">
                {d.items.map((m) => (
                  <MediaCard key={m.id} m={m} onError={setError} onDelete={remove} onChanged={state.reload} />
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
    </>
  );
}

const QUICK_PASS = ' sans texte alternatif — tapez-le, Entrée enregistre et passe au suivant';

/** « N images sans texte alternatif. Les compléter »: opens the filtered view. */
function AltMissingNote({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <p className="alt-missing-note">
      <span>
        {fmtInt(count)} image{count > 1 ? 's' : ''} sans texte alternatif.
      </span>
      <button type="button" className="btn small" onClick={onShow}>
        Les compléter
      </button>
    </p>
  );
}
