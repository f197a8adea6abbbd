/** Upload a file with its alternative text; too large a file is refused before sending. */
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useForm } from '../../hooks/useForm.ts';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif,application/pdf';
const MAX = 5 * 1024 * 1024;

export function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const form = useForm({ alt: '' });
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);

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
      onUploaded();
    }
  };

  return (
    <form className="card upload" onSubmit={upload} noValidate>
      <div className={`field${form.errors.file ? ' has-error' : ''}`}>
        <label htmlFor="media-file">Fichier</label>
        <input
          id="media-file"
          ref={input}
          type="file"
          name="file"
          accept={ACCEPT}
          aria-describedby="media-file-hint"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            form.setErrors({});
          }}
        />
        <small className="hint" id="media-file-hint">
          5 Mo au plus ; images de 40 mégapixels au plus en JPEG et PNG, 16 en WebP et GIF, 6 en AVIF. La
          médiathèque garde une copie de 2 560 px de large au plus, sans métadonnées (auteur, position GPS).
        </small>
        {form.errors.file ? (
          <p className="field-error" role="alert">
            {form.errors.file.join(' ')}
          </p>
        ) : null}
      </div>
      <TextInput
        label="Texte alternatif"
        {...form.bind('alt')}
        hint="Décrit l'image pour les personnes qui ne la voient pas."
      />
      <FormMessage message={form.message} />
      <button type="submit" className="btn primary" disabled={form.submitting}>
        {form.submitting ? 'Envoi...' : 'Téléverser'}
      </button>
    </form>
  );
}
