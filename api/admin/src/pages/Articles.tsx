/** Articles (list, new, edit with Markdown preview, publish), generation from a template, categories and tags. */
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { type ApiError, api, qs } from '../api.ts';
import { DataTable } from '../table.tsx';
import {
  Badge,
  Checkbox,
  ErrorBox,
  FormMessage,
  fmtDateTime,
  Loaded,
  Loading,
  PageHeader,
  Select,
  SeoFields,
  TextArea,
  TextInput,
  useForm,
  useLoad,
} from '../ui.tsx';

type ArticleRow = {
  id: number;
  slug: string;
  title: string;
  status: string;
  featured: boolean;
  publishedAt: string | null;
  updatedAt: string;
  category: string | null;
};
type Article = {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  author: string | null;
  featuredImageId: number | null;
  categoryId: number | null;
  tagIds: number[];
  featured: boolean;
  status: string;
  publishedAt: string | null;
};
type Named = { id: number; name: string; slug: string; description?: string | null; articles: number };
type MediaItem = { id: number; url: string; alt: string; mimeType: string; originalName: string };

export function ArticleList() {
  const [status, setStatus] = useState<'all' | 'draft' | 'published'>('all');
  const [q, setQ] = useState('');
  const [query, setQuery] = useState('');
  const state = useLoad<{ items: ArticleRow[] }>(`/api/admin/articles${qs({ status, q: query })}`);
  const columns: ColumnDef<ArticleRow, unknown>[] = [
    {
      accessorKey: 'title',
      header: 'Titre',
      cell: (c) => <Link to={`/articles/${c.row.original.id}/edit`}>{c.row.original.title}</Link>,
    },
    { accessorKey: 'category', header: 'Catégorie', cell: (c) => c.row.original.category ?? '—' },
    { accessorKey: 'status', header: 'Statut', cell: (c) => <Badge status={c.row.original.status} /> },
    { accessorKey: 'featured', header: 'À la une', cell: (c) => (c.row.original.featured ? 'Oui' : '') },
    { accessorKey: 'publishedAt', header: 'Publié le', cell: (c) => fmtDateTime(c.row.original.publishedAt) },
    { accessorKey: 'updatedAt', header: 'Modifié le', cell: (c) => fmtDateTime(c.row.original.updatedAt) },
  ];
  return (
    <>
      <PageHeader
        title="Articles"
        description="Le blog « Conseil » : rédaction en Markdown, publication sur le site public."
      >
        <Link className="btn" to="/articles/generate">
          Générer un brouillon
        </Link>
        <Link className="btn primary" to="/articles/new">
          Nouvel article
        </Link>
      </PageHeader>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(q);
        }}
      >
        <Select
          label="Statut"
          value={status}
          onChange={setStatus}
          options={[
            ['all', 'Tous'],
            ['draft', 'Brouillons'],
            ['published', 'Publiés'],
          ]}
        />
        <TextInput label="Recherche" value={q} onChange={setQ} placeholder="Titre ou adresse" />
        <button type="submit" className="btn">
          Filtrer
        </button>
      </form>
      <Loaded state={state}>
        {(d) => <DataTable data={d.items} columns={columns} empty="Aucun article." />}
      </Loaded>
    </>
  );
}

type Preview = { html: string; unknownFigures: string[]; figures: string[] };

/** Live preview: the server renders the Markdown exactly as the public page will (legal figures included). */
export function useMarkdownPreview(markdown: string): Preview {
  const [preview, setPreview] = useState<Preview>({ html: '', unknownFigures: [], figures: [] });
  useEffect(() => {
    const t = setTimeout(() => {
      api
        .post<Preview>('/api/admin/preview', { markdown })
        .then(setPreview)
        .catch(() =>
          setPreview({ html: '<p><em>Aperçu indisponible.</em></p>', unknownFigures: [], figures: [] }),
        );
    }, 250);
    return () => clearTimeout(t);
  }, [markdown]);
  return preview;
}

/** The rendered preview, with the {{figures}} an editor may quote. */
export function PreviewPane({ preview }: { preview: Preview }) {
  return (
    <section className="preview" aria-label="Aperçu">
      <p className="preview-label">Aperçu</p>
      {preview.unknownFigures.length > 0 ? (
        <p className="field-error">
          Chiffres inconnus : {preview.unknownFigures.map((n) => `{{${n}}}`).join(', ')}
        </p>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered and sanitized by the server, as on the public page */}
      <div className="prose" data-testid="preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
      {preview.figures.length > 0 ? (
        <details className="figures">
          <summary>Chiffres légaux utilisables</summary>
          <p className="hint">{preview.figures.map((n) => `{{${n}}}`).join(' ')}</p>
        </details>
      ) : null}
    </section>
  );
}

type FormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  author: string;
  featuredImageId: number | null;
  categoryId: string;
  tagIds: number[];
  featured: boolean;
};

