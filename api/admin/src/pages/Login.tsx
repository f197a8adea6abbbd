/** /admin/login, /admin/reset-password and /admin/reset-password/confirm (outside the guard). */
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { useSession } from '../session.tsx';
import { FormMessage, TextInput, useForm } from '../ui.tsx';

function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <p className="brand">APL Simulateur — Administration</p>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

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

export function ResetRequest() {
  const form = useForm({ email: '' });
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await form.submit(() =>
      api.post<{ message: string }>('/api/auth/request-password-reset', form.values),
    );
    if (res) setDone(res.message);
  };
  return (
    <AuthCard title="Mot de passe oublié">
      {done ? (
        <p className="notice success" role="status">
          {done}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p className="muted">
            Indiquez l'email de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.
          </p>
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            value={form.values.email}
            onChange={(v) => form.set('email', v)}
            error={form.errors.email}
          />
          <FormMessage message={form.message} />
          <button type="submit" className="btn primary block" disabled={form.submitting}>
            Envoyer le lien
          </button>
        </form>
      )}
      <p className="auth-links">
        <Link to="/login">Retour à la connexion</Link>
      </p>
    </AuthCard>
  );
}

export function ResetConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({ newPassword: '', confirm: '' });
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.values.newPassword !== form.values.confirm) {
      form.setErrors({ confirm: ['Les mots de passe ne correspondent pas'] });
      return;
    }
    const res = await form.submit(() =>
      api.post<{ message: string }>('/api/auth/reset-password', {
        token,
        newPassword: form.values.newPassword,
      }),
    );
    if (res) setDone(res.message);
  };
  return (
    <AuthCard title="Nouveau mot de passe">
      {done ? (
        <p className="notice success" role="status">
          {done} <Link to="/login">Se connecter</Link>
        </p>
      ) : !token ? (
        <p className="notice error">Lien de réinitialisation invalide ou expiré.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <TextInput
            label="Nouveau mot de passe"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint="10 caractères au moins."
            value={form.values.newPassword}
            onChange={(v) => form.set('newPassword', v)}
            error={form.errors.newPassword ?? form.errors.token}
          />
          <TextInput
            label="Confirmez le mot de passe"
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={form.values.confirm}
            onChange={(v) => form.set('confirm', v)}
            error={form.errors.confirm}
          />
          <FormMessage message={form.message} />
          <button type="submit" className="btn primary block" disabled={form.submitting}>
            Enregistrer
          </button>
        </form>
      )}
    </AuthCard>
  );
}
