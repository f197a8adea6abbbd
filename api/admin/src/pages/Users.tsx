/** Users and roles (admins only): list, invite someone with a role, change roles, delete. */
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { type ApiError, api } from '../api.ts';
import { useCurrentSession } from '../session.tsx';
import { DataTable } from '../table.tsx';
import {
  Checkbox,
  ErrorBox,
  FormMessage,
  fmtDateTime,
  Loaded,
  PageHeader,
  TextInput,
  useForm,
  useLoad,
} from '../ui.tsx';

type User = {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  /** Whether the owner proved the address; until then no role is in force. */
  emailVerified: boolean;
  roles: string[];
  lastSeen: string | null;
};

const ROLE_LABELS: Record<string, string> = { admin: 'Administrateur', editor: 'Éditeur' };

export function UserList() {
  const me = useCurrentSession();
  const state = useLoad<{ items: User[] }>('/api/admin/users');
  const [error, setError] = useState<ApiError | null>(null);
  const form = useForm({ name: '', email: '', admin: false });

  const setRoles = async (u: User, roles: string[]) => {
    try {
      setError(null);
      await api.put(`/api/admin/users/${u.id}/roles`, { roles });
      state.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  const create = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await form.submit(
      () =>
        api.post('/api/admin/users', {
          name: form.values.name,
          email: form.values.email,
          roles: [form.values.admin ? 'admin' : 'editor'],
        }),
      'Invitation envoyée : la personne choisit son mot de passe depuis le lien reçu, son rôle s’applique alors.',
    );
    if (ok) {
      form.setValues({ name: '', email: '', admin: false });
      state.reload();
    }
  };
  const columns: ColumnDef<User, unknown>[] = [
    { accessorKey: 'name', header: 'Nom' },
    { accessorKey: 'email', header: 'E-mail' },
    {
      id: 'roles',
      header: 'Rôles',
      cell: (c) => {
        const u = c.row.original;
        if (!u.emailVerified)
          return (
            <span className="muted">
              Adresse non confirmée
              {u.roles.length > 0
                ? ` — invité(e) : ${u.roles.map((r) => ROLE_LABELS[r] ?? r).join(', ')}`
                : ''}
            </span>
          );
        return (
          <span className="row-actions">
            {(['admin', 'editor'] as const).map((r) => (
              <Checkbox
                key={r}
                label={ROLE_LABELS[r] as string}
                checked={u.roles.includes(r)}
                onChange={(on) => setRoles(u, on ? [...u.roles, r] : u.roles.filter((x) => x !== r))}
              />
            ))}
          </span>
        );
      },
    },
    { accessorKey: 'createdAt', header: 'Créé le', cell: (c) => fmtDateTime(c.row.original.createdAt) },
    {
      accessorKey: 'lastSeen',
      header: 'Dernière activité',
      cell: (c) => fmtDateTime(c.row.original.lastSeen),
    },
    {
      id: 'actions',
      header: '',
      cell: (c) =>
        c.row.original.id === me.user.id ? (
          <span className="muted">vous</span>
        ) : (
          <button
            type="button"
            className="btn small danger"
            onClick={async () => {
              if (!window.confirm(`Supprimer le compte ${c.row.original.email} ?`)) return;
              try {
                await api.del(`/api/admin/users/${c.row.original.id}`);
                state.reload();
              } catch (e) {
                setError(e as ApiError);
              }
            }}
          >
            Supprimer
          </button>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Utilisateurs"
        description="Un compte sans rôle ne voit pas l'administration. Éditeur : contenu ; administrateur : tout, dont les données personnelles des visiteurs."
      />
      <ErrorBox error={error} />
      <Loaded state={state}>{(d) => <DataTable data={d.items} columns={columns} />}</Loaded>
      <form className="card narrow" onSubmit={create} noValidate>
        <h2>Inviter une personne</h2>
        <p className="muted">
          Un lien lui est envoyé pour choisir son mot de passe ; son rôle s’applique quand elle l’a fait
          (c’est ainsi qu’elle prouve que l’adresse est la sienne).
        </p>
        <TextInput
          label="Nom"
          name="name"
          value={form.values.name}
          onChange={(v) => form.set('name', v)}
          error={form.errors.name}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          value={form.values.email}
          onChange={(v) => form.set('email', v)}
          error={form.errors.email}
        />
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
    </>
  );
}
