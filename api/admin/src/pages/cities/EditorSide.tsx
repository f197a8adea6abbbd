/** The side of a city page's editor: status and save, figures typed by the editors, CAF contact, SEO. */
import type { CityPage } from '../../../../routes/admin/cities.ts';
import { api } from '../../api.ts';
import { EditorialSide } from '../../components/editorial/EditorialSide.tsx';
import { LiveStatus } from '../../components/editorial/LiveStatus.tsx';
import { SaveStatus } from '../../components/editorial/SaveStatus.tsx';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { Select } from '../../components/form/Select.tsx';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { SeoFields } from '../../components/SeoFields.tsx';
import type { Editorial } from '../../hooks/useEditorial.ts';
import type { FormState } from '../../hooks/useForm.ts';
import { fmtDateTime } from '../../lib/format.ts';
import { CITY_FIELDS, type CityForm, cityBodyToForm } from './cityForm.ts';

type Props = { form: FormState<CityForm> };

export function EditorSide({
  form,
  updatedAt,
  ed,
}: Props & { updatedAt: string; ed: Editorial<CityPage, CityForm> }) {
  const path = ed.detail ? `/api/admin/cities/${ed.detail.id}` : null;
  return (
    <aside className="editor-side">
      <div className="card">
        {ed.detail?.live ? (
          <LiveStatus
            busy={ed.busy}
            onUnpublish={() =>
              void ed.saveThen('Page ville dépubliée.', (d) =>
                api.post<CityPage>(`/api/admin/cities/${d.id}/unpublish`),
              )
            }
          />
        ) : (
          <Select
            label="Statut"
            name="status"
            value={form.values.status}
            onChange={(x) => form.set('status', x)}
            options={[
              ['published', 'Publiée'],
              ['draft', 'Brouillon'],
            ]}
          />
        )}
        <FormMessage message={form.message} />
        <button type="submit" className="btn primary block" disabled={ed.busy}>
          Enregistrer
        </button>
        <SaveStatus dirty={ed.dirty} state={ed.saveState} />
        <p className="muted">Modifiée le {fmtDateTime(updatedAt)}</p>
      </div>
      <EditorialSide ed={ed} path={path} fields={CITY_FIELDS} fromBody={cityBodyToForm} />
      <FiguresCard form={form} />
      <CafCard form={form} />
      <div className="card">
        <h2>SEO</h2>
        <TextInput label="Adresse (slug)" {...form.bind('slug')} />
        <SeoFields
          title={form.values.metaTitle}
          description={form.values.metaDescription}
          onTitle={(x) => form.set('metaTitle', x)}
          onDescription={(x) => form.set('metaDescription', x)}
          errors={form.errors}
        />
      </div>
    </aside>
  );
}

function FiguresCard({ form }: Props) {
  return (
    <div className="card">
      <h2>Chiffres saisis</h2>
      <TextInput label="Nombre d'étudiants" {...form.bind('populationEtudiante')} />
      <TextInput label="Loyer moyen (€ / mois)" {...form.bind('averageRent')} />
      <TextInput label="Année du loyer moyen" {...form.bind('averageRentYear')} />
      <TextInput label="Source du loyer moyen" {...form.bind('averageRentSource')} />
    </div>
  );
}

/** Errors come back keyed `cafContact.<field>`. */
function CafCard({ form }: Props) {
  const e = form.errors;
  return (
    <div className="card">
      <h2>Contact CAF</h2>
      <TextArea label="Adresse" {...form.bind('cafAddress')} rows={2} error={e['cafContact.address']} />
      <TextInput label="Téléphone" {...form.bind('cafPhone')} error={e['cafContact.phone']} />
      <TextInput label="Horaires" {...form.bind('cafHours')} error={e['cafContact.hours']} />
      <TextInput label="Site web" {...form.bind('cafUrl')} error={e['cafContact.url']} />
    </div>
  );
}
