/** The editor of a guide, new or existing: Markdown with the server's preview, FAQ, testimonial; the rest on the side. */
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Thematic } from '../../../../routes/admin/thematiques.ts';
import { api } from '../../api.ts';
import { EditorialMain } from '../../components/editorial/EditorialMain.tsx';
import { FaqEditor } from '../../components/FaqEditor.tsx';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { savedBrokenLinks } from '../../components/markdown/brokenLinks.ts';
import { MarkdownField } from '../../components/markdown/MarkdownField.tsx';
import { PreviewPane } from '../../components/markdown/PreviewPane.tsx';
import { useMarkdownPreview } from '../../components/markdown/useMarkdownPreview.ts';
import { PreviewLinks } from '../../components/preview/PreviewLinks.tsx';
import { SitePreviewButton } from '../../components/preview/SitePreviewButton.tsx';
import { useEditorial } from '../../hooks/useEditorial.ts';
import type { FormState } from '../../hooks/useForm.ts';
import { FormSide } from './FormSide.tsx';
import {
  blankTheme,
  THEME_FIELDS,
  type ThemeForm,
  themeAutosavable,
  themeBody,
  themeDetailToForm,
} from './themeForm.ts';

export function ThematiqueForm({
  page,
  initial,
}: {
  page?: Thematic;
  initial?: Partial<ThemeForm> | undefined;
}) {
  const navigate = useNavigate();
  const ed = useEditorial<Thematic, ThemeForm>({
    path: page ? `/api/admin/thematiques/${page.id}` : null,
    detail: page,
    blank: { ...blankTheme, ...initial },
    toForm: themeDetailToForm,
    body: themeBody,
    autosavable: themeAutosavable,
  });
  const { form } = ed;
  const score = ed.detail?.seoScore ?? null;
  const v = form.values;
  const preview = useMarkdownPreview(v.content);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (page) {
      await ed.save('Page enregistrée.');
      return;
    }
    const created = await form.submit(
      () => api.post<Thematic>('/api/admin/thematiques', themeBody(v)),
      'Page enregistrée.',
    );
    if (!created) return;
    ed.adopt(created);
    navigate(`/thematiques/${created.id}/edit`, { replace: true });
  };
  return (
    <form className="editor" onSubmit={submit} noValidate>
      <div className="editor-main">
        <EditorialMain ed={ed} fields={THEME_FIELDS} toForm={themeDetailToForm} />
        <TextInput label="Titre" {...form.bind('title')} />
        <TextInput label="Titre H1" {...form.bind('h1Title')} />
        <TextInput label="Adresse (slug)" {...form.bind('slug')} hint={`/guide/${v.slug || '…'}`} />
        <div className="split">
          <MarkdownField
            label="Contenu (Markdown)"
            {...form.bind('content')}
            rows={18}
            brokenLinks={savedBrokenLinks(ed.detail)}
          />
          <PreviewPane preview={preview} />
        </div>
        <SitePreviewButton kind="guide" id={page?.id} getData={() => themeBody(v)} />
        {page?.id ? <PreviewLinks kind="guide" id={page.id} /> : null}
        <FaqEditor
          title="FAQ"
          items={v.faq}
          onChange={(items) => form.set('faq', items)}
          errors={form.errors}
        />
        <TestimonialCard form={form} />
      </div>
      <FormSide form={form} score={score} ed={ed} />
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
