/** The editor of an article, new or existing: Markdown with the server's preview, publication on the side. */
import { type FormEvent, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Article } from '../../../../routes/admin/articles.ts';
import { api } from '../../api.ts';
import { EditorialMain } from '../../components/editorial/EditorialMain.tsx';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { savedBrokenLinks } from '../../components/markdown/brokenLinks.ts';
import { MarkdownField } from '../../components/markdown/MarkdownField.tsx';
import { PreviewPane } from '../../components/markdown/PreviewPane.tsx';
import { useMarkdownPreview } from '../../components/markdown/useMarkdownPreview.ts';
import { PreviewLinks } from '../../components/preview/PreviewLinks.tsx';
import { SitePreviewButton } from '../../components/preview/SitePreviewButton.tsx';
import { useEditorial } from '../../hooks/useEditorial.ts';
import { useArticleFields } from './articleFields.ts';
import {
  type ArticleForm,
  articleAutosavable,
  articleBody,
  articleDetailToForm,
  emptyArticle,
} from './articleForm.ts';
import { FormSide } from './FormSide.tsx';

/** `publish`: true to publish after saving, false to unpublish; the article just saved in, the article out. */
const publication = (publish: boolean) => (a: Article) =>
  api.post<Article>(`/api/admin/articles/${a.id}/${publish ? 'publish' : 'unpublish'}`);

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
  const path = article ? `/api/admin/articles/${article.id}` : null;
  const ed = useEditorial<Article, ArticleForm>({
    path,
    detail: article,
    blank: { ...emptyArticle, ...initial },
    toForm: articleDetailToForm,
    body: articleBody,
    autosavable: articleAutosavable,
  });
  const { form } = ed;
  const fields = useArticleFields();
  const { setMessage } = form;
  useEffect(() => {
    if (flash) setMessage({ kind: 'success', text: flash });
  }, [flash, setMessage]);
  const status = ed.detail?.status ?? 'draft';
  const preview = useMarkdownPreview(form.values.content);
  const v = form.values;

  const save = async (publish?: boolean) => {
    const then = publish === undefined ? undefined : publication(publish);
    if (article) {
      await ed.save(SAVED(publish), then);
      return;
    }
    const created = await form.submit(async () => {
      const a = await api.post<Article>('/api/admin/articles', articleBody(v));
      return then ? then(a) : a;
    });
    if (!created) return;
    ed.adopt(created);
    navigate(`/articles/${created.id}/edit`, {
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
        <EditorialMain ed={ed} fields={fields} toForm={articleDetailToForm} />
        <TextInput label="Titre" {...form.bind('title')} />
        <TextInput
          label="Adresse (slug)"
          {...form.bind('slug')}
          hint={`/conseil/${v.slug || '…'} — laissée vide, elle est tirée du titre.`}
        />
        <TextArea label="Chapô" {...form.bind('excerpt')} rows={2} />
        <div className="split">
          <MarkdownField
            label="Contenu (Markdown)"
            {...form.bind('content')}
            rows={18}
            brokenLinks={savedBrokenLinks(ed.detail)}
          />
          <PreviewPane preview={preview} />
        </div>
        <SitePreviewButton kind="article" id={article?.id} getData={() => articleBody(v)} />
        {article?.id ? <PreviewLinks kind="article" id={article.id} /> : null}
      </div>
      <FormSide form={form} status={status} onSave={save} ed={ed} fields={fields} />
    </form>
  );
}
