/** An existing article: the editor, with the message left by the creation, and its deletion. */
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Article } from '../../../../routes/admin/articles.ts';
import { type ApiError, api } from '../../api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorBox, Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { ArticleEditor } from './Form.tsx';

export function ArticleEdit() {
  const { id } = useParams();
  const flash = (useLocation().state as { message?: string } | null)?.message;
  const state = useLoad<Article>(`/api/admin/articles/${id}`);
  return (
    <>
      <PageHeader title="Modifier l'article">
        <DeleteArticle id={Number(id)} />
      </PageHeader>
      <Loaded state={state}>{(a) => <ArticleEditor key={a.id} article={a} flash={flash} />}</Loaded>
    </>
  );
}

function DeleteArticle({ id }: { id: number }) {
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn danger"
        onClick={async () => {
          if (
            !window.confirm('Mettre cet article à la corbeille ? Vous pourrez le restaurer pendant 30 jours.')
          )
            return;
          try {
            await api.del(`/api/admin/articles/${id}`);
            navigate('/articles');
          } catch (e) {
            setError(e as ApiError);
          }
        }}
      >
        Supprimer
      </button>
      <ErrorBox error={error} />
    </>
  );
}
