/** The header: the menu button, the search box, the link to the site, who is signed in and the logout button. */
import { useNavigate } from 'react-router';
import { useCurrentSession, useSession } from '../../session.tsx';
import { GlobalSearch } from './GlobalSearch.tsx';
import type { useSidebar } from './useSidebar.ts';

export function Topbar({ sidebar }: { sidebar: ReturnType<typeof useSidebar> }) {
  const session = useCurrentSession();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { isMobile, open, mobileOpen, toggle } = sidebar;
  return (
    <header className="topbar">
      <button
        type="button"
        className="btn icon-btn"
        onClick={toggle}
        aria-label={
          isMobile
            ? 'Ouvrir ou fermer le menu'
            : open
              ? 'Réduire la barre latérale'
              : 'Déplier la barre latérale'
        }
        aria-expanded={isMobile ? mobileOpen : open}
        title="Ctrl/Cmd + B"
      >
        ☰
      </button>
      <GlobalSearch />
      <a className="site-link" href="/" target="_blank" rel="noopener">
        Voir le site
      </a>
      <div className="user">
        <span className="email" data-testid="user-email">
          {session.user.email}
        </span>
        <span className="role">{session.isAdmin ? 'Administrateur' : 'Éditeur'}</span>
        <button
          type="button"
          className="btn"
          onClick={async () => {
            await signOut();
            navigate('/login', { replace: true });
          }}
        >
          Déconnexion
        </button>
      </div>
    </header>
  );
}
