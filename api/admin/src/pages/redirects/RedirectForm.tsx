/** Adding or changing a redirect: the old address and the new one, both paths of this site. */
import { type FormEvent, useEffect, useRef } from 'react';
import type { RedirectItem } from '../../../../routes/admin/redirects.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import type { FormState } from '../../hooks/useForm.ts';

export const BLANK_REDIRECT = { fromPath: '', toPath: '' };
export type RedirectFormValues = typeof BLANK_REDIRECT;

export function RedirectForm({
  form,
  editing,
  onSubmit,
  onCancel,
}: {
  form: FormState<RedirectFormValues>;
  editing: RedirectItem | null;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const editingId = editing?.id ?? null;
  // « Modifier » in a row: the form comes into view (below the table on a phone), its first field focused.
  useEffect(() => {
    if (editingId !== null) ref.current?.querySelector('input')?.focus();
  }, [editingId]);
  return (
    <form ref={ref} className="card redirect-form" onSubmit={onSubmit} noValidate aria-label="Redirection">
      <h2>{editing ? 'Modifier la redirection' : 'Ajouter une redirection'}</h2>
      <TextInput
        label="Ancienne adresse"
        {...form.bind('fromPath')}
        placeholder="/conseil/ancienne-adresse"
        hint="Une adresse de ce site, qui commence par /, sans le nom du site : ni un fichier du site (/robots.txt…), ni une adresse du serveur (/api, /admin, /media)."
      />
      <TextInput
        label="Nouvelle adresse"
        {...form.bind('toPath')}
        placeholder="/conseil/nouvelle-adresse"
        hint="La page vers laquelle les visiteurs sont envoyés (redirection permanente 301)."
      />
      <FormMessage message={form.message} />
      <div className="row-actions">
        <button type="submit" className="btn primary" disabled={form.submitting}>
          Enregistrer
        </button>
        {editing ? (
          <button type="button" className="btn" onClick={onCancel}>
            Annuler
          </button>
        ) : null}
      </div>
    </form>
  );
}
