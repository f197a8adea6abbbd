/** One city page: its text, universities and FAQ; status, figures, CAF contact and SEO on the side. */
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import type { CityPage } from '../../../../routes/admin/cities.ts';
import { api } from '../../api.ts';
import { FaqEditor } from '../../components/FaqEditor.tsx';
import { TextArea } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';
import { type CityForm, cityBody, cityToForm } from './cityForm.ts';
import { EditorSide } from './EditorSide.tsx';

export function CityEdit() {
  const { id } = useParams();
  const state = useLoad<CityPage>(`/api/admin/cities/${id}`);
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

function CityEditor({ city, onSaved }: { city: CityPage; onSaved: (c: CityPage) => void }) {
  const form = useForm<CityForm>(cityToForm(city));
  const v = form.values;
  const e = form.errors;
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const saved = await form.submit(
      () => api.put<Omit<CityPage, 'commune'>>(`/api/admin/cities/${city.id}`, cityBody(v)),
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
            {...form.bind('content')}
            rows={12}
            mono
            hint="Nettoyé à la construction (pas de script). Sous 50 caractères, la page affiche « Contenu en cours de finalisation »."
          />
          <TextArea
            label="Universités mises en avant (une par ligne)"
            {...form.bind('universities')}
            rows={4}
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
      <EditorSide form={form} updatedAt={city.updatedAt} />
    </form>
  );
}
