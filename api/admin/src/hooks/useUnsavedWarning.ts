/**
 * A warning before unsaved changes are lost: the browser's own prompt when the tab is closed or reloaded
 * (`beforeunload`), and a French confirmation before a navigation inside the admin (react-router's data
 * router blocker). `dirty` is read at the moment of leaving, so a save just made never asks.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_QUESTION =
  'Vous avez des modifications non enregistrées. Quitter cette page et les perdre ?';

export function useUnsavedWarning(dirty: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirty()) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
