/** Loading, errors and notices, and the three states of a loaded screen in one place. */
import type { ReactNode } from 'react';
import type { ApiError } from '../api.ts';
import type { LoadState } from '../hooks/useLoad.ts';

export function Loading({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function ErrorBox({ error }: { error: ApiError | Error | null }) {
  if (!error) return null;
  return (
    <div className="notice error" role="alert">
      {error.message}
    </div>
  );
}

export function Notice({
  kind = 'info',
  children,
}: {
  kind?: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
}) {
  return (
    <div className={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** Loading / error / content, in one place. */
export function Loaded<T>({ state, children }: { state: LoadState<T>; children: (data: T) => ReactNode }) {
  if (state.error && !state.data) return <ErrorBox error={state.error} />;
  if (!state.data) return <Loading />;
  return <>{children(state.data)}</>;
}
