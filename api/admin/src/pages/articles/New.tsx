/** A new article, possibly from a draft generated from a template (passed in the navigation state). */
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ArticleForm } from './articleForm.ts';
import { ArticleEditor } from './Form.tsx';

export function ArticleNew() {
  const location = useLocation();
  return (
    <>
      <PageHeader title="Nouvel article" />
      <ArticleEditor initial={(location.state as { draft?: Partial<ArticleForm> } | null)?.draft} />
    </>
  );
}
