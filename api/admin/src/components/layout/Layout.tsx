/**
 * The admin shell: header (user's e-mail, logout), sidebar (expanded or collapsed, remembered in a cookie
 * for 7 days, Ctrl/Cmd+B; 16rem, 18rem on mobile, 3rem collapsed; mobile under 768 px) and the screen.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useCurrentSession } from '../../session.tsx';
import { Loading } from '../status.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Topbar } from './Topbar.tsx';
import { useSidebar } from './useSidebar.ts';

export function Layout() {
  const session = useCurrentSession();
  const sidebar = useSidebar();
  return (
    <div className="shell" data-sidebar={sidebar.state}>
      <Sidebar open={sidebar.open} isAdmin={session.isAdmin} />
      {sidebar.isMobile && sidebar.mobileOpen ? (
        <button
          type="button"
          className="backdrop"
          aria-label="Fermer le menu"
          onClick={sidebar.closeMobile}
        />
      ) : null}
      <div className="main">
        <Topbar sidebar={sidebar} />
        <main className="content" id="contenu">
          <Suspense fallback={<Loading label="Chargement du module d'administration..." />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
