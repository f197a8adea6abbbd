/** The sidebar: the brand and the menu, filtered by role. */
import { NavLink } from 'react-router';
import { NAV } from './nav.ts';

export function Sidebar({ open, isAdmin }: { open: boolean; isAdmin: boolean }) {
  return (
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
          const items = g.items.filter((i) => !i.adminOnly || isAdmin);
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
  );
}
