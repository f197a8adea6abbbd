/** One figure of a row of indicators: its label, the figure, and an optional line under it. */
import type { ReactNode } from 'react';

export function Kpi({
  label,
  value,
  valueClass,
  testId,
  children,
}: {
  label: string;
  value: ReactNode;
  valueClass?: string | undefined;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="kpi" data-testid={testId}>
      <span className="kpi-label">{label}</span>
      <strong className={valueClass}>{value}</strong>
      {children}
    </div>
  );
}
