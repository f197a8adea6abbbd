/** Thematic guide pages: list by status, edit, generate from a category template, categories, analytics, internal links. */
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { api, qs } from '../api.ts';
import { DataTable } from '../table.tsx';
import {
  Badge,
  FaqEditor,
  FormMessage,
  fmtDateTime,
  fmtInt,
  Loaded,
  Notice,
  PageHeader,
  Select,
  SeoFields,
  TextArea,
  TextInput,
  toNumber,
  useForm,
  useLoad,
} from '../ui.tsx';
import { PreviewPane, useMarkdownPreview } from './Articles.tsx';

export const CATEGORY_LABELS: Record<string, string> = {
  guide: 'Guide',
  calcul: 'Calcul',
  eligibilite: 'Éligibilité',
  demarches: 'Démarches',
  faq: 'FAQ',
  autre: 'Autre',
};
const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS) as Array<[Category, string]>;
type Category = 'guide' | 'calcul' | 'eligibilite' | 'demarches' | 'faq' | 'autre';
type Status = 'draft' | 'published' | 'archived';

type Row = {
  id: number;
  slug: string;
  title: string;
  themeCategory: string;
  updatedAt: string;
  status: string;
  seoScore: number | null;
  wordCount: number | null;
  readingTime: number | null;
};

export function ThematiqueList() {
  const [status, setStatus] = useState<'all' | Status>('all');
  const state = useLoad<{ items: Row[] }>(`/api/admin/thematiques${qs({ status })}`);
  const columns: ColumnDef<Row, unknown>[] = [
    {
      accessorKey: 'title',
      header: 'Titre',
      cell: (c) => <Link to={`/thematiques/${c.row.original.id}/edit`}>{c.row.original.title}</Link>,
    },
    {
      accessorKey: 'themeCategory',
      header: 'Catégorie',
      cell: (c) => CATEGORY_LABELS[c.row.original.themeCategory] ?? c.row.original.themeCategory,
    },
    { accessorKey: 'status', header: 'Statut', cell: (c) => <Badge status={c.row.original.status} /> },
    {
      accessorKey: 'seoScore',
      header: 'Score SEO',
      cell: (c) => (c.row.original.seoScore == null ? '—' : `${c.row.original.seoScore}/100`),
    },
    { accessorKey: 'wordCount', header: 'Mots', cell: (c) => fmtInt(c.row.original.wordCount) },
    { accessorKey: 'updatedAt', header: 'Modifiée le', cell: (c) => fmtDateTime(c.row.original.updatedAt) },
  ];
  return (
    <>
      <PageHeader
        title="Pages thématiques"
        description="Les guides /guide/<adresse> ; seules les pages publiées sont visibles sur le site."
      >
        <Link className="btn" to="/thematiques/categories">
          Catégories
        </Link>
        <Link className="btn" to="/thematiques/analytics">
          Audience
        </Link>
        <Link className="btn" to="/thematiques/links">
          Liens internes
        </Link>
        <Link className="btn" to="/thematiques/generate">
          Générer
        </Link>
        <Link className="btn primary" to="/thematiques/new">
          Nouvelle page
        </Link>
      </PageHeader>
      <div className="filters">
        <Select
          label="Statut"
          value={status}
          onChange={setStatus}
          options={[
            ['all', 'Toutes'],
            ['published', 'Publiées'],
            ['draft', 'Brouillons'],
            ['archived', 'Archivées'],
          ]}
        />
      </div>
      <Loaded state={state}>
        {(d) => <DataTable data={d.items} columns={columns} empty="Aucune page." />}
      </Loaded>
    </>
  );
}

type Thematic = {
  id: number;
  slug: string;
  title: string;
  h1Title: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  themeCategory: Category;
  content: string;
  faq: Array<{ question: string; answer: string }> | null;
  testimonial: { text: string; author: string; location?: string; amount?: number } | null;
  targetKeywords: string[] | null;
  relatedSlugs: string[] | null;
  status: Status;
  seoScore: number | null;
  wordCount: number | null;
  readingTime: number | null;
};

