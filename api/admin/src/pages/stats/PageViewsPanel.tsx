/**
 * « Pages vues » on the side of an article's or a city page's editor (issue 30): its page views and visits over
 * 30 days, from the consented audience events (GET /api/admin/stats/pages/:kind/:id). Counts only. Kept apart
 * from the statistics screens so that the editor's chunk does not load the charts.
 */
import { Link } from 'react-router';
import type { StatsOfPage } from '../../../../routes/admin/stats.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtInt } from '../../lib/format.ts';

/** The kind and id of an editor's API address (/api/admin/articles/12, /api/admin/cities/5), or null. */
export function viewedPageOfApiPath(path: string): { kind: 'article' | 'city'; id: number } | null {
  const m = /^\/api\/admin\/(articles|cities)\/(\d+)$/.exec(path);
  return m ? { kind: m[1] === 'articles' ? 'article' : 'city', id: Number(m[2]) } : null;
}

export function PageViewsPanel({ path }: { path: string }) {
  const page = viewedPageOfApiPath(path);
  const { data } = useLoad<StatsOfPage>(page && `/api/admin/stats/pages/${page.kind}/${page.id}`);
  if (!page || !data) return null;
  return (
    <section className="card" aria-labelledby="page-views-side" data-testid="page-views-side">
      <h2 id="page-views-side">Pages vues</h2>
      <p>
        <strong>{fmtInt(data.views)}</strong> {data.views > 1 ? 'pages vues' : 'page vue'} ·{' '}
        {fmtInt(data.visits)} {data.visits > 1 ? 'visites' : 'visite'}{' '}
        <span className="muted">sur {data.days} jours, avec consentement</span>
      </p>
      <Link to="/stats">Toutes les pages vues</Link>
    </section>
  );
}
