/**
 * One e-mail template: its name, subject and the words of its blocks (editors and admins), its structure
 * (HTML and text: admins only), with a preview filled with example values and what a save would refuse.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type {
  EmailPreview,
  EmailPreviewBody,
  EmailTemplateDetail,
  TemplateStructureBody,
  TemplateWordsBody,
} from '../../../../routes/admin/email-templates.ts';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded, Loading } from '../../components/status.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { useCurrentSession } from '../../session.tsx';

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

/** The server renders what is being edited with example values, 300 ms after the last keystroke. */
function useEmailPreview(body: EmailPreviewBody) {
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const json = JSON.stringify(body);
  useEffect(() => {
    const t = setTimeout(() => {
      api
        .post<EmailPreview>('/api/admin/email/preview', JSON.parse(json))
        .then(setPreview, () => setPreview(null));
    }, 300);
    return () => clearTimeout(t);
  }, [json]);
  return preview;
}

type Values = { name: string; subject: string; html: string; text: string } & Record<string, string>;

function TemplateEditor({ template }: { template: EmailTemplateDetail }) {
  const { isAdmin } = useCurrentSession();
  const names = Object.keys(template.blockLabels);
  const form = useForm<Values>({
    name: template.name,
    subject: template.subject,
    html: template.html,
    text: template.text,
    ...Object.fromEntries(names.map((n) => [`bloc_${n}`, template.blocks[n] ?? ''])),
  });
  const v = form.values;
  const blocks = Object.fromEntries(names.map((n) => [n, v[`bloc_${n}`] ?? '']));
  const preview = useEmailPreview({
    key: template.key,
    subject: v.subject || ' ',
    blocks,
    html: v.html,
    text: v.text,
  });
  const saveWords = async (e: FormEvent) => {
    e.preventDefault();
    const body: TemplateWordsBody = { name: v.name, subject: v.subject, blocks };
    await form.submit(
      () => api.put(`/api/admin/email/templates/${template.key}`, body),
      'Textes enregistrés.',
    );
  };
  const saveStructure = async () => {
    const body: TemplateStructureBody = { html: v.html, text: v.text };
    await form.submit(
      () => api.put(`/api/admin/email/templates/${template.key}/structure`, body),
      'Structure enregistrée.',
    );
  };
  const hint = `Variables : ${template.variables.map((p) => `{{${p}}}`).join(', ')}`;
  return (
    <form className="editor" onSubmit={saveWords} noValidate>
      <div className="editor-main">
        <TextInput label="Nom" {...form.bind('name')} />
        <TextInput label="Objet" {...form.bind('subject')} hint={hint} />
        {names.map((n) => (
          <TextArea
            key={n}
            label={template.blockLabels[n] ?? n}
            {...form.bind(`bloc_${n}`)}
            rows={3}
            hint={hint}
          />
        ))}
        <FormMessage message={form.message} />
        <button type="submit" className="btn primary" disabled={form.submitting}>
          Enregistrer les textes
        </button>
        {isAdmin ? <StructureFields form={form} onSave={saveStructure} /> : null}
      </div>
      <aside className="editor-side wide">
        <PreviewCard preview={preview} />
      </aside>
    </form>
  );
}

/** The structure, an admin's: blocks by {{bloc:nom}}, images of this site only. */
function StructureFields({ form, onSave }: { form: ReturnType<typeof useForm<Values>>; onSave: () => void }) {
  return (
    <details className="card">
      <summary>Structure (administrateurs)</summary>
      <p className="muted">
        Les blocs s’insèrent par {'{{bloc:nom}}'}. Aucune ressource extérieure : seules les images du site
        (/media/…) sont permises ; ni script, ni formulaire, ni feuille de style.
      </p>
      <TextArea label="Contenu HTML" {...form.bind('html')} rows={14} mono />
      <TextArea label="Version texte" {...form.bind('text')} rows={8} mono />
      <button type="button" className="btn" disabled={form.submitting} onClick={onSave}>
        Enregistrer la structure
      </button>
    </details>
  );
}

function PreviewCard({ preview }: { preview: EmailPreview | null }) {
  return (
    <div className="card">
      <h2>Aperçu (valeurs d'exemple)</h2>
      {preview ? (
        <>
          {preview.problems.length > 0 ? (
            <ul className="error" role="alert">
              {preview.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
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
  );
}