type Form = {
  title: string;
  slug: string;
  h1Title: string;
  metaTitle: string;
  metaDescription: string;
  themeCategory: Category;
  content: string;
  faq: Array<{ question: string; answer: string }>;
  testimonialText: string;
  testimonialAuthor: string;
  testimonialLocation: string;
  testimonialAmount: string;
  keywords: string;
  related: string;
  status: Status;
};

const blank: Form = {
  title: '',
  slug: '',
  h1Title: '',
  metaTitle: '',
  metaDescription: '',
  themeCategory: 'guide',
  content: '',
  faq: [],
  testimonialText: '',
  testimonialAuthor: '',
  testimonialLocation: '',
  testimonialAmount: '',
  keywords: '',
  related: '',
  status: 'draft',
};

const toForm = (t: Thematic): Form => ({
  title: t.title,
  slug: t.slug,
  h1Title: t.h1Title ?? '',
  metaTitle: t.metaTitle ?? '',
  metaDescription: t.metaDescription ?? '',
  themeCategory: t.themeCategory,
  content: t.content,
  faq: t.faq ?? [],
  testimonialText: t.testimonial?.text ?? '',
  testimonialAuthor: t.testimonial?.author ?? '',
  testimonialLocation: t.testimonial?.location ?? '',
  testimonialAmount: t.testimonial?.amount == null ? '' : String(t.testimonial.amount),
  keywords: (t.targetKeywords ?? []).join(', '),
  related: (t.relatedSlugs ?? []).join(', '),
  status: t.status,
});

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

function ThematiqueForm({ page, initial }: { page?: Thematic; initial?: Partial<Form> }) {
  const navigate = useNavigate();
  const form = useForm<Form>(page ? toForm(page) : { ...blank, ...initial });
  const [score, setScore] = useState(page?.seoScore ?? null);
  const v = form.values;
  const e = form.errors;
  const preview = useMarkdownPreview(v.content);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const amount = toNumber(v.testimonialAmount);
    const body = {
      title: v.title,
      slug: v.slug,
      h1Title: v.h1Title,
      metaTitle: v.metaTitle,
      metaDescription: v.metaDescription,
      themeCategory: v.themeCategory,
      content: v.content,
      faq: v.faq,
      testimonial: v.testimonialText
        ? {
            text: v.testimonialText,
            author: v.testimonialAuthor,
            location: v.testimonialLocation,
            amount: Number.isNaN(amount) ? v.testimonialAmount : amount,
          }
        : null,
      targetKeywords: list(v.keywords),
      relatedSlugs: list(v.related),
      status: v.status,
    };
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
        <TextInput
          label="Titre"
          name="title"
          value={v.title}
          onChange={(x) => form.set('title', x)}
          error={e.title}
        />
        <TextInput
          label="Titre H1"
          name="h1Title"
          value={v.h1Title}
          onChange={(x) => form.set('h1Title', x)}
          error={e.h1Title}
        />
        <TextInput
          label="Adresse (slug)"
          name="slug"
          value={v.slug}
          onChange={(x) => form.set('slug', x)}
          error={e.slug}
          hint={`/guide/${v.slug || '…'}`}
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
        <FaqEditor title="FAQ" items={v.faq} onChange={(items) => form.set('faq', items)} errors={e} />
        <div className="card">
          <h2>Témoignage</h2>
          <TextArea
            label="Texte"
            rows={2}
            value={v.testimonialText}
            onChange={(x) => form.set('testimonialText', x)}
            error={e['testimonial.text']}
          />
          <TextInput
            label="Auteur"
            value={v.testimonialAuthor}
            onChange={(x) => form.set('testimonialAuthor', x)}
            error={e['testimonial.author']}
          />
          <TextInput
            label="Lieu"
            value={v.testimonialLocation}
            onChange={(x) => form.set('testimonialLocation', x)}
            error={e['testimonial.location']}
          />
          <TextInput
            label="Montant (€ / mois)"
            value={v.testimonialAmount}
            onChange={(x) => form.set('testimonialAmount', x)}
            error={e['testimonial.amount']}
          />
        </div>
      </div>
      <aside className="editor-side">
        <div className="card">
          <Select
            label="Statut"
            name="status"
            value={v.status}
            onChange={(x) => form.set('status', x)}
            options={[
              ['draft', 'Brouillon'],
              ['published', 'Publiée'],
              ['archived', 'Archivée'],
            ]}
          />
          <Select
            label="Catégorie"
            name="themeCategory"
            value={v.themeCategory}
            onChange={(x) => form.set('themeCategory', x)}
            options={CATEGORY_OPTIONS}
            error={e.themeCategory}
          />
          <FormMessage message={form.message} />
          <button type="submit" className="btn primary block" disabled={form.submitting}>
            Enregistrer
          </button>
          <p className="muted">Score SEO : {score == null ? '—' : `${score}/100`}</p>
        </div>
        <div className="card">
          <SeoFields
            title={v.metaTitle}
            description={v.metaDescription}
            onTitle={(x) => form.set('metaTitle', x)}
            onDescription={(x) => form.set('metaDescription', x)}
            errors={e}
          />
          <TextInput
            label="Mots-clés (séparés par des virgules)"
            value={v.keywords}
            onChange={(x) => form.set('keywords', x)}
            error={e.targetKeywords}
          />
          <TextInput
            label="Pages liées (adresses, séparées par des virgules)"
            value={v.related}
            onChange={(x) => form.set('related', x)}
            error={e.relatedSlugs}
          />
        </div>
      </aside>
    </form>
  );
}

