/** Media library: upload (type and size checked by the server, shown here in French), list, alt text, delete. */
import { type FormEvent, useRef, useState } from 'react';
import { type ApiError, api } from '../api.ts';
import {
  ErrorBox,
  FormMessage,
  fmtBytes,
  fmtDateTime,
  Loaded,
  PageHeader,
  TextInput,
  useForm,
  useLoad,
} from '../ui.tsx';

type MediaItem = {
  id: number;
  url: string;
  fileName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  alt: string;
  createdAt: string;
  usedBy: number;
};

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif,application/pdf';
const MAX = 5 * 1024 * 1024;

export function MediaLibrary() {
  const state = useLoad<{ items: MediaItem[] }>('/api/admin/media');
  const form = useForm({ alt: '' });
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      form.setErrors({ file: ['Choisissez un fichier'] });
      return;
    }
    if (file.size > MAX) {
      form.setErrors({ file: ['Fichier trop volumineux (5 Mo au plus)'] });
      return;
    }
    const data = new FormData();
    data.set('file', file);
    data.set('alt', form.values.alt);
    const ok = await form.submit(() => api.post('/api/admin/media', data), 'Fichier téléversé.');
    if (ok) {
      setFile(null);
      form.setValues({ alt: '' });
      if (input.current) input.current.value = '';
      state.reload();
    }
  };

  return (
    <>
      <PageHeader
        title="Médias"
        description="Images (JPEG, PNG, GIF, WebP, AVIF) et PDF, 5 Mo au plus. Les SVG sont refusés."
      />
      <form className="card upload" onSubmit={upload} noValidate>
        <div className={`field${form.errors.file ? ' has-error' : ''}`}>
          <label htmlFor="media-file">Fichier</label>
          <input
            id="media-file"
            ref={input}
            type="file"
            name="file"
            accept={ACCEPT}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              form.setErrors({});
            }}
          />
          {form.errors.file ? (
            <p className="field-error" role="alert">
              {form.errors.file.join(' ')}
            </p>
          ) : null}
        </div>
        <TextInput
          label="Texte alternatif"
          name="alt"
          value={form.values.alt}
          onChange={(v) => form.set('alt', v)}
          error={form.errors.alt}
          hint="Décrit l'image pour les personnes qui ne la voient pas."
        />
        <FormMessage message={form.message} />
        <button type="submit" className="btn primary" disabled={form.submitting}>
          {form.submitting ? 'Envoi...' : 'Téléverser'}
        </button>
      </form>
      <ErrorBox error={error} />
      <Loaded state={state}>
        {(d) =>
          d.items.length === 0 ? (
            <p className="empty">Aucun fichier.</p>
          ) : (
            <ul className="media-grid">
              {d.items.map((m) => (
                <li key={m.id} className="media-card">
                  {m.mimeType.startsWith('image/') ? (
                    <img src={m.url} alt={m.alt} loading="lazy" />
                  ) : (
                    <a className="file-icon" href={m.url}>
                      PDF
                    </a>
                  )}
                  <div className="media-meta">
                    <strong title={m.originalName}>{m.originalName}</strong>
                    <span className="muted">
                      {fmtBytes(m.sizeBytes)}
                      {m.width ? ` · ${m.width}×${m.height}` : ''} · {fmtDateTime(m.createdAt)}
                    </span>
                    <AltEditor item={m} onError={setError} />
                    <code className="url">{m.url}</code>
                    <button
                      type="button"
                      className="btn small danger"
                      onClick={async () => {
                        if (
                          !window.confirm(
                            m.usedBy > 0
                              ? `Ce fichier illustre ${m.usedBy} article(s). Le supprimer quand même ?`
                              : 'Supprimer ce fichier ?',
                          )
                        )
                          return;
                        try {
                          await api.del(`/api/admin/media/${m.id}`);
                          state.reload();
                        } catch (e) {
                          setError(e as ApiError);
                        }
                      }}
                    >
                      Supprimer
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

function AltEditor({ item, onError }: { item: MediaItem; onError: (e: ApiError | null) => void }) {
  const [alt, setAlt] = useState(item.alt);
  const [saved, setSaved] = useState(false);
  return (
    <form
      className="inline-form"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await api.patch(`/api/admin/media/${item.id}`, { alt });
          setSaved(true);
          onError(null);
        } catch (err) {
          onError(err as ApiError);
        }
      }}
    >
      <input
        aria-label="Texte alternatif"
        value={alt}
        onChange={(e) => {
          setAlt(e.target.value);
          setSaved(false);
        }}
        placeholder="Texte alternatif"
      />
      <button type="submit" className="btn small">
        {saved ? 'Enregistré' : 'OK'}
      </button>
    </form>
  );
}
