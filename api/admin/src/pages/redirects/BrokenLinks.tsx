/**
 * « Liens cassés »: every article, guide and city page on the site whose text links to a path of the site that
 * leads to no page (GET /api/admin/reports/broken-links, issue 30), with a link to its editor. A link is fixed in
 * the text, or by a redirect of the missing address (« Redirections »). One card a page: long addresses wrap, at
 * 375 px as at 1440.
 */
import { Link } from 'react-router';
import type { BrokenLinksReport } from '../../../../routes/admin/reports-broken-links.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded, Notice } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';
import './redirects.css';

type Item = BrokenLinksReport['items'][number];

const KINDS: Record<Item['kind'], string> = { article: 'Article', guide: 'Guide', city: 'Page ville' };

function BrokenItem({ item }: { item: Item }) {
  return (
    <li className="card broken-links-item">
      <h2>
        <Link to={item.editPath}>{item.title}</Link>
      </h2>
      <p className="muted">
        {KINDS[item.kind]} · <code>{item.path}</code>
      </p>
      <ul className="broken-links-list" aria-label="Liens vers une page introuvable">
        {item.links.map((l) => (
          <li key={`${l.path}\n${l.text}`}>
            <code className="bad">{l.path}</code>
            {l.text ? ` — « ${l.text} »` : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function BrokenLinksScreen() {
  const state = useLoad<BrokenLinksReport>('/api/admin/reports/broken-links');
  return (
    <>
      <PageHeader
        title="Liens cassés"
        description="Les liens internes des pages en ligne (articles, guides, pages villes) qui mènent à une page introuvable. Corrigez le lien dans l’éditeur, ou redirigez l’adresse manquante."
      >
        <Link className="btn" to="/redirections">
          Redirections
        </Link>
      </PageHeader>
      <Loaded state={state}>
        {(d) =>
          d.items.length === 0 ? (
            <Notice kind="success">
              Aucun lien cassé dans les {fmtInt(d.checked)} pages en ligne vérifiées.
            </Notice>
          ) : (
            <>
              <Notice kind="warning">
                {d.items.length === 1 ? '1 page en ligne a' : `${fmtInt(d.items.length)} pages en ligne ont`}{' '}
                des liens vers une page introuvable ({fmtInt(d.checked)} pages vérifiées).
              </Notice>
              <ul className="broken-links-report">
                {d.items.map((item) => (
                  <BrokenItem key={`${item.kind}-${item.id}`} item={item} />
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
    </>
  );
}
