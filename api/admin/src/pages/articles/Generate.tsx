/** « Générer un brouillon »: a draft prefilled from the site's data, opened in a new article's editor. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CityList } from '../../../../routes/admin/cities.ts';
import type { LegalParameters } from '../../../../routes/admin/system.ts';
import { qs } from '../../api.ts';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import type { ArticleForm } from './articleForm.ts';
import { cityDraft, scaleDraft } from './drafts.ts';

type Generate = (draft: Partial<ArticleForm>) => void;

export function ArticleGenerate() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<'city' | 'baremes'>('city');
  const [city, setCity] = useState('');
  const generate: Generate = (draft) => navigate('/articles/new', { state: { draft } });
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
          <CityTemplate city={city} setCity={setCity} generate={generate} />
        ) : (
          <ScaleTemplate generate={generate} />
        )}
      </div>
    </>
  );
}

function CityTemplate({
  city,
  setCity,
  generate,
}: {
  city: string;
  setCity: (city: string) => void;
  generate: Generate;
}) {
  const q = city.trim();
  const cities = useLoad<CityList>(q.length >= 2 ? `/api/admin/cities${qs({ q, pageSize: 10 })}` : null);
  return (
    <>
      <TextInput label="Ville" value={city} onChange={setCity} placeholder="Tapez au moins 2 lettres" />
      {cities.data?.items.length ? (
        <ul className="plain">
          {cities.data.items.map((c) => (
            <li key={c.id}>
              <button type="button" className="btn link" onClick={() => generate(cityDraft(c))}>
                {c.cityName} (zone {c.zoneApl ?? '?'})
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ScaleTemplate({ generate }: { generate: Generate }) {
  const params = useLoad<LegalParameters>('/api/admin/parameters');
  if (!params.data) return <Loading />;
  const { effectiveDates, revalorisationsAttendues } = params.data;
  return (
    <button
      type="button"
      className="btn primary"
      onClick={() => generate(scaleDraft(effectiveDates, revalorisationsAttendues[0]?.date))}
    >
      Créer le brouillon
    </button>
  );
}
