/** A section of the admin (its screens in one module) loaded on demand: one chunk per section. */
import { type ComponentType, lazy } from 'react';

export function lazySection<M extends Record<string, unknown>>(load: () => Promise<M>) {
  return (name: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M]) => {
    const Screen = lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
    return <Screen />;
  };
}