const emptyForm: FormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  metaTitle: '',
  metaDescription: '',
  author: '',
  featuredImageId: null,
  categoryId: '',
  tagIds: [],
  featured: false,
};

function toForm(a: Article): FormValues {
  return {
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt ?? '',
    content: a.content,
    metaTitle: a.metaTitle ?? '',
    metaDescription: a.metaDescription ?? '',
    author: a.author ?? '',
    featuredImageId: a.featuredImageId,
    categoryId: a.categoryId ? String(a.categoryId) : '',
    tagIds: a.tagIds,
    featured: a.featured,
  };
}

function toPayload(v: FormValues) {
  return { ...v, categoryId: v.categoryId ? Number(v.categoryId) : null };
}

function ImagePicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string[] | undefined;
}) {
  const media = useLoad<{ items: MediaItem[] }>('/api/admin/media');
  const images = media.data?.items.filter((m) => m.mimeType.startsWith('image/')) ?? [];
  const current = images.find((m) => m.id === value);
  return (
    <fieldset className={`field image-picker${error?.length ? ' has-error' : ''}`}>
      <legend>Image à la une</legend>
      {current ? (
        <img src={current.url} alt={current.alt} className="thumb-lg" />
      ) : (
        <p className="muted">Aucune image choisie.</p>
      )}
      {media.loading && !media.data ? <Loading /> : null}
      {images.length > 0 ? (
        <div className="thumbs">
          {images.slice(0, 24).map((m) => (
            <button
              key={m.id}
              type="button"
              aria-pressed={m.id === value}
              className={m.id === value ? 'thumb selected' : 'thumb'}
              onClick={() => onChange(m.id === value ? null : m.id)}
              title={m.alt || m.originalName}
            >
              <img src={m.url} alt={m.alt || m.originalName} loading="lazy" />
            </button>
          ))}
        </div>
      ) : media.data ? (
        <p className="muted">
          Aucune image dans la <Link to="/media">médiathèque</Link>.
        </p>
      ) : null}
      {error?.length ? <p className="field-error">{error.join(' ')}</p> : null}
    </fieldset>
  );
}

function ArticleForm({
  article,
  initial,
  flash,
}: {
  article?: Article;
  initial?: Partial<FormValues>;
  flash?: string;
}) {
  const navigate = useNavigate();
  const form = useForm<FormValues>(article ? toForm(article) : { ...emptyForm, ...initial });
  const { setMessage } = form;
  useEffect(() => {
    if (flash) setMessage({ kind: 'success', text: flash });
  }, [flash, setMessage]);
  const [status, setStatus] = useState(article?.status ?? 'draft');
  const categories = useLoad<{ items: Named[] }>('/api/admin/categories');
  const tags = useLoad<{ items: Named[] }>('/api/admin/tags');
  const preview = useMarkdownPreview(form.values.content);
  const v = form.values;
  const e = form.errors;

  const save = async (publish?: boolean) => {
    const saved = await form.submit(
      async () => {
        const body = toPayload(v);
        let a = article
          ? await api.put<Article>(`/api/admin/articles/${article.id}`, body)
          : await api.post<Article>('/api/admin/articles', body);
        if (publish === true) a = await api.post<Article>(`/api/admin/articles/${a.id}/publish`);
        if (publish === false) a = await api.post<Article>(`/api/admin/articles/${a.id}/unpublish`);
        return a;
      },
      publish === true
        ? 'Article publié.'
        : publish === false
          ? 'Article repassé en brouillon.'
          : 'Article enregistré.',
    );
    if (saved) {
      setStatus(saved.status);
      form.set('slug', saved.slug);
      if (!article)
        navigate(`/articles/${saved.id}/edit`, {
          replace: true,
          state: { message: publish ? 'Article publié.' : 'Article enregistré.' },
        });
    }
  };
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    void save();
  };

  return (
    <form className="editor" onSubmit={onSubmit} noValidate>
      <div className="editor-main">
        <TextInput
          label="Titre"
          name="title"
          value={v.title}
          onChange={(x) => form.set('title', x)}
          error={e.title}
        />
        <TextInput
          label="Adresse (slug)"
          name="slug"
          value={v.slug}
          onChange={(x) => form.set('slug', x)}
          error={e.slug}
          hint={`/conseil/${v.slug || '…'} — laissée vide, elle est tirée du titre.`}
        />
        <TextArea
          label="Chapô"
          name="excerpt"
          rows={2}
          value={v.excerpt}
          onChange={(x) => form.set('excerpt', x)}
          error={e.excerpt}
        />
        <div className="split">
          <TextArea
            label="Contenu (Markdown)"
            name="content"
            rows={18}
            mono
            value={v.content}
            onChange={(x) => form.set('content', x)}
            error={e.content}
          />
          <PreviewPane preview={preview} />
        </div>
      </div>
      <aside className="editor-side">
        <div className="card">
          <p>
            Statut : <Badge status={status} />
          </p>
          <FormMessage message={form.message} />
          <div className="stack">
            <button type="submit" className="btn" disabled={form.submitting}>
              Enregistrer
            </button>
            {status === 'published' ? (
              <button
                type="button"
                className="btn"
                disabled={form.submitting}
                onClick={() => void save(false)}
              >
                Dépublier
              </button>
            ) : (
              <button
                type="button"
                className="btn primary"
                disabled={form.submitting}
                onClick={() => void save(true)}
              >
                Enregistrer et publier
              </button>
            )}
            {status === 'published' && v.slug ? (
              <a className="btn link" href={`/conseil/${v.slug}`} target="_blank" rel="noopener">
                Voir sur le site
              </a>
            ) : null}
          </div>
        </div>
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
          <TextInput
            label="Auteur"
            name="author"
            value={v.author}
            onChange={(x) => form.set('author', x)}
            error={e.author}
          />
        </div>
        <div className="card">
          <ImagePicker
            value={v.featuredImageId}
            onChange={(id) => form.set('featuredImageId', id)}
            error={e.featuredImageId}
          />
        </div>
        <div className="card">
          <SeoFields
            title={v.metaTitle}
            description={v.metaDescription}
            onTitle={(x) => form.set('metaTitle', x)}
            onDescription={(x) => form.set('metaDescription', x)}
            errors={e}
          />
        </div>
      </aside>
    </form>
  );
}

