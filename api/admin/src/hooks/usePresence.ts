/**
 * Who else has this page open in an editor (issue 30): while the editor is mounted, a heartbeat every
 * PRESENCE_HEARTBEAT_MS (and when the tab comes back to the front) says this editor is here and answers the
 * others; on leaving, this editor's presence is ended. A failed heartbeat keeps the last answer: the banner is
 * a courtesy, never a lock. The server forgets an editor 45 s after its last heartbeat.
 */
import { useEffect, useState } from 'react';
import type { PresenceAnswer, PresenceBody } from '../../../routes/admin/presence.ts';
import { api } from '../api.ts';

/** Kept in step with the server's PRESENCE_HEARTBEAT_MS (api/routes/admin/presence.ts). */
const HEARTBEAT_MS = 20_000;

const KINDS: Record<string, PresenceBody['kind']> = {
  articles: 'article',
  thematiques: 'guide',
  cities: 'city',
};

/** The item of an editor's API path (`/api/admin/articles/12`); null for another path or a new item. */
export function presenceItemOf(path: string | null): PresenceBody | null {
  const m = path ? /^\/api\/admin\/(articles|thematiques|cities)\/(\d+)$/.exec(path) : null;
  const kind = m?.[1] ? KINDS[m[1]] : undefined;
  return kind && m?.[2] ? { kind, id: Number(m[2]) } : null;
}

export type OtherEditor = PresenceAnswer['others'][number];

/** The other editors who have the item of `path` open now. */
export function usePresence(path: string | null): OtherEditor[] {
  const [others, setOthers] = useState<OtherEditor[]>([]);
  const item = presenceItemOf(path);
  const kind = item?.kind;
  const id = item?.id;
  useEffect(() => {
    if (!kind || !id) return;
    let alive = true;
    const beat = async () => {
      try {
        const answer = await api.post<PresenceAnswer>('/api/admin/presence', {
          kind,
          id,
        } satisfies PresenceBody);
        if (alive) setOthers(answer.others);
      } catch {
        // Keep the last answer: the server forgets everyone 45 s after their last heartbeat anyway.
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void beat();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      setOthers([]);
      api.del('/api/admin/presence', { kind, id } satisfies PresenceBody).catch(() => undefined);
    };
  }, [kind, id]);
  return others;
}
