/** /admin/login: e-mail and password; back to the page asked for once signed in. */
import type { FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { useSession } from '../../session.tsx';
import { AuthCard } from './AuthCard.tsx';

export function Login() {
  const { state, refresh } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const form = useForm({ email: '', password: '' });
  if (state.status === 'ok') return <Navigate to={from} replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await form.submit(() => api.post('/api/auth/sign-in/email', form.values));
    if (ok !== undefined) {
      await refresh();
      navigate(from, { replace: true });
    }
  };
  return (
    <AuthCard title="Connexion">
      {state.status === 'forbidden' ? (
        <p className="notice warning">
          Ce compte n'a pas accès à l'administration. Connectez-vous avec un compte administrateur ou éditeur.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={form.values.email}
          onChange={(v) => form.set('email', v)}
          error={form.errors.email}
        />
        <TextInput
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(v) => form.set('password', v)}
          error={form.errors.password}
        />
        <FormMessage message={form.message} />
        <button type="submit" className="btn primary block" disabled={form.submitting}>
          {form.submitting ? 'Connexion...' : 'Se connecter'}
        </button>
      </form>
      <p className="auth-links">
        <Link to="/reset-password">Mot de passe oublié ?</Link> · <a href="/">Retour au site</a>
      </p>
    </AuthCard>
  );
}