export function ArticleNew() {
  const location = useLocation();
  return (
    <>
      <PageHeader title="Nouvel article" />
      <ArticleForm initial={(location.state as { draft?: Partial<FormValues> } | null)?.draft} />
    </>
  );
}

export function ArticleEdit() {
  const { id } = useParams();
  const flash = (useLocation().state as { message?: string } | null)?.message;
  const state = useLoad<Article>(`/api/admin/articles/${id}`);
  return (
    <>
      <PageHeader title="Modifier l'article">
        <DeleteArticle id={Number(id)} />
      </PageHeader>
      <Loaded state={state}>{(a) => <ArticleForm key={a.id} article={a} flash={flash} />}</Loaded>
    </>
  );
}

function DeleteArticle({ id }: { id: number }) {
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn danger"
        onClick={async () => {
          if (!window.confirm('Supprimer cet article ?')) return;
          try {
            await api.del(`/api/admin/articles/${id}`);
            navigate('/articles');
          } catch (e) {
            setError(e as ApiError);
          }
        }}
      >
        Supprimer
      </button>
      <ErrorBox error={error} />
    </>
  );
}

/** Drafts from templates: a city guide (real data of the commune) or a scale update note. */
export function ArticleGenerate() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<'city' | 'baremes'>('city');
  const [city, setCity] = useState('');
  const cities = useLoad<{
    items: Array<{
      id: number;
      cityName: string;
      slug: string;
      zoneApl: number | null;
      population: number | null;
    }>;
  }>(city.trim().length >= 2 ? `/api/admin/cities${qs({ q: city.trim(), pageSize: 10 })}` : null);
  const params = useLoad<{ effectiveDates: string[]; revalorisationsAttendues: Array<{ date: string }> }>(
    kind === 'baremes' ? '/api/admin/parameters' : null,
  );

  const generate = (draft: Partial<FormValues>) => navigate('/articles/new', { state: { draft } });

  return (
    <>
      <PageHeader
        title="Générer un brouillon"
        description="Un brouillon prérempli à partir des données du site ; relisez-le avant de publier."
      />
      <div className="card narrow">
        <Select
          label="Modèle"
          value={kind}
          onChange={setKind}
          options={[
            ['city', 'Guide APL d’une ville'],
            ['baremes', 'Revalorisation des barèmes'],
          ]}
        />
        {kind === 'city' ? (
          <>
            <TextInput label="Ville" value={city} onChange={setCity} placeholder="Tapez au moins 2 lettres" />
            {cities.data?.items.length ? (
              <ul className="plain">
                {cities.data.items.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className="btn link"
                      onClick={() =>
                        generate({
                          title: `APL à ${c.cityName} : ce qu'il faut savoir`,
                          excerpt: `Aide au logement à ${c.cityName} (zone ${c.zoneApl ?? '?'}) : qui y a droit, comment l'estimer et faire la demande.`,
                          content: `## L'APL à ${c.cityName}\n\n${c.cityName} est en **zone ${c.zoneApl ?? '?'}** pour les aides personnelles au logement : les loyers plafonds retenus par la CAF sont ceux de cette zone.\n\n## Estimer votre aide\n\nLe [simulateur](/v2/simulateur/email) calcule votre aide avec les barèmes en vigueur. Consultez aussi [la page de ${c.cityName}](/${c.slug}).\n\n## Faire la demande\n\nLa demande se fait en ligne sur le site de la CAF, dès la signature du bail.\n`,
                        })
                      }
                    >
                      {c.cityName} (zone {c.zoneApl ?? '?'})
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : params.data ? (
          <button
            type="button"
            className="btn primary"
            onClick={() => {
              const next = params.data?.revalorisationsAttendues[0]?.date;
              const last = [...(params.data?.effectiveDates ?? [])]
                .reverse()
                .find((d) => d <= new Date().toISOString().slice(0, 10));
              generate({
                title: 'Barèmes APL : ce qui change',
                content: `## Les barèmes en vigueur\n\nLes montants calculés par le simulateur suivent les barèmes en vigueur depuis le ${last ?? '…'}.\n\n${next ? `## Prochaine revalorisation\n\nUne nouvelle revalorisation est attendue au ${next}.\n` : ''}`,
              });
            }}
          >
            Créer le brouillon
          </button>
        ) : (
          <Loading />
        )}
      </div>
    </>
  );
}

function NamedList({
  path,
  title,
  description,
}: {
  path: 'categories' | 'tags';
  title: string;
  description: string;
}) {
  const state = useLoad<{ items: Named[] }>(`/api/admin/${path}`);
  const [editing, setEditing] = useState<Named | null>(null);
  const form = useForm({ name: '', slug: '', description: '' });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { name: form.values.name, slug: form.values.slug, description: form.values.description };
    const ok = await form.submit(
      () =>
        editing ? api.put(`/api/admin/${path}/${editing.id}`, body) : api.post(`/api/admin/${path}`, body),
      editing ? 'Modifié.' : 'Ajouté.',
    );
    if (ok) {
      setEditing(null);
      form.setValues({ name: '', slug: '', description: '' });
      state.reload();
    }
  };
  const columns: ColumnDef<Named, unknown>[] = [
    { accessorKey: 'name', header: 'Nom' },
    { accessorKey: 'slug', header: 'Adresse' },
    { accessorKey: 'articles', header: 'Articles' },
    {
      id: 'actions',
      header: '',
      cell: (c) => (
        <span className="row-actions">
          <button
            type="button"
            className="btn small"
            onClick={() => {
              setEditing(c.row.original);
              form.setValues({
                name: c.row.original.name,
                slug: c.row.original.slug,
                description: c.row.original.description ?? '',
              });
            }}
          >
            Modifier
          </button>
          <button
            type="button"
            className="btn small danger"
            onClick={async () => {
              if (!window.confirm(`Supprimer « ${c.row.original.name} » ?`)) return;
              await form.submit(() => api.del(`/api/admin/${path}/${c.row.original.id}`), 'Supprimé.');
              state.reload();
            }}
          >
            Supprimer
          </button>
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="grid-2">
        <Loaded state={state}>
          {(d) => <DataTable data={d.items} columns={columns} empty="Aucun élément." />}
        </Loaded>
        <form className="card" onSubmit={submit} noValidate>
          <h2>{editing ? `Modifier « ${editing.name} »` : 'Ajouter'}</h2>
          <TextInput
            label="Nom"
            name="name"
            value={form.values.name}
            onChange={(x) => form.set('name', x)}
            error={form.errors.name}
          />
          <TextInput
            label="Adresse (slug)"
            name="slug"
            value={form.values.slug}
            onChange={(x) => form.set('slug', x)}
            error={form.errors.slug}
            hint="Laissée vide, elle est tirée du nom."
          />
          {path === 'categories' ? (
            <TextArea
              label="Description"
              name="description"
              rows={2}
              value={form.values.description}
              onChange={(x) => form.set('description', x)}
              error={form.errors.description}
            />
          ) : null}
          <FormMessage message={form.message} />
          <div className="row-actions">
            <button type="submit" className="btn primary" disabled={form.submitting}>
              Enregistrer
            </button>
            {editing ? (
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setEditing(null);
                  form.setValues({ name: '', slug: '', description: '' });
                }}
              >
                Annuler
              </button>
            ) : null}
          </div>
        </form>
      </div>
    </>
  );
}

export const Categories = () => (
  <NamedList path="categories" title="Catégories" description="Les rubriques des articles." />
);
export const Tags = () => (
  <NamedList path="tags" title="Étiquettes" description="Les mots-clés des articles." />
);
