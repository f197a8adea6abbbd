/**
 * A chart's title with « Exporter en CSV »: the server's CSV of the same figures over the screen's period
 * (GET /api/admin/stats/export, api/routes/admin/stats-export.ts). A plain link: the browser downloads it with
 * the session cookie.
 */
import type { ReactNode } from 'react';
import type { StatsChart } from '../../../../routes/admin/stats-export.ts';
import './stats.css';

export function exportHref(
  chart: StatsChart,
  days: string | number,
  more: Record<string, string> = {},
): string {
  const q = new URLSearchParams({ chart, days: String(days), ...more });
  return `/api/admin/stats/export?${q}`;
}

export function ChartHead({
  title,
  chart,
  days,
  more,
}: {
  title: ReactNode;
  chart: StatsChart;
  days: string | number;
  more?: Record<string, string>;
}) {
  return (
    <div className="chart-head">
      <h2>{title}</h2>
      <a className="btn small" href={exportHref(chart, days, more)} download data-testid={`csv-${chart}`}>
        Exporter en CSV
      </a>
    </div>
  );
}

/** The words of the figures, the same on every statistics screen (src/core/audience/definitions.ts). */
export function Definitions({ lines }: { lines: readonly string[] }) {
  return (
    <div className="definitions muted">
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </div>
  );
}
