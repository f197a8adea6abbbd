/** Invite someone with a role: a link lets them choose their password; the role applies once they have. */
import type { FormEvent } from 'react';
import type { NewUserBody } from '../../../../routes/admin/users.ts';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { Checkbox } from '../../components/form/Select.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { useForm } from '../../hooks/useForm.ts';

const BLANK = { name: '', email: '', admin: false };

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const form = useForm(BLANK);
  const create = async (e: FormEvent) => {
    e.preventDefault();
    const { name, email, admin } = form.values;
    const body: NewUserBody = { name, email, roles: [admin ? 'admin' : 'editor'] };
    const ok = await form.submit(
      () => api.post('/api/admin/users', body),
      'Invitation envoyée : la personne choisit son mot de passe depuis le lien reçu, son rôle s’applique alors.',
    );
    if (ok) {
      form.setValues(BLANK);
      onInvited();
    }
  };
  return (
    <form className="card narrow" onSubmit={create} noValidate>
      <h2>Inviter une personne</h2>
      <p className="muted">
        Un lien lui est envoyé pour choisir son mot de passe ; son rôle s’applique quand elle l’a fait (c’est
        ainsi qu’elle prouve que l’adresse est la sienne). Si l’adresse a déjà un compte sans rôle, son mot de
        passe est remplacé et ses sessions fermées : il a pu être choisi par quelqu’un d’autre.
      </p>
      <TextInput label="Nom" {...form.bind('name')} />
      <TextInput label="Email" {...form.bind('email')} type="email" />
      <Checkbox
        label="Administrateur (sinon éditeur)"
        checked={form.values.admin}
        onChange={(v) => form.set('admin', v)}
      />
      <FormMessage message={form.message} />
      <button type="submit" className="btn primary" disabled={form.submitting}>
        Envoyer l’invitation
      </button>
    </form>
  );
}
