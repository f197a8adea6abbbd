/** Live preview: the server renders the Markdown exactly as the public page will (legal figures included). */
import { useEffect, useState } from 'react';
import type { Preview } from '../../../../routes/admin/preview.ts';
import { api } from '../../api.ts';

const UNAVAILABLE: Preview = {
  html: '<p><em>Aperçu indisponible.</em></p>',
  unknownFigures: [],
  figures: [],
};

export function useMarkdownPreview(markdown: string): Preview {
  const [preview, setPreview] = useState<Preview>({ html: '', unknownFigures: [], figures: [] });
  useEffect(() => {
    const t = setTimeout(() => {
      api
        .post<Preview>('/api/admin/preview', { markdown })
        .then(setPreview)
        .catch(() => setPreview(UNAVAILABLE));
    }, 250);
    return () => clearTimeout(t);
  }, [markdown]);
  return preview;
}
