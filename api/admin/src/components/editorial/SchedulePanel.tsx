/**
 * « Programmer »: publish or unpublish the item at a Paris date and time (sent as an instant with its
 * offset), run by the publisher; the actions scheduled, each with « Annuler ».
 */
import { useState } from 'react';
import type { ScheduleAction, ScheduleBody, ScheduleRow } from '../../../../routes/admin/editorial.ts';
import { type ApiError, api } from '../../api.ts';
import { Select } from '../form/Select.tsx';
import { ErrorBox } from '../status.tsx';
import { fmtWhen, isoToParisLocal, parisLocalToIso } from './time.ts';

const ACTIONS = { publish: 'Publication', unpublish: 'Dépublication' } as const;

/** A request on the schedules (add, cancel), one at a time, then the list read again; its error shown. */
function useScheduleCall(onChange: () => Promise<void>) {
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [busy, setBusy] = useState(false);
  const call = async (task: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
      await onChange();
      return true;
    } catch (e) {
      setError(e as ApiError);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, call };
}

type ScheduleCall = ReturnType<typeof useScheduleCall>;

/** The action and the Paris date and time, scheduled by the button or by Enter. */
function ScheduleForm({ path, busy, call, setError }: { path: string } & ScheduleCall) {
  const [action, setAction] = useState<ScheduleAction>('publish');
  const [when, setWhen] = useState('');
  const submit = async () => {
    const runAt = parisLocalToIso(when);
    if (!runAt) {
      setError(new Error('Choisissez une date et une heure.'));
      return;
    }
    if (await call(() => api.post(`${path}/schedules`, { action, runAt } satisfies ScheduleBody)))
      setWhen('');
  };
  return (
    // A form of its own would nest in the editor's form: the fields are grouped, sent by the button.
    <div className="schedule-form">
      <Select
        label="Action"
        name="scheduleAction"
        value={action}
        onChange={(x) => setAction(x as ScheduleAction)}
        options={[
          ['publish', 'Publier'],
          ['unpublish', 'Dépublier'],
        ]}
      />
      <div className="field">
        <label htmlFor="schedule-when">Date et heure (heure de Paris)</label>
        <input
          id="schedule-when"
          type="datetime-local"
          value={when}
          min={isoToParisLocal(new Date())}
          onChange={(e) => setWhen(e.target.value)}
          onKeyDown={(e) => {
            // Enter schedules, rather than submitting the editor's form around.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void submit();
          }}
        />
      </div>
      <button type="button" className="btn" disabled={busy} onClick={() => void submit()}>
        Programmer
      </button>
    </div>
  );
}

/** The actions scheduled, each with « Annuler ». */
function ScheduleList({
  path,
  schedules,
  busy,
  call,
}: { path: string; schedules: ScheduleRow[] } & Pick<ScheduleCall, 'busy' | 'call'>) {
  if (schedules.length === 0) return <p className="muted">Aucune action programmée.</p>;
  return (
    <ul className="schedule-list">
      {schedules.map((s) => (
        <li key={s.id}>
          <span>
            {ACTIONS[s.action]} le {fmtWhen(s.runAt)}
          </span>
          <button
            type="button"
            className="btn small"
            disabled={busy}
            aria-label={`Annuler la ${ACTIONS[s.action].toLowerCase()} du ${fmtWhen(s.runAt)}`}
            onClick={() => void call(() => api.del(`${path}/schedules/${s.id}`))}
          >
            Annuler
          </button>
        </li>
      ))}
    </ul>
  );
}

export function SchedulePanel({
  path,
  schedules,
  onChange,
}: {
  path: string;
  schedules: ScheduleRow[];
  /** After a schedule is added or cancelled: read the list again. */
  onChange: () => Promise<void>;
}) {
  const scheduling = useScheduleCall(onChange);
  return (
    <section className="card schedules" aria-labelledby="programmer">
      <h2 id="programmer">Programmer</h2>
      <ScheduleForm path={path} {...scheduling} />
      <ErrorBox error={scheduling.error} />
      <ScheduleList path={path} schedules={schedules} busy={scheduling.busy} call={scheduling.call} />
    </section>
  );
}
