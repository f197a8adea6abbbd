/** The side of the article editor: status and publication, category, tags, author, image, SEO. */
import { Link } from 'react-router';
import type { Article } from '../../../../routes/admin/articles.ts';
import type { TaxonomyList } from '../../../../routes/admin/taxonomy.ts';
import { Badge } from '../../components/Badge.tsx';
import type { FieldSpec } from '../../components/editorial/diff.ts';
import { EditorialSide } from '../../components/editorial/EditorialSide.tsx';
import { SaveStatus } from '../../components/editorial/SaveStatus.tsx';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { Checkbox, Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { SeoFields } from '../../components/SeoFields.tsx';
import type { Editorial } from '../../hooks/useEditorial.ts';
import type { FormState } from '../../hooks/useForm.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { type ArticleForm, articleToForm } from './articleForm.ts';
import { ImagePicker } from './ImagePicker.tsx';

type Props = { form: FormState<ArticleForm> };

type EditorialProps = {
  ed: Editorial<Article, ArticleForm>;
  fields: Array<FieldSpec<ArticleForm>>;
};

export function FormSide({
  form,
  status,
  onSave,
  ed,
  fields,
}: Props & EditorialProps & { status: string; onSave: (publish?: boolean) => Promise<void> }) {
  const v = form.values;
  const path = ed.detail ? `/api/admin/articles/${ed.detail.id}` : null;
  return (
    <aside className="editor-side">
      <PublishCard form={form} status={status} onSave={onSave} ed={ed} />
      <EditorialSide ed={ed} path={path} fields={fields} fromBody={articleToForm} />
      <TaxonomyCard form={form} />
      <div className="card">
        <ImagePicker
          value={v.featuredImageId}
          onChange={(id) => form.set('featuredImageId', id)}
          error={form.errors.featuredImageId}
        />
      </div>
      <div className="card">
        <SeoFields
          title={v.metaTitle}
          description={v.metaDescription}
          onTitle={(x) => form.set('metaTitle', x)}
          onDescription={(x) => form.set('metaDescription', x)}
          errors={form.errors}
        />
      </div>
    </aside>
  );
}

function PublishCard({
  form,
  status,
  onSave,
  ed,
}: Props & Pick<EditorialProps, 'ed'> & { status: string; onSave: (publish?: boolean) => Promise<void> }) {
  const published = status === 'published';
  return (
    <div className="card">
      <p>
        Statut : <Badge status={status} />
      </p>
      <FormMessage message={form.message} />
      <div className="stack">
        <button type="submit" className="btn" disabled={ed.busy}>
          Enregistrer
        </button>
        <button
          type="button"
          className={published ? 'btn' : 'btn primary'}
          disabled={ed.busy}
          onClick={() => void onSave(!published)}
        >
          {published ? 'Dépublier' : 'Enregistrer et publier'}
        </button>
        {ed.detail ? <SaveStatus dirty={ed.dirty} state={ed.saveState} /> : null}
        {published && ed.detail?.slug ? (
          <a className="btn link" href={`/conseil/${ed.detail.slug}`} target="_blank" rel="noopener">
            Voir sur le site
          </a>
        ) : null}
      </div>
    </div>
  );
}

function TaxonomyCard({ form }: Props) {
  const categories = useLoad<TaxonomyList>('/api/admin/categories');
  const tags = useLoad<TaxonomyList>('/api/admin/tags');
  const v = form.values;
  const e = form.errors;
  return (
    <div className="card">
      <Select
        label="Catégorie"
        name="categoryId"
        value={v.categoryId}
        onChange={(x) => form.set('categoryId', x)}
        options={[
          ['', '— Aucune —'],
          ...(categories.data?.items.map((c) => [String(c.id), c.name] as const) ?? []),
        ]}
        error={e.categoryId}
      />
      <fieldset className="field tag-list">
        <legend>Étiquettes</legend>
        {tags.data?.items.length ? (
          tags.data.items.map((t) => (
            <Checkbox
              key={t.id}
              label={t.name}
              checked={v.tagIds.includes(t.id)}
              onChange={(on) =>
                form.set('tagIds', on ? [...v.tagIds, t.id] : v.tagIds.filter((x) => x !== t.id))
              }
            />
          ))
        ) : (
          <p className="muted">
            Aucune étiquette : <Link to="/tags">en créer</Link>.
          </p>
        )}
        {e.tagIds ? <p className="field-error">{e.tagIds.join(' ')}</p> : null}
      </fieldset>
      <Checkbox label="Mettre à la une" checked={v.featured} onChange={(x) => form.set('featured', x)} />
      <TextInput label="Auteur" {...form.bind('author')} />
    </div>
  );
}
