/** An existing guide: the editor, and its deletion. */
import { useNavigate, useParams } from 'react-router';
import type { Thematic } from '../../../../routes/admin/thematiques.ts';
import { api } from '../../api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { ThematiqueForm } from './Form.tsx';

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
            if (
              !window.confirm(
                'Mettre cette page à la corbeille ? Vous pourrez la restaurer pendant 30 jours.',
              )
            )
              return;
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
