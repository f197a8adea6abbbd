/** /admin/reset-password: the e-mail of the account, to receive a link. */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { AuthCard } from './AuthCard.tsx';

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
