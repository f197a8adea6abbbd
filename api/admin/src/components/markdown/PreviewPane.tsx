/** The rendered preview of an article or a guide, with the {{figures}} an editor may quote. */
import type { Preview } from '../../../../routes/admin/preview.ts';

export function PreviewPane({ preview }: { preview: Preview }) {
  return (
    <section className="preview" aria-label="Aperçu">
      <p className="preview-label">Aperçu</p>
      {preview.unknownFigures.length > 0 ? (
        <p className="field-error">
          Chiffres inconnus : {preview.unknownFigures.map((n) => `{{${n}}}`).join(', ')}
        </p>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered and sanitized by the server, as on the public page */}
      <div className="prose" data-testid="preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
      {preview.figures.length > 0 ? (
        <details className="figures">
          <summary>Chiffres légaux utilisables</summary>
          <p className="hint">{preview.figures.map((n) => `{{${n}}}`).join(' ')}</p>
        </details>
      ) : null}
    </section>
  );
}
