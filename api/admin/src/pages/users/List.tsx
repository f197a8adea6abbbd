/** Users and roles (admins only): list, change roles, delete; the invitation form below. */
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { RolesBody, UserList as UserListAnswer, UserRow } from '../../../../routes/admin/users.ts';
import { type ApiError, api } from '../../api.ts';
import { Checkbox } from '../../components/form/Select.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorBox, Loaded } from '../../components/status.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtDateTime } from '../../lib/format.ts';
import { useCurrentSession } from '../../session.tsx';
import { InviteForm } from './InviteForm.tsx';

type Role = RolesBody['roles'][number];
const ROLE_LABELS: Record<string, string> = { admin: 'Administrateur', editor: 'Éditeur' };
const ROLES: Role[] = ['admin', 'editor'];

/**
 * Roles are in force once the address is confirmed; until then, those of the invitation. An account without
 * any role (a public sign-up) gets one only by an invitation, which replaces its password (issue 26).
 */
function Roles({ u, onRoles }: { u: UserRow; onRoles: (u: UserRow, roles: Role[]) => void }) {
  const roles = u.roles as Role[];
  if (!u.emailVerified)
    return (
      <span className="muted">
        Adresse non confirmée
        {roles.length > 0 ? ` — invité(e) : ${roles.map((r) => ROLE_LABELS[r] ?? r).join(', ')}` : ''}
      </span>
    );
  // No invitation opened this account: its password may be anyone's, so a role goes only through one.
  if (roles.length === 0)
    return <span className="muted">Sans rôle — invitez l’adresse pour lui en donner un</span>;
  return (
    <span className="row-actions">
      {ROLES.map((r) => (
        <Checkbox
          key={r}
          label={ROLE_LABELS[r] as string}
          checked={roles.includes(r)}
          onChange={(on) => onRoles(u, on ? [...roles, r] : roles.filter((x) => x !== r))}
        />
      ))}
    </span>
  );
}

type Actions = { me: string; onRoles: (u: UserRow, roles: Role[]) => void; onDelete: (u: UserRow) => void };

function columns({ me, onRoles, onDelete }: Actions): ColumnDef<UserRow, unknown>[] {
  return [
    { accessorKey: 'name', header: 'Nom' },
    { accessorKey: 'email', header: 'E-mail' },
    { id: 'roles', header: 'Rôles', cell: (c) => <Roles u={c.row.original} onRoles={onRoles} /> },
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
        c.row.original.id === me ? (
          <span className="muted">vous</span>
        ) : (
          <button type="button" className="btn small danger" onClick={() => onDelete(c.row.original)}>
            Supprimer
          </button>
        ),
    },
  ];
}

export function UserList() {
  const me = useCurrentSession();
  const state = useLoad<UserListAnswer>('/api/admin/users');
  const [error, setError] = useState<ApiError | null>(null);
  const attempt = async (action: () => Promise<unknown>) => {
    try {
      await action();
      state.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  const onRoles = (u: UserRow, roles: Role[]) => {
    setError(null);
    void attempt(() => api.put(`/api/admin/users/${u.id}/roles`, { roles } satisfies RolesBody));
  };
  const onDelete = (u: UserRow) => {
    if (!window.confirm(`Supprimer le compte ${u.email} ?`)) return;
    void attempt(() => api.del(`/api/admin/users/${u.id}`));
  };
  return (
    <>
      <PageHeader
        title="Utilisateurs"
        description="Un compte sans rôle ne voit pas l'administration. Éditeur : contenu ; administrateur : tout, dont les données personnelles des visiteurs."
      />
      <ErrorBox error={error} />
      <Loaded state={state}>
        {(d) => <DataTable data={d.items} columns={columns({ me: me.user.id, onRoles, onDelete })} />}
      </Loaded>
      <InviteForm onInvited={state.reload} />
    </>
  );
}
