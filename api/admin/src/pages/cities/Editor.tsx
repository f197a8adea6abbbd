/** One city page: its text, universities and FAQ; status, figures, CAF contact and SEO on the side. */
import { type FormEvent, useEffect } from 'react';
import { useParams } from 'react-router';
import type { CityPage } from '../../../../routes/admin/cities.ts';
import { EditorialMain } from '../../components/editorial/EditorialMain.tsx';
import { FaqEditor } from '../../components/FaqEditor.tsx';
import { TextArea } from '../../components/form/TextInput.tsx';
import { MarkdownField } from '../../components/markdown/MarkdownField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PreviewLinks } from '../../components/preview/PreviewLinks.tsx';
import { SitePreviewButton } from '../../components/preview/SitePreviewButton.tsx';
import { Loaded } from '../../components/status.tsx';
import { useEditorial } from '../../hooks/useEditorial.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';
import { CITY_FIELDS, type CityForm, cityAutosavable, cityBody, cityDetailToForm } from './cityForm.ts';
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
          <CityEditor city={c} onSaved={state.setData} />
        </>
      )}
    </Loaded>
  );
}

function CityEditor({ city, onSaved }: { city: CityPage; onSaved: (c: CityPage) => void }) {
  const ed = useEditorial<CityPage, CityForm>({
    path: `/api/admin/cities/${city.id}`,
    detail: city,
    blank: cityDetailToForm(city),
    toForm: cityDetailToForm,
    body: cityBody,
    autosavable: cityAutosavable,
  });
  const { form, detail } = ed;
  const v = form.values;
  const e = form.errors;
  // The header (its « Voir la page » link) follows what the server answered.
  useEffect(() => {
    if (detail) onSaved(detail);
  }, [detail, onSaved]);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    await ed.save('Page ville enregistrée.');
  };
  return (
    <form className="editor" onSubmit={submit} noValidate>
      <div className="editor-main">
        <EditorialMain ed={ed} fields={CITY_FIELDS} toForm={cityDetailToForm} />
        <div className="card">
          <h2>Contenu</h2>
          <MarkdownField
            label="Texte de la page (Markdown)"
            {...form.bind('content')}
            rows={12}
            hint="Mis en forme comme un guide, nettoyé à la construction. Sous 50 caractères, la page affiche « Contenu en cours de finalisation »."
          />
          <SitePreviewButton kind="city" id={city.id} getData={() => cityBody(v)} />
          <PreviewLinks kind="city" id={city.id} />
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
      <EditorSide form={form} updatedAt={detail?.updatedAt ?? city.updatedAt} ed={ed} />
    </form>
  );
}
