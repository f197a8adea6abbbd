/** City pages: list, edit, batch SEO, route health and the city generator. */
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type ApiError, api, qs } from '../api.ts';
import { DataTable, Pagination } from '../table.tsx';
import {
  Badge,
  Checkbox,
  ErrorBox,
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

type CityRow = {
  id: number;
  cityName: string;
  slug: string;
  inseeCode: string;
  zoneApl: number | null;
  status: string;
  population: number | null;
  department: string;
  priorityTier: number;
  populationEtudiante: number | null;
  metaTitle: string | null;
  metaDescription: string | null;
  hasContent: number;
  updatedAt: string;
};
type Paged<T> = { total: number; page: number; pageSize: number; items: T[] };

export function CityList() {
  const [draft, setDraft] = useState({ q: '', zone: 'all', status: 'all', missingSeo: '0' });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState(1);
  const state = useLoad<Paged<CityRow>>(`/api/admin/cities${qs({ ...filters, page })}`);
  const columns: ColumnDef<CityRow, unknown>[] = [
    {
      accessorKey: 'cityName',
      header: 'Ville',
      cell: (c) => <Link to={`/cities/${c.row.original.id}/edit`}>{c.row.original.cityName}</Link>,
    },
    { accessorKey: 'department', header: 'Dép.' },
    { accessorKey: 'population', header: 'Population', cell: (c) => fmtInt(c.row.original.population) },
    { accessorKey: 'zoneApl', header: 'Zone' },
    {
      accessorKey: 'populationEtudiante',
      header: 'Étudiants',
      cell: (c) => fmtInt(c.row.original.populationEtudiante),
    },
    {
      accessorKey: 'hasContent',
      header: 'Texte',
      cell: (c) => (c.row.original.hasContent ? 'Oui' : 'À rédiger'),
    },
    {
      accessorKey: 'metaTitle',
      header: 'SEO',
      cell: (c) => (c.row.original.metaTitle && c.row.original.metaDescription ? 'Complet' : 'Incomplet'),
    },
    { accessorKey: 'status', header: 'Statut', cell: (c) => <Badge status={c.row.original.status} /> },
    {
      id: 'voir',
      header: '',
      cell: (c) => (
        <a href={`/${c.row.original.slug}`} target="_blank" rel="noopener">
          /{c.row.original.slug}
        </a>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Villes"
        description="Les pages /apl-<ville> : contenu, contact CAF, étudiants, universités, FAQ et SEO."
      >
        <Link className="btn" to="/cities/batch-seo">
          SEO en lot
        </Link>
        <Link className="btn" to="/cities/route-health">
          Santé des routes
        </Link>
        <Link className="btn primary" to="/city-generator">
          Générer des pages
        </Link>
      </PageHeader>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <TextInput
          label="Recherche"
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
          placeholder="Nom, adresse ou code INSEE"
        />
        <Select
          label="Zone"
          value={draft.zone}
          onChange={(zone) => setDraft({ ...draft, zone })}
          options={[
            ['all', 'Toutes'],
            ['1', 'Zone 1'],
            ['2', 'Zone 2'],
            ['3', 'Zone 3'],
          ]}
        />
        <Select
          label="Statut"
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={[
            ['all', 'Tous'],
            ['published', 'Publiées'],
            ['draft', 'Brouillons'],
          ]}
        />
        <Select
          label="SEO"
          value={draft.missingSeo}
          onChange={(missingSeo) => setDraft({ ...draft, missingSeo })}
          options={[
            ['0', 'Toutes'],
            ['1', 'SEO incomplet'],
          ]}
        />
        <button type="submit" className="btn">
          Filtrer
        </button>
      </form>
      <Loaded state={state}>
        {(d) => (
          <>
            <DataTable data={d.items} columns={columns} empty="Aucune ville ne correspond." />
            <Pagination page={d.page} pageSize={d.pageSize} total={d.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}

type City = {
  id: number;
  cityName: string;
  slug: string;
  zoneApl: number | null;
  metaTitle: string | null;
  metaDescription: string | null;
  content: string | null;
  populationEtudiante: number | null;
  averageRent: number | null;
  averageRentYear: number | null;
  averageRentSource: string | null;
  featuredUniversities: string[] | null;
  cafContact: { address?: string; phone?: string; hours?: string; url?: string } | null;
  faq: Array<{ question: string; answer: string }> | null;
  status: 'draft' | 'published';
  updatedAt: string;
  commune: {
    inseeCode: string;
    department: string;
    population: number | null;
    postalCodes: string[];
    rentM2Apartment: number | null;
  };
};

type CityForm = {
  slug: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
  populationEtudiante: string;
  averageRent: string;
  averageRentYear: string;
  averageRentSource: string;
  universities: string;
  cafAddress: string;
  cafPhone: string;
  cafHours: string;
  cafUrl: string;
  faq: Array<{ question: string; answer: string }>;
  status: 'draft' | 'published';
};

function cityToForm(c: City): CityForm {
  return {
    slug: c.slug,
    metaTitle: c.metaTitle ?? '',
    metaDescription: c.metaDescription ?? '',
    content: c.content ?? '',
    populationEtudiante: c.populationEtudiante == null ? '' : String(c.populationEtudiante),
    averageRent: c.averageRent == null ? '' : String(c.averageRent),
    averageRentYear: c.averageRentYear == null ? '' : String(c.averageRentYear),
    averageRentSource: c.averageRentSource ?? '',
    universities: (c.featuredUniversities ?? []).join('\n'),
    cafAddress: c.cafContact?.address ?? '',
    cafPhone: c.cafContact?.phone ?? '',
    cafHours: c.cafContact?.hours ?? '',
    cafUrl: c.cafContact?.url ?? '',
    faq: c.faq ?? [],
    status: c.status,
  };
}

/** Numbers typed as text: an unreadable one is sent as is, so the server answers with the field's French message. */
const num = (s: string) => {
  const n = toNumber(s);
  return Number.isNaN(n) ? s : n;
};

function CityEditor({ city, onSaved }: { city: City; onSaved: (c: City) => void }) {
  const form = useForm<CityForm>(cityToForm(city));
  const v = form.values;
  const e = form.errors;
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const saved = await form.submit(
      () =>
        api.put<City>(`/api/admin/cities/${city.id}`, {
          slug: v.slug,
          metaTitle: v.metaTitle,
          metaDescription: v.metaDescription,
          content: v.content,
          populationEtudiante: num(v.populationEtudiante),
          averageRent: num(v.averageRent),
          averageRentYear: num(v.averageRentYear),
          averageRentSource: v.averageRentSource,
          featuredUniversities: v.universities
            .split('\n')
            .map((s) => s.trim())
            .filter(Boolean),
          cafContact: { address: v.cafAddress, phone: v.cafPhone, hours: v.cafHours, url: v.cafUrl },
          faq: v.faq,
          status: v.status,
        }),
      'Page ville enregistrée.',
    );
    if (saved) onSaved({ ...city, ...saved });
  };
  return (
    <form className="editor" onSubmit={submit} noValidate>
      <div className="editor-main">
        <div className="card">
          <h2>Contenu</h2>
          <TextArea
            label="Texte de la page (HTML)"
            name="content"
            rows={12}
            mono
            value={v.content}
            onChange={(x) => form.set('content', x)}
            error={e.content}
            hint="Nettoyé à la construction (pas de script). Sous 50 caractères, la page affiche « Contenu en cours de finalisation »."
          />
          <TextArea
            label="Universités mises en avant (une par ligne)"
            name="universities"
            rows={4}
            value={v.universities}
            onChange={(x) => form.set('universities', x)}
            error={
              e.featuredUniversities ??
              Object.entries(e).find(([k]) => k.startsWith('featuredUniversities.'))?.[1]
            }
          />
        </div>
        <FaqEditor
          title="Questions fréquentes"
          items={v.faq}
          onChange={(items) => form.set('faq', items)}
          errors={e}
        />
      </div>
      <aside className="editor-side">
        <div className="card">
          <Select
            label="Statut"
            name="status"
            value={v.status}
            onChange={(x) => form.set('status', x)}
            options={[
              ['published', 'Publiée'],
              ['draft', 'Brouillon'],
            ]}
          />
          <FormMessage message={form.message} />
          <button type="submit" className="btn primary block" disabled={form.submitting}>
            Enregistrer
          </button>
          <p className="muted">Modifiée le {fmtDateTime(city.updatedAt)}</p>
        </div>
        <div className="card">
          <h2>Chiffres saisis</h2>
          <TextInput
            label="Nombre d'étudiants"
            name="populationEtudiante"
            value={v.populationEtudiante}
            onChange={(x) => form.set('populationEtudiante', x)}
            error={e.populationEtudiante}
          />
          <TextInput
            label="Loyer moyen (€ / mois)"
            name="averageRent"
            value={v.averageRent}
            onChange={(x) => form.set('averageRent', x)}
            error={e.averageRent}
          />
          <TextInput
            label="Année du loyer moyen"
            name="averageRentYear"
            value={v.averageRentYear}
            onChange={(x) => form.set('averageRentYear', x)}
            error={e.averageRentYear}
          />
          <TextInput
            label="Source du loyer moyen"
            name="averageRentSource"
            value={v.averageRentSource}
            onChange={(x) => form.set('averageRentSource', x)}
            error={e.averageRentSource}
          />
        </div>
        <div className="card">
          <h2>Contact CAF</h2>
          <TextArea
            label="Adresse"
            name="cafAddress"
            rows={2}
            value={v.cafAddress}
            onChange={(x) => form.set('cafAddress', x)}
            error={e['cafContact.address']}
          />
          <TextInput
            label="Téléphone"
            name="cafPhone"
            value={v.cafPhone}
            onChange={(x) => form.set('cafPhone', x)}
            error={e['cafContact.phone']}
          />
          <TextInput
            label="Horaires"
            name="cafHours"
            value={v.cafHours}
            onChange={(x) => form.set('cafHours', x)}
            error={e['cafContact.hours']}
          />
          <TextInput
            label="Site web"
            name="cafUrl"
            value={v.cafUrl}
            onChange={(x) => form.set('cafUrl', x)}
            error={e['cafContact.url']}
          />
        </div>
        <div className="card">
          <h2>SEO</h2>
          <TextInput
            label="Adresse (slug)"
            name="slug"
            value={v.slug}
            onChange={(x) => form.set('slug', x)}
            error={e.slug}
          />
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

export function CityEdit() {
  const { id } = useParams();
  const state = useLoad<City>(`/api/admin/cities/${id}`);
  return (
    <Loaded state={state}>
      {(c) => (
        <>
          <PageHeader
            title={c.cityName}
            description={`Code INSEE ${c.commune.inseeCode} · département ${c.commune.department} · ${fmtInt(c.commune.population)} habitants · zone ${c.zoneApl ?? '?'} · ${c.commune.postalCodes.join(', ')}`}
          >
            <a className="btn" href={`/${c.slug}`} target="_blank" rel="noopener">
              Voir la page
            </a>
          </PageHeader>
          <CityEditor city={c} onSaved={(saved) => state.setData(saved)} />
        </>
      )}
    </Loaded>
  );
}

/** Titles by tier (spec §9: variants for large cities), filled from each city's own facts. */
const TEMPLATES = {
  title: 'APL {ville} {annee} : simulation et montant de l’aide au logement',
  description:
    'Estimez votre APL à {ville} (zone {zone}) en 3 minutes avec les barèmes officiels. Conditions, montant et démarches CAF.',
};

function fill(template: string, c: CityRow) {
  // Replacer functions: a `$&` or `$'` in a value is text, not a replacement pattern.
  return template
    .replaceAll('{ville}', () => c.cityName)
    .replaceAll('{zone}', () => String(c.zoneApl ?? ''))
    .replaceAll('{departement}', () => c.department)
    .replaceAll('{annee}', () => String(new Date().getFullYear()));
}

export function BatchSeo() {
  const [page, setPage] = useState(1);
  const state = useLoad<Paged<CityRow>>(`/api/admin/cities${qs({ missingSeo: '1', page, pageSize: 50 })}`);
  const form = useForm({ title: TEMPLATES.title, description: TEMPLATES.description });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const rows = state.data?.items ?? [];
  const apply = async () => {
    const items = rows
      .filter((r) => selected.has(r.id))
      .map((r) => ({
        id: r.id,
        metaTitle: fill(form.values.title, r),
        metaDescription: fill(form.values.description, r),
      }));
    if (items.length === 0) {
      form.setMessage({ kind: 'error', text: 'Cochez au moins une ville.' });
      return;
    }
    const ok = await form.submit(
      () => api.post('/api/admin/cities/batch-seo', { items }),
      `${items.length} ville(s) mise(s) à jour.`,
    );
    if (ok) {
      setSelected(new Set());
      state.reload();
    }
  };
  const tooLong = (s: string, max: number) => (s.length > max ? ` (${s.length}/${max} : trop long)` : '');
  return (
    <>
      <PageHeader
        title="SEO en lot"
        description="Titres et descriptions des villes qui n'en ont pas, à partir d'un modèle : {ville}, {zone}, {departement}, {annee}."
      />
      <div className="card">
        <TextInput
          label="Modèle de titre"
          value={form.values.title}
          onChange={(x) => form.set('title', x)}
          error={form.errors['items.0.metaTitle']}
        />
        <TextArea
          label="Modèle de description"
          rows={2}
          value={form.values.description}
          onChange={(x) => form.set('description', x)}
          error={form.errors['items.0.metaDescription']}
        />
        <FormMessage message={form.message} />
        <div className="row-actions">
          <button type="button" className="btn" onClick={() => setSelected(new Set(rows.map((r) => r.id)))}>
            Tout cocher
          </button>
          <button type="button" className="btn primary" disabled={form.submitting} onClick={apply}>
            Appliquer aux villes cochées ({selected.size})
          </button>
        </div>
      </div>
      <Loaded state={state}>
        {(d) => (
          <>
            {d.items.length === 0 ? (
              <Notice kind="success">Toutes les villes ont un titre et une description SEO.</Notice>
            ) : (
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th>Choisir</th>
                      <th>Ville</th>
                      <th>Titre proposé</th>
                      <th>Description proposée</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.items.map((c) => {
                      const t = fill(form.values.title, c);
                      const desc = fill(form.values.description, c);
                      return (
                        <tr key={c.id}>
                          <td>
                            <Checkbox
                              label={`Choisir ${c.cityName}`}
                              hideLabel
                              checked={selected.has(c.id)}
                              onChange={(on) => {
                                const next = new Set(selected);
                                if (on) next.add(c.id);
                                else next.delete(c.id);
                                setSelected(next);
                              }}
                            />
                          </td>
                          <td>{c.cityName}</td>
                          <td>
                            {t}
                            <span className="field-error">{tooLong(t, 70)}</span>
                          </td>
                          <td>
                            {desc}
                            <span className="field-error">{tooLong(desc, 160)}</span>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={d.page} pageSize={d.pageSize} total={d.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}

type Health = {
  build: { id: string; finishedAt: string; pages: number } | null;
  published: number;
  inBuild: number;
  missing: Array<{ id: number; slug: string; cityName: string }>;
  missingCount: number;
  unpublishedStillLive: Array<{ id: number; slug: string; cityName: string }>;
  page: number;
  pageSize: number;
  checked: Array<{ id: number; slug: string; cityName: string; status: number }>;
};

export function RouteHealth() {
  const [page, setPage] = useState(1);
  const state = useLoad<Health>(`/api/admin/cities/route-health${qs({ page })}`);
  return (
    <>
      <PageHeader
        title="Santé des routes"
        description="Les pages villes publiées existent-elles dans la build en ligne, et répondent-elles 200 ?"
      >
        <button type="button" className="btn" onClick={state.reload}>
          Revérifier
        </button>
      </PageHeader>
      <Loaded state={state}>
        {(h) => (
          <>
            <section className="kpis">
              <div className="kpi">
                <span className="kpi-label">Pages publiées</span>
                <strong>{fmtInt(h.published)}</strong>
              </div>
              <div className="kpi">
                <span className="kpi-label">Présentes dans la build</span>
                <strong>{fmtInt(h.inBuild)}</strong>
              </div>
              <div className="kpi">
                <span className="kpi-label">Manquantes</span>
                <strong className={h.missingCount > 0 ? 'bad' : 'good'}>{fmtInt(h.missingCount)}</strong>
              </div>
              <div className="kpi">
                <span className="kpi-label">Build en ligne</span>
                <strong className="small">{h.build ? fmtDateTime(h.build.finishedAt) : 'aucune'}</strong>
              </div>
            </section>
            {h.missingCount > 0 ? (
              <Notice kind="warning">
                {h.missingCount} page(s) publiée(s) absente(s) de la build :{' '}
                <Link to="/ssg">reconstruire le site</Link>.{' '}
                {h.missing
                  .slice(0, 20)
                  .map((m) => m.cityName)
                  .join(', ')}
              </Notice>
            ) : null}
            {h.unpublishedStillLive.length > 0 ? (
              <Notice kind="warning">
                Dépubliées mais encore en ligne jusqu'à la prochaine build :{' '}
                {h.unpublishedStillLive.map((m) => m.cityName).join(', ')}
              </Notice>
            ) : null}
            <h2>Réponse HTTP (page {h.page})</h2>
            <DataTable
              data={h.checked}
              columns={[
                { accessorKey: 'cityName', header: 'Ville' },
                {
                  accessorKey: 'slug',
                  header: 'Adresse',
                  cell: (c) => <a href={`/${c.row.original.slug}`}>/{c.row.original.slug}</a>,
                },
                {
                  accessorKey: 'status',
                  header: 'Statut HTTP',
                  cell: (c) => (
                    <span className={c.row.original.status === 200 ? 'good' : 'bad'}>
                      {c.row.original.status}
                    </span>
                  ),
                },
              ]}
            />
            <Pagination page={h.page} pageSize={h.pageSize} total={h.published} onPage={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}

type Candidate = {
  inseeCode: string;
  name: string;
  department: string;
  population: number | null;
  zoneApl: number | null;
  postalCodes: string[];
};

export function CityGenerator() {
  const [draft, setDraft] = useState({ department: '', minPopulation: '2000', q: '' });
  const [filters, setFilters] = useState(draft);
  const state = useLoad<{ items: Candidate[] }>(`/api/admin/city-generator/candidates${qs(filters)}`);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [created, setCreated] = useState<Array<{ id: number; slug: string; cityName: string }> | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const form = useForm({});
  return (
    <>
      <PageHeader
        title="Générateur de villes"
        description="Crée une page /apl-<ville> pour des communes qui n'en ont pas encore, à partir du référentiel des communes."
      />
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <TextInput
          label="Département"
          value={draft.department}
          onChange={(department) => setDraft({ ...draft, department })}
          placeholder="ex. 69"
          error={state.error?.fieldErrors.department}
        />
        <TextInput
          label="Population minimale"
          value={draft.minPopulation}
          onChange={(minPopulation) => setDraft({ ...draft, minPopulation })}
          error={state.error?.fieldErrors.minPopulation}
        />
        <TextInput label="Nom" value={draft.q} onChange={(q) => setDraft({ ...draft, q })} />
        <button type="submit" className="btn">
          Chercher
        </button>
      </form>
      <ErrorBox
        error={
          error ?? (state.error && Object.keys(state.error.fieldErrors).length === 0 ? state.error : null)
        }
      />
      {created ? (
        <Notice kind="success">
          {created.length} page(s) créée(s) : {created.map((c) => c.cityName).join(', ')}. Elles seront en
          ligne après la prochaine <Link to="/ssg">construction du site</Link>.
        </Notice>
      ) : null}
      <FormMessage message={form.message} />
      <div className="row-actions">
        <button
          type="button"
          className="btn primary"
          disabled={selected.size === 0 || form.submitting}
          onClick={async () => {
            setError(null);
            const res = await form.submit(() =>
              api.post<{ created: typeof created }>('/api/admin/city-generator', {
                inseeCodes: [...selected],
              }),
            );
            if (res) {
              setCreated(res.created);
              setSelected(new Set());
              state.reload();
            }
          }}
        >
          Créer {selected.size} page(s)
        </button>
      </div>
      {state.data ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>Choisir</th>
                <th>Commune</th>
                <th>Dép.</th>
                <th>Population</th>
                <th>Zone</th>
                <th>Codes postaux</th>
              </tr>
            </thead>
            <tbody>
              {state.data.items.map((c) => (
                <tr key={c.inseeCode}>
                  <td>
                    <Checkbox
                      label={`Choisir ${c.name}`}
                      hideLabel
                      checked={selected.has(c.inseeCode)}
                      onChange={(on) => {
                        const next = new Set(selected);
                        if (on) next.add(c.inseeCode);
                        else next.delete(c.inseeCode);
                        setSelected(next);
                      }}
                    />
                  </td>
                  <td>{c.name}</td>
                  <td>{c.department}</td>
                  <td>{fmtInt(c.population)}</td>
                  <td>{c.zoneApl ?? '—'}</td>
                  <td>{c.postalCodes.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {state.data.items.length === 0 ? (
            <p className="empty">Aucune commune sans page ne correspond.</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
