/**
 * The admin shell: header (user's e-mail, logout), sidebar (expanded or collapsed, remembered in a cookie
 * for 7 days, Ctrl/Cmd+B; 16rem, 18rem on mobile, 3rem collapsed; mobile under 768 px) and the screen.
 */
import { Suspense, useCallback, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentSession, useSession } from './session.tsx';
import { Loading } from './ui.tsx';

export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = '(max-width: 767px)';

type Item = { to: string; label: string; icon: string; adminOnly?: boolean; end?: boolean };
type Group = { title: string; items: Item[] };

export const NAV: Group[] = [
  {
    title: 'Pilotage',
    items: [
      { to: '/', label: 'Tableau de bord', icon: '◧', end: true },
      { to: '/stats', label: 'Statistiques', icon: '▤', end: true },
      { to: '/stats/sources', label: 'Sources de trafic', icon: '⇄' },
      { to: '/stats/audience', label: 'Audience et parcours', icon: '◔' },
    ],
  },
  {
    title: 'Contenu',
    items: [
      { to: '/articles', label: 'Articles', icon: '✎' },
      { to: '/categories', label: 'Catégories', icon: '▦' },
      { to: '/tags', label: 'Étiquettes', icon: '#' },
      { to: '/media', label: 'Médias', icon: '▣' },
      { to: '/thematiques', label: 'Pages thématiques', icon: '☰' },
      { to: '/cities', label: 'Villes', icon: '⌂' },
      { to: '/city-generator', label: 'Générateur de villes', icon: '+' },
    ],
  },
  {
    title: 'Visiteurs',
    items: [
      { to: '/simulations', label: 'Simulations', icon: '€' },
      { to: '/formulaires', label: 'Formulaires', icon: '☷' },
      { to: '/contact/messages', label: 'Messages de contact', icon: '✉', adminOnly: true },
      { to: '/email/templates', label: 'Modèles d’e-mail', icon: '✉' },
      { to: '/email/logs', label: 'Journal des e-mails', icon: '⋯', adminOnly: true },
    ],
  },
  {
    title: 'Publication',
    items: [
      { to: '/ssg', label: 'Génération du site', icon: '⟳' },
      { to: '/ssg-status', label: 'État du site', icon: '✓' },
      { to: '/parametres', label: 'Barèmes légaux', icon: '§' },
    ],
  },
  {
    title: 'Administration',
    items: [
      { to: '/users', label: 'Utilisateurs', icon: '☺', adminOnly: true },
      { to: '/security-validation', label: 'Sécurité', icon: '!', adminOnly: true },
      { to: '/system-tools', label: 'Outils système', icon: '⚙', adminOnly: true },
    ],
  },
];

function readCookie(name: string): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return m ? decodeURIComponent(m[1] as string) : null;
}

function useMediaQuery(query: string) {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const on = () => setMatches(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}

export function Layout() {
  const session = useCurrentSession();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setMobileOpen((o) => !o);
      return;
    }
    setOpen((o) => {
      const next = !o;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/admin; max-age=${SIDEBAR_MAX_AGE}; SameSite=Lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'b') {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu on navigation
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const state = isMobile ? (mobileOpen ? 'mobile-open' : 'mobile-closed') : open ? 'expanded' : 'collapsed';

  return (
    <div className="shell" data-sidebar={state}>
      <aside
        className="sidebar"
        aria-label="Navigation de l'administration"
        data-state={open ? 'expanded' : 'collapsed'}
      >
        <div className="sidebar-brand">
          <span className="logo" aria-hidden="true">
            A
          </span>
          <span className="label">APL Admin</span>
        </div>
        <nav>
          {NAV.map((g) => {
            const items = g.items.filter((i) => !i.adminOnly || session.isAdmin);
            if (items.length === 0) return null;
            return (
              <div key={g.title} className="nav-group">
                <p className="nav-title label">{g.title}</p>
                <ul>
                  {items.map((i) => (
                    <li key={i.to}>
                      <NavLink to={i.to} end={i.end} title={i.label}>
                        <span className="icon" aria-hidden="true">
                          {i.icon}
                        </span>
                        <span className="label">{i.label}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      </aside>
      {isMobile && mobileOpen ? (
        <button
          type="button"
          className="backdrop"
          aria-label="Fermer le menu"
          onClick={() => setMobileOpen(false)}
        />
      ) : null}
      <div className="main">
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
        <main className="content" id="contenu">
          <Suspense fallback={<Loading label="Chargement du module d'administration..." />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
