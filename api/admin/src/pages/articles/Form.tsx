/** The editor of an article, new or existing: Markdown with the server's preview, publication on the side. */
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Article } from '../../../../routes/admin/articles.ts';
import { api } from '../../api.ts';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { PreviewPane } from '../../components/markdown/PreviewPane.tsx';
import { useMarkdownPreview } from '../../components/markdown/useMarkdownPreview.ts';
import { useForm } from '../../hooks/useForm.ts';
import { type ArticleForm, articleBody, articleToForm, emptyArticle } from './articleForm.ts';
import { FormSide } from './FormSide.tsx';

/** `publish`: true to publish after saving, false to unpublish, undefined to save only. */
async function saveArticle(v: ArticleForm, article: Article | undefined, publish?: boolean) {
  const body = articleBody(v);
  let a = article
    ? await api.put<Article>(`/api/admin/articles/${article.id}`, body)
    : await api.post<Article>('/api/admin/articles', body);
  if (publish === true) a = await api.post<Article>(`/api/admin/articles/${a.id}/publish`);
  if (publish === false) a = await api.post<Article>(`/api/admin/articles/${a.id}/unpublish`);
  return a;
}

const SAVED = (publish?: boolean) =>
  publish === true
    ? 'Article publié.'
    : publish === false
      ? 'Article repassé en brouillon.'
      : 'Article enregistré.';

export function ArticleEditor({
  article,
  initial,
  flash,
}: {
  article?: Article;
  initial?: Partial<ArticleForm> | undefined;
  flash?: string | undefined;
}) {
  const navigate = useNavigate();
  const form = useForm<ArticleForm>(article ? articleToForm(article) : { ...emptyArticle, ...initial });
  const { setMessage } = form;
  useEffect(() => {
    if (flash) setMessage({ kind: 'success', text: flash });
  }, [flash, setMessage]);
  const [status, setStatus] = useState(article?.status ?? 'draft');
  const preview = useMarkdownPreview(form.values.content);
  const v = form.values;

  const save = async (publish?: boolean) => {
    const saved = await form.submit(() => saveArticle(v, article, publish), SAVED(publish));
    if (!saved) return;
    setStatus(saved.status);
    form.set('slug', saved.slug);
    if (!article)
      navigate(`/articles/${saved.id}/edit`, {
        replace: true,
        state: { message: publish ? 'Article publié.' : 'Article enregistré.' },
      });
  };
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    void save();
  };

  return (
    <form className="editor" onSubmit={onSubmit} noValidate>
      <div className="editor-main">
        <TextInput label="Titre" {...form.bind('title')} />
        <TextInput
          label="Adresse (slug)"
          {...form.bind('slug')}
          hint={`/conseil/${v.slug || '…'} — laissée vide, elle est tirée du titre.`}
        />
        <TextArea label="Chapô" {...form.bind('excerpt')} rows={2} />
        <div className="split">
          <TextArea label="Contenu (Markdown)" {...form.bind('content')} rows={18} mono />
          <PreviewPane preview={preview} />
        </div>
      </div>
      <FormSide form={form} status={status} onSave={save} />
    </form>
  );
}
