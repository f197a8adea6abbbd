/**
 * « Accès refusé » for an account without a back-office role (or a check that failed): who is signed in, what
 * to do, and a way out — sign out, try again, or back to the public site.
 */
import { useEffect, useState } from 'react';
import { api } from '../../api.ts';
import { useSession } from '../../session.tsx';
import { AuthCard } from './AuthCard.tsx';

/** What Better Auth answers on GET /api/auth/get-session (null without a session). */
type SignedIn = { user: { name: string; email: string } } | null;

/** Who is signed in, read from the session itself: the admin API refuses this account with a bare 403. */
function useSignedIn(): SignedIn | undefined {
  const [who, setWho] = useState<SignedIn | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api
      .get<SignedIn>('/api/auth/get-session')
      .then((s) => live && setWho(s ?? null))
      .catch(() => live && setWho(null));
    return () => {
      live = false;
    };
  }, []);
  return who;
}

export function NoRole({ reason }: { reason: 'no-role' | 'unchecked' }) {
  const { refresh, signOut } = useSession();
  const who = useSignedIn();
  const [leaving, setLeaving] = useState(false);
  const user = who?.user;
  return (
    <AuthCard title="Accès refusé">
      <div role="alert" className="no-role">
        {user ? (
          <p>
            Vous êtes connecté{' '}
            {user.name && user.name !== user.email ? (
              <>
                en tant que <strong>{user.name}</strong> (<span className="email">{user.email}</span>)
              </>
            ) : (
              <>
                avec l’adresse <strong className="email">{user.email}</strong>
              </>
            )}
            .
          </p>
        ) : null}
        {reason === 'no-role' ? (
          <>
            <p>Ce compte n’a pas encore de rôle dans l’administration du site.</p>
            <p className="notice info">
              Demandez à un administrateur de vous attribuer un rôle (éditeur ou administrateur), puis cliquez
              sur « Réessayer ».
            </p>
          </>
        ) : (
          <p className="notice warning">
            Vos permissions n’ont pas pu être vérifiées (serveur injoignable ou trop lent). Réessayez dans un
            instant.
          </p>
        )}
      </div>
      <div className="no-role-actions">
        <button
          type="button"
          className="btn primary block"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          {leaving ? 'Déconnexion...' : 'Se déconnecter'}
        </button>
        <button type="button" className="btn block" onClick={() => void refresh()}>
          Réessayer
        </button>
      </div>
      <p className="auth-links">
        <a href="/">Retour au site</a>
      </p>
    </AuthCard>
  );
}
