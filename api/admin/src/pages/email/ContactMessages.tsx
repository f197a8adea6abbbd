/** The contact messages (admins): unhandled first, marked handled or reopened. */
import { useState } from 'react';
import type {
  MessageList,
  MessageQuery,
  MessageRow,
  MessageStatusBody,
} from '../../../../routes/admin/messages.ts';
import { type ApiError, api } from '../../api.ts';
import { Badge } from '../../components/Badge.tsx';
import { Select } from '../../components/form/Select.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ErrorBox, Loaded } from '../../components/status.tsx';
import { useListScreen } from '../../hooks/useListScreen.ts';
import { fmtDateTime } from '../../lib/format.ts';

type Status = NonNullable<MessageQuery['status']>;

export function ContactMessages() {
  const list = useListScreen<MessageList, { status: Status }>('/api/admin/contact/messages', {
    status: 'new',
  });
  const [error, setError] = useState<ApiError | null>(null);
  const mark = async (m: MessageRow, status: MessageStatusBody['status']) => {
    try {
      await api.post(`/api/admin/contact/messages/${m.id}/status`, { status } satisfies MessageStatusBody);
      list.state.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  return (
    <>
      <PageHeader title="Messages de contact" />
      <div className="filters">
        <Select
          label="Statut"
          value={list.draft.status}
          onChange={(s) => list.apply('status', s)}
          options={[
            ['new', 'Non traités'],
            ['handled', 'Traités'],
            ['all', 'Tous'],
          ]}
        />
      </div>
      <ErrorBox error={error} />
      <Loaded state={list.state}>
        {(d) =>
          d.items.length === 0 ? (
            <p className="empty">Aucun message.</p>
          ) : (
            <ul className="messages">
              {d.items.map((m) => (
                <MessageCard key={m.id} m={m} onMark={mark} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

function MessageCard({
  m,
  onMark,
}: {
  m: MessageRow;
  onMark: (m: MessageRow, status: MessageStatusBody['status']) => void;
}) {
  return (
    <li className="card">
      <p>
        <Badge status={m.status} /> <strong>{m.subject}</strong>
      </p>
      <p className="muted">
        {m.name} — <a href={`mailto:${m.email}`}>{m.email}</a> — {fmtDateTime(m.createdAt)}
      </p>
      <p className="message-body">{m.message}</p>
      {m.status === 'new' ? (
        <button type="button" className="btn primary small" onClick={() => onMark(m, 'handled')}>
          Marquer comme traité
        </button>
      ) : (
        <button type="button" className="btn small" onClick={() => onMark(m, 'new')}>
          Remettre en non traité
        </button>
      )}
    </li>
  );
}