export function ThematiqueNew() {
  const location = useLocation();
  return (
    <>
      <PageHeader title="Nouvelle page thématique" />
      <ThematiqueForm initial={(location.state as { draft?: Partial<Form> } | null)?.draft} />
    </>
  );
}

export function ThematiqueEdit() {
  const { id } = useParams();
  const navigate = useNavigate();
  const state = useLoad<Thematic>(`/api/admin/thematiques/${id}`);
  return (
    <>
      <PageHeader title="Modifier la page thématique">
        <button
          type="button"
          className="btn danger"
          onClick={async () => {
            if (!window.confirm('Supprimer cette page ?')) return;
            await api.del(`/api/admin/thematiques/${id}`);
            navigate('/thematiques');
          }}
        >
          Supprimer
        </button>
      </PageHeader>
      <Loaded state={state}>{(p) => <ThematiqueForm key={p.id} page={p} />}</Loaded>
    </>
  );
}

const OUTLINES: Record<Category, string> = {
  guide: "## L'essentiel\n\n## Qui est concerné ?\n\n## Comment faire ?\n\n## À retenir\n",
  calcul:
    "## Comment est calculée l'aide ?\n\nLe montant dépend du loyer retenu (plafonné selon la zone), des ressources et de la composition du foyer.\n\n## Exemple\n\n## Estimer votre aide\n\n[Faire une simulation](/v2/simulateur/email)\n",
  eligibilite:
    '## Les conditions\n\n## Les situations particulières\n\n## Vérifier votre éligibilité\n\n[Faire une simulation](/v2/simulateur/email)\n',
  demarches: '## Avant la demande\n\n## La demande en ligne\n\n## Après la demande\n',
  faq: '## Questions fréquentes\n',
  autre: '## Introduction\n',
};

export function ThematiqueGenerate() {
  const navigate = useNavigate();
  const [category, setCategory] = useState<Category>('guide');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Générer une page thématique"
        description="Un brouillon structuré selon la catégorie, à compléter avant publication."
      />
      <form
        className="card narrow"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) {
            setError('Le titre est requis');
            return;
          }
          navigate('/thematiques/new', {
            state: {
              draft: {
                title,
                h1Title: title,
                themeCategory: category,
                content: OUTLINES[category],
                status: 'draft',
              },
            },
          });
        }}
      >
        <Select label="Catégorie" value={category} onChange={setCategory} options={CATEGORY_OPTIONS} />
        <TextInput
          label="Titre"
          value={title}
          onChange={(x) => {
            setTitle(x);
            setError(null);
          }}
          error={error ? [error] : undefined}
        />
        <button type="submit" className="btn primary">
          Créer le brouillon
        </button>
      </form>
    </>
  );
}

