/** A new guide, possibly from a draft generated from a category's outline (passed in the navigation state). */
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ThematiqueForm } from './Form.tsx';
import type { ThemeForm } from './themeForm.ts';

export function ThematiqueNew() {
  const location = useLocation();
  return (
    <>
      <PageHeader title="Nouvelle page thématique" />
      <ThematiqueForm initial={(location.state as { draft?: Partial<ThemeForm> } | null)?.draft} />
    </>
  );
}
