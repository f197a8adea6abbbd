/** « Générer une page thématique »: a draft structured by its category's outline, opened in a new guide's editor. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Select } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CATEGORY_OPTIONS, type ThemeCategory } from './categories.ts';
import type { ThemeForm } from './themeForm.ts';

const OUTLINES: Record<ThemeCategory, string> = {
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
  const [category, setCategory] = useState<ThemeCategory>('guide');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const draft: Partial<ThemeForm> = {
    title,
    h1Title: title,
    themeCategory: category,
    content: OUTLINES[category],
    status: 'draft',
  };
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
          if (!title.trim()) setError('Le titre est requis');
          else navigate('/thematiques/new', { state: { draft } });
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
