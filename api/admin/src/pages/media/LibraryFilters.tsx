/**
 * Search and filters of the media library: text, type (among the types the library holds), usage, alternative text
 * (« Sans texte alternatif », with how many images lack one), order. All applied by the server.
 */
import type { MediaList, MediaListQuery } from '../../../../routes/admin/media.ts';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';

export type LibraryFilterValues = {
  q: string;
  type: string;
  usage: NonNullable<MediaListQuery['usage']> | '';
  sort: NonNullable<MediaListQuery['sort']>;
  alt: NonNullable<MediaListQuery['alt']> | '';
};

export const NO_FILTERS: LibraryFilterValues = { q: '', type: '', usage: '', sort: 'recent', alt: '' };

const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'application/pdf': 'PDF',
};

/** « Tous », « Images » when the library holds several image types, then each type held, with its count. */
function typeOptions(types: MediaList['types']): Array<readonly [string, string]> {
  const images = types.filter((t) => t.mimeType.startsWith('image/'));
  const out: Array<readonly [string, string]> = [['', 'Tous']];
  if (images.length > 1) out.push(['image', `Images (${images.reduce((n, t) => n + t.count, 0)})`] as const);
  for (const t of types)
    out.push([t.mimeType, `${TYPE_LABELS[t.mimeType] ?? t.mimeType} (${t.count})`] as const);
  return out;
}

export function LibraryFilters({
  value,
  onChange,
  types,
  altMissing,
}: {
  value: LibraryFilterValues;
  onChange: (next: LibraryFilterValues) => void;
  types: MediaList['types'];
  altMissing: number;
}) {
  const set = <K extends keyof LibraryFilterValues>(key: K, v: LibraryFilterValues[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <form className="filters" aria-label="Filtres de la médiathèque" onSubmit={(e) => e.preventDefault()}>
      <TextInput
        label="Rechercher"
        type="search"
        value={value.q}
        onChange={(v) => set('q', v)}
        placeholder="Nom du fichier ou texte alternatif"
        maxLength={100}
      />
      <Select label="Type" value={value.type} onChange={(v) => set('type', v)} options={typeOptions(types)} />
      <Select
        label="Utilisation"
        value={value.usage}
        onChange={(v) => set('usage', v)}
        options={[
          ['', 'Toutes'],
          ['used', 'Utilisées'],
          ['unused', 'Inutilisées'],
        ]}
      />
      <Select
        label="Texte alternatif"
        value={value.alt}
        onChange={(v) => set('alt', v)}
        options={[
          ['', 'Tous'],
          ['missing', `Sans texte alternatif (${altMissing})`],
        ]}
      />
      <Select
        label="Trier par"
        value={value.sort}
        onChange={(v) => set('sort', v)}
        options={[
          ['recent', 'Plus récents'],
          ['oldest', 'Plus anciens'],
          ['name', 'Nom'],
          ['size', 'Taille'],
        ]}
      />
    </form>
  );
}
