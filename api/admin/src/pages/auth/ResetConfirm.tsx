/** /admin/reset-password/confirm: a new password, from the link's token. */
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { AuthCard } from './AuthCard.tsx';

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
