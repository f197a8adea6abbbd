/** The editor of a guide, new or existing: Markdown with the server's preview, FAQ, testimonial; the rest on the side. */
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Thematic } from '../../../../routes/admin/thematiques.ts';
import { api } from '../../api.ts';
import { FaqEditor } from '../../components/FaqEditor.tsx';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { PreviewPane } from '../../components/markdown/PreviewPane.tsx';
import { useMarkdownPreview } from '../../components/markdown/useMarkdownPreview.ts';
import { type FormState, useForm } from '../../hooks/useForm.ts';
import { FormSide } from './FormSide.tsx';
import { blankTheme, type ThemeForm, themeBody, themeToForm } from './themeForm.ts';

export function ThematiqueForm({
  page,
  initial,
}: {
  page?: Thematic;
  initial?: Partial<ThemeForm> | undefined;
}) {
  const navigate = useNavigate();
  const form = useForm<ThemeForm>(page ? themeToForm(page) : { ...blankTheme, ...initial });
  const [score, setScore] = useState(page?.seoScore ?? null);
  const v = form.values;
  const preview = useMarkdownPreview(v.content);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const body = themeBody(v);
    const saved = await form.submit(
      () =>
        page
          ? api.put<Thematic>(`/api/admin/thematiques/${page.id}`, body)
          : api.post<Thematic>('/api/admin/thematiques', body),
      'Page enregistrée.',
    );
    if (saved) {
      setScore(saved.seoScore);
      form.set('slug', saved.slug);
      if (!page) navigate(`/thematiques/${saved.id}/edit`, { replace: true });
    }
  };
  return (
    <form className="editor" onSubmit={submit} noValidate>
      <div className="editor-main">
        <TextInput label="Titre" {...form.bind('title')} />
        <TextInput label="Titre H1" {...form.bind('h1Title')} />
        <TextInput label="Adresse (slug)" {...form.bind('slug')} hint={`/guide/${v.slug || '…'}`} />
        <div className="split">
          <TextArea label="Contenu (Markdown)" {...form.bind('content')} rows={18} mono />
          <PreviewPane preview={preview} />
        </div>
        <FaqEditor
          title="FAQ"
          items={v.faq}
          onChange={(items) => form.set('faq', items)}
          errors={form.errors}
        />
        <TestimonialCard form={form} />
      </div>
      <FormSide form={form} score={score} />
    </form>
  );
}

/** Errors come back keyed `testimonial.<field>`. */
function TestimonialCard({ form }: { form: FormState<ThemeForm> }) {
  const { values: v, errors: e, set } = form;
  return (
    <div className="card">
      <h2>Témoignage</h2>
      <TextArea
        label="Texte"
        rows={2}
        value={v.testimonialText}
        onChange={(x) => set('testimonialText', x)}
        error={e['testimonial.text']}
      />
      <TextInput
        label="Auteur"
        value={v.testimonialAuthor}
        onChange={(x) => set('testimonialAuthor', x)}
        error={e['testimonial.author']}
      />
      <TextInput
        label="Lieu"
        value={v.testimonialLocation}
        onChange={(x) => set('testimonialLocation', x)}
        error={e['testimonial.location']}
      />
      <TextInput
        label="Montant (€ / mois)"
        value={v.testimonialAmount}
        onChange={(x) => set('testimonialAmount', x)}
        error={e['testimonial.amount']}
      />
    </div>
  );
}
