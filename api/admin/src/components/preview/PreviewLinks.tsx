/**
 * « Lien d'aperçu » (issue 30): a link to the saved draft (or a live page's pending changes) for someone without
 * an account, valid for the chosen duration. The address is shown once, at creation (the server keeps only a
 * hash of its token): the editor copies it there. The open links of the item are listed with their end, and each
 * can be revoked. API: api/routes/admin/preview-links.ts.
 */
import { useId, useState } from 'react';
import type {
  CreatedPreviewLink,
  PreviewLinkBody,
  PreviewLinkList,
} from '../../../../routes/admin/preview-links.ts';
import { ApiError, api, qs } from '../../api.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDateTime, fmtDateTimeLong } from '../../lib/format.ts';
import './preview-links.css';

type Props = { kind: PreviewLinkBody['kind']; id: number };

const DURATIONS: Array<[hours: number, label: string]> = [
  [1, '1 heure'],
  [24, '24 heures'],
  [72, '3 jours'],
  [168, '7 jours'],
];

const messageOf = (err: unknown) =>
  err instanceof ApiError || err instanceof Error ? err.message : 'La demande a échoué.';

/** The new link's full address, with a copy button (the clipboard may be refused: the field stays selectable). */
function NewLink({ link }: { link: CreatedPreviewLink }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const url = `${window.location.origin}${link.path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="notice success">
      <label htmlFor="preview-link-url">
        Lien créé, valable jusqu'au {fmtDateTimeLong(link.expiresAt)}. Copiez-le maintenant : il ne sera plus
        affiché.
      </label>
      <div className="preview-links-url">
        <input
          id="preview-link-url"
          readOnly
          value={url}
          onFocus={(ev) => ev.currentTarget.select()}
          data-testid="preview-link-url"
        />
        <button type="button" className="btn" onClick={() => void copy()}>
          Copier
        </button>
      </div>
      <p className="hint" role="status">
        {copied === 'yes' ? 'Lien copié.' : null}
        {copied === 'no' ? 'Copie refusée par le navigateur : sélectionnez le lien et copiez-le.' : null}
      </p>
    </div>
  );
}

export function PreviewLinks({ kind, id }: Props) {
  const durationId = useId();
  const [hours, setHours] = useState(24);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const list = useLoad<PreviewLinkList>(`/api/admin/preview-links${qs({ kind, id })}`);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      setCreated(await api.post<CreatedPreviewLink>('/api/admin/preview-links', { kind, id, hours }));
      list.reload();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (linkId: number) => {
    if (!window.confirm("Révoquer ce lien d'aperçu ? Il ne s'ouvrira plus.")) return;
    setError(null);
    try {
      await api.del(`/api/admin/preview-links/${linkId}${qs({ kind, id })}`);
      if (created?.id === linkId) setCreated(null);
      list.reload();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <section className="preview-links" aria-labelledby={`${durationId}-title`}>
      <h3 id={`${durationId}-title`}>Lien d'aperçu</h3>
      <p className="hint">
        Pour montrer la dernière version enregistrée à quelqu'un qui n'a pas de compte. La page n'est ni
        indexée ni mise en cache.
      </p>
      <div className="preview-links-create">
        <div className="field">
          <label htmlFor={durationId}>Valable</label>
          <select id={durationId} value={hours} onChange={(ev) => setHours(Number(ev.target.value))}>
            {DURATIONS.map(([h, label]) => (
              <option key={h} value={h}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn" disabled={busy} onClick={() => void create()}>
          Créer un lien d'aperçu
        </button>
      </div>
      {created ? <NewLink link={created} /> : null}
      {[error, list.error?.message].map((text) =>
        text ? (
          <p key={text} className="field-error" role="alert">
            {text}
          </p>
        ) : null,
      )}
      <OpenLinks list={list.data} onRevoke={(linkId) => void revoke(linkId)} />
    </section>
  );
}

/** The item's open links, each with its end, its author and « Révoquer ». */
function OpenLinks({ list, onRevoke }: { list: PreviewLinkList | null; onRevoke: (id: number) => void }) {
  if (!list) return null;
  if (list.links.length === 0) return <p className="hint">Aucun lien actif.</p>;
  return (
    <ul className="preview-links-list" aria-label="Liens d'aperçu actifs">
      {list.links.map((link) => (
        <li key={link.id}>
          <span>
            Expire le {fmtDateTime(link.expiresAt)}
            <span className="hint">
              {' '}
              · créé par {link.createdBy ?? 'un compte supprimé'} le {fmtDateTime(link.createdAt)}
            </span>
          </span>
          <button type="button" className="btn small danger" onClick={() => onRevoke(link.id)}>
            Révoquer
          </button>
        </li>
      ))}
    </ul>
  );
}
