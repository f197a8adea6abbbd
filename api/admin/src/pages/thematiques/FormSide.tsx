/** The side of the guide editor: status, category, save and score; SEO, keywords and related pages. */
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { SeoFields } from '../../components/SeoFields.tsx';
import type { FormState } from '../../hooks/useForm.ts';
import { CATEGORY_OPTIONS } from './categories.ts';
import type { ThemeForm } from './themeForm.ts';

export function FormSide({ form, score }: { form: FormState<ThemeForm>; score: number | null }) {
  const { values: v, errors: e, set } = form;
  return (
    <aside className="editor-side">
      <div className="card">
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
        <Select
          label="Catégorie"
          name="themeCategory"
          value={v.themeCategory}
          onChange={(x) => set('themeCategory', x)}
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
