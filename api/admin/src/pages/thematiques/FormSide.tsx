/** The side of the guide editor: status, category, save and score; SEO, keywords and related pages. */
import type { Thematic } from '../../../../routes/admin/thematiques.ts';
import { api } from '../../api.ts';
import { EditorialSide } from '../../components/editorial/EditorialSide.tsx';
import { LiveStatus } from '../../components/editorial/LiveStatus.tsx';
import { SaveStatus } from '../../components/editorial/SaveStatus.tsx';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { SeoFields } from '../../components/SeoFields.tsx';
import type { Editorial } from '../../hooks/useEditorial.ts';
import type { FormState } from '../../hooks/useForm.ts';
import { CATEGORY_OPTIONS } from './categories.ts';
import { THEME_FIELDS, type ThemeForm, themeBodyToForm } from './themeForm.ts';

export function FormSide({
  form,
  score,
  ed,
}: {
  form: FormState<ThemeForm>;
  score: number | null;
  ed: Editorial<Thematic, ThemeForm>;
}) {
  const { values: v, errors: e, set } = form;
  const path = ed.detail ? `/api/admin/thematiques/${ed.detail.id}` : null;
  return (
    <aside className="editor-side">
      <div className="card">
        {ed.detail?.live ? (
          <LiveStatus
            busy={ed.busy}
            onUnpublish={() =>
              void ed.saveThen('Page dépubliée.', (d) =>
                api.post<Thematic>(`/api/admin/thematiques/${d.id}/unpublish`),
              )
            }
          />
        ) : (
          <Select
            label="Statut"
            name="status"
            value={v.status}
            onChange={(x) => set('status', x)}
            options={[
              ['draft', 'Brouillon'],
              ['published', 'Publiée'],
              ['archived', 'Archivée'],
            ]}
          />
        )}
        <Select
          label="Catégorie"
          name="themeCategory"
          value={v.themeCategory}
          onChange={(x) => set('themeCategory', x)}
          options={CATEGORY_OPTIONS}
          error={e.themeCategory}
        />
        <FormMessage message={form.message} />
        <button type="submit" className="btn primary block" disabled={ed.busy}>
          Enregistrer
        </button>
        {ed.detail ? <SaveStatus dirty={ed.dirty} state={ed.saveState} /> : null}
        <p className="muted">Score SEO : {score == null ? '—' : `${score}/100`}</p>
      </div>
      <EditorialSide ed={ed} path={path} fields={THEME_FIELDS} fromBody={themeBodyToForm} />
      <div className="card">
        <SeoFields
          title={v.metaTitle}
          description={v.metaDescription}
          onTitle={(x) => set('metaTitle', x)}
          onDescription={(x) => set('metaDescription', x)}
          errors={e}
        />
        <TextInput
          label="Mots-clés (séparés par des virgules)"
          value={v.keywords}
          onChange={(x) => set('keywords', x)}
          error={e.targetKeywords}
        />
        <TextInput
          label="Pages liées (adresses, séparées par des virgules)"
          value={v.related}
          onChange={(x) => set('related', x)}
          error={e.relatedSlugs}
        />
      </div>
    </aside>
  );
}