export function ThematiqueCategories() {
  const state = useLoad<{
    items: Array<{ category: string; published: number; draft: number; archived: number }>;
  }>('/api/admin/thematiques/categories');
  return (
    <>
      <PageHeader title="Catégories des pages thématiques" />
      <Loaded state={state}>
        {(d) => (
          <DataTable
            data={d.items}
            columns={[
              {
                accessorKey: 'category',
                header: 'Catégorie',
                cell: (c) => CATEGORY_LABELS[c.row.original.category],
              },
              { accessorKey: 'published', header: 'Publiées' },
              { accessorKey: 'draft', header: 'Brouillons' },
              { accessorKey: 'archived', header: 'Archivées' },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}

export function ThematiqueAnalytics() {
  const [days, setDays] = useState('30');
  const state = useLoad<{
    items: Array<{
      id: number;
      slug: string;
      title: string;
      status: string;
      seoScore: number | null;
      views: number;
      visitors: number;
    }>;
  }>(`/api/admin/thematiques/analytics${qs({ days })}`);
  return (
    <>
      <PageHeader
        title="Audience des pages thématiques"
        description="Pages vues des visiteurs qui ont accepté la mesure d'audience."
      />
      <div className="filters">
        <Select
          label="Période"
          value={days}
          onChange={setDays}
          options={[
            ['7', '7 jours'],
            ['30', '30 jours'],
            ['90', '90 jours'],
            ['365', '1 an'],
          ]}
        />
      </div>
      <Loaded state={state}>
        {(d) => (
          <DataTable
            data={d.items}
            empty="Aucune page."
            columns={[
              {
                accessorKey: 'title',
                header: 'Page',
                cell: (c) => (
                  <Link to={`/thematiques/${c.row.original.id}/edit`}>{c.row.original.title}</Link>
                ),
              },
              {
                accessorKey: 'status',
                header: 'Statut',
                cell: (c) => <Badge status={c.row.original.status} />,
              },
              { accessorKey: 'views', header: 'Pages vues', cell: (c) => fmtInt(c.row.original.views) },
              { accessorKey: 'visitors', header: 'Visiteurs', cell: (c) => fmtInt(c.row.original.visitors) },
              { accessorKey: 'seoScore', header: 'Score SEO' },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}

export function ThematiqueLinks() {
  const state = useLoad<{
    items: Array<{
      id: number;
      slug: string;
      title: string;
      status: string;
      outbound: number;
      inbound: number;
      broken: string[];
    }>;
  }>('/api/admin/thematiques/links');
  return (
    <>
      <PageHeader
        title="Liens internes"
        description="Liens sortants et entrants entre les guides ; un lien vers une page absente ou non publiée est signalé."
      />
      <Loaded state={state}>
        {(d) => (
          <>
            {d.items.some((i) => i.broken.length > 0) ? (
              <Notice kind="warning">Des liens pointent vers des pages absentes ou non publiées.</Notice>
            ) : null}
            <DataTable
              data={d.items}
              empty="Aucune page."
              columns={[
                {
                  accessorKey: 'title',
                  header: 'Page',
                  cell: (c) => (
                    <Link to={`/thematiques/${c.row.original.id}/edit`}>{c.row.original.title}</Link>
                  ),
                },
                { accessorKey: 'outbound', header: 'Liens sortants' },
                { accessorKey: 'inbound', header: 'Liens entrants' },
                {
                  id: 'broken',
                  header: 'Liens cassés',
                  cell: (c) =>
                    c.row.original.broken.length ? (
                      <span className="bad">{c.row.original.broken.join(', ')}</span>
                    ) : (
                      '—'
                    ),
                },
              ]}
            />
          </>
        )}
      </Loaded>
    </>
  );
}
