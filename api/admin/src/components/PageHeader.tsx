/** The title of a screen, its description and its actions (links, buttons). */
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  children,
  description,
}: {
  title: string;
  children?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        {description ? <p className="muted">{description}</p> : null}
      </div>
      {children ? <div className="actions">{children}</div> : null}
    </div>
  );
}
