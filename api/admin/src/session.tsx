/**
 * Who is signed in (GET /api/admin/session, checked once per page load, 5 s time-out as in spec §9),
 * and the guard of spec §2: « Vérification des permissions... » while it loads, /admin/login without a
 * session, « Accès refusé » without the role — with who is signed in, what to do and a way out (NoRole).
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { Session } from '../../routes/admin/index.ts';
import { ApiError, api } from './api.ts';
import { NoRole } from './pages/auth/NoRole.tsx';

export type { Session };

type State =
  | { status: 'loading' }
  | { status: 'anonymous' }
  /** `no-role`: signed in, but without a back-office role (403); `unchecked`: error or time-out. */
  | { status: 'forbidden'; reason: 'no-role' | 'unchecked' }
  | { status: 'ok'; session: Session };

type Ctx = { state: State; refresh: () => Promise<void>; signOut: () => Promise<void> };
const SessionContext = createContext<Ctx | null>(null);

const CHECK_TIMEOUT_MS = 5000;

async function check(): Promise<State> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('délai dépassé')), CHECK_TIMEOUT_MS),
  );
  try {
    const session = await Promise.race([api.get<Session>('/api/admin/session'), timeout]);
    return { status: 'ok', session };
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return { status: 'anonymous' };
    // 403, error or time-out: deny (spec §6).
    return {
      status: 'forbidden',
      reason: e instanceof ApiError && e.status === 403 ? 'no-role' : 'unchecked',
    };
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const refresh = useCallback(async () => {
    setState({ status: 'loading' });
    setState(await check());
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const signOut = useCallback(async () => {
    try {
      await api.post('/api/auth/sign-out');
    } finally {
      setState({ status: 'anonymous' });
    }
  }, []);
  return <SessionContext.Provider value={{ state, refresh, signOut }}>{children}</SessionContext.Provider>;
}

export function useSession(): Ctx {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('SessionProvider manquant');
  return ctx;
}

export function useCurrentSession(): Session {
  const { state } = useSession();
  if (state.status !== 'ok') throw new Error('Session absente');
  return state.session;
}

/** An admin-only section seen by an editor: the menu stays, and a link leads back to the dashboard. */
export function AccessDenied() {
  return (
    <div className="guard" role="alert">
      <h1>Accès refusé</h1>
      <p>Cette section est réservée aux administrateurs.</p>
      <Link to="/" className="btn">
        Retour au tableau de bord
      </Link>
    </div>
  );
}

export function Checking() {
  return (
    <div className="guard" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Vérification des permissions...</p>
    </div>
  );
}

/** The back-office: any role. `adminOnly` pages also need the admin role. */
export function Guard({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <Checking />;
  if (state.status === 'anonymous')
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (state.status === 'forbidden') return <NoRole reason={state.reason} />;
  if (adminOnly && !state.session.isAdmin) return <AccessDenied />;
  return <>{children}</>;
}
