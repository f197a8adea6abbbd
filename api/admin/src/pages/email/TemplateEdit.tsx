/** One e-mail template: name, subject, HTML and text versions, with a preview filled with example values. */
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type {
  EmailPreview,
  EmailPreviewBody,
  EmailTemplateDetail,
  TemplateBody,
} from '../../../../routes/admin/messages.ts';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded, Loading } from '../../components/status.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { useLoad } from '../../hooks/useLoad.ts';

export function TemplateEdit() {
  const { key } = useParams();
  const state = useLoad<EmailTemplateDetail>(`/api/admin/email/templates/${key}`);
  return (
    <>
      <PageHeader title="Modifier le modèle" description={<code>{key}</code>} />
      <Loaded state={state}>{(t) => <TemplateEditor template={t} />}</Loaded>
    </>
  );
}

/** The server renders the template with example values in its language, 300 ms after the last keystroke. */
function useEmailPreview({ subject, html, text, key }: EmailPreviewBody) {
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  useEffect(() => {
    const t = setTimeout(() => {
      const body: EmailPreviewBody = { subject: subject || ' ', html: html || ' ', text: text || ' ', key };
      api.post<EmailPreview>('/api/admin/email/preview', body).then(setPreview, () => setPreview(null));
    }, 300);
    return () => clearTimeout(t);
  }, [subject, html, text, key]);
  return preview;
}

function TemplateEditor({ template }: { template: EmailTemplateDetail }) {
  const { name, subject, html, text } = template;
  const form = useForm<Required<TemplateBody>>({ name, subject, html, text });
  const v = form.values;
  const preview = useEmailPreview({ ...v, key: template.key });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await form.submit(() => api.put(`/api/admin/email/templates/${template.key}`, v), 'Modèle enregistré.');
  };
  return (
    <form className="editor" onSubmit={submit} noValidate>
      <div className="editor-main">
        <TextInput label="Nom" {...form.bind('name')} />
        <TextInput label="Objet" {...form.bind('subject')} />
        <TextArea
          label="Contenu HTML"
          {...form.bind('html')}
          rows={14}
          mono
          hint={`Variables : ${template.placeholders.map((p) => `{{${p}}}`).join(', ')}`}
        />
        <TextArea label="Version texte" {...form.bind('text')} rows={8} mono />
        <FormMessage message={form.message} />
        <button type="submit" className="btn primary" disabled={form.submitting}>
          Enregistrer
        </button>
      </div>
      <aside className="editor-side wide">
        <div className="card">
          <h2>Aperçu (valeurs d'exemple)</h2>
          {preview ? (
            <>
              <p>
                <strong>Objet :</strong> {preview.subject}
              </p>
              <iframe title="Aperçu de l'e-mail" className="email-preview" sandbox="" srcDoc={preview.html} />
              <pre className="text-preview">{preview.text}</pre>
            </>
          ) : (
            <Loading />
          )}
        </div>
      </aside>
    </form>
  );
}
