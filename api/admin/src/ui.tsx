/** Shared pieces of the admin screens: data loading, forms with French field errors, tables, formats. */

import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { dateLongue } from '../../../src/core/apl/format.ts';
import { META_DESCRIPTION_MAX } from '../../../src/lib/seo.ts';
import { ApiError, api, type FieldErrors } from './api.ts';

// ───────────── Data ─────────────

export function useLoad<T>(path: string | null) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick forces a reload
  useEffect(() => {
    if (!path) return;
    let live = true;
    setLoading(true);
    api
      .get<T>(path)
      .then((d) => {
        if (live) {
          setData(d);
          setError(null);
        }
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof ApiError ? e : new ApiError(0, 'ERREUR', String(e)));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [path, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload, setData };
}

export function Loading({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function ErrorBox({ error }: { error: ApiError | Error | null }) {
  if (!error) return null;
  return (
    <div className="notice error" role="alert">
      {error.message}
    </div>
  );
}

export function Notice({
  kind = 'info',
  children,
}: {
  kind?: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
}) {
  return (
    <div className={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** Loading / error / content, in one place. */
export function Loaded<T>({
  state,
  children,
}: {
  state: { data: T | null; error: ApiError | null; loading: boolean };
  children: (data: T) => ReactNode;
}) {
  if (state.error && !state.data) return <ErrorBox error={state.error} />;
  if (!state.data) return <Loading />;
  return <>{children(state.data)}</>;
}

export function PageHeader({
  title,
  children,
  description,
}: {
  title: string;
  children?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        {description ? <p className="muted">{description}</p> : null}
      </div>
      {children ? <div className="actions">{children}</div> : null}
    </div>
  );
}

// ───────────── Forms ─────────────

/**
 * Form state that survives errors: values stay as typed; a 400 answer fills `errors` field by field
 * (the server's French messages) and `message` for the whole form.
 */
export function useForm<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name as string]) return e;
      const { [name as string]: _, ...rest } = e;
      return rest;
    });
  }, []);
  const submit = async <R,>(action: () => Promise<R>, success?: string): Promise<R | undefined> => {
    setSubmitting(true);
    setMessage(null);
    try {
      const result = await action();
      setErrors({});
      if (success) setMessage({ kind: 'success', text: success });
      return result;
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.fieldErrors);
        setMessage({
          kind: 'error',
          text:
            Object.keys(e.fieldErrors).length > 0
              ? 'Le formulaire contient des erreurs : corrigez les champs signalés.'
              : e.message,
        });
      } else setMessage({ kind: 'error', text: String(e) });
      return undefined;
    } finally {
      setSubmitting(false);
    }
  };
  return { values, setValues, set, errors, setErrors, message, setMessage, submitting, submit };
}

type FieldProps = {
  label: string;
  error?: string[] | undefined;
  hint?: ReactNode;
  children: (id: string, describedBy: string | undefined) => ReactNode;
};

export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  const describedBy = [error?.length ? errId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error?.length ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(id, describedBy)}
      {hint ? (
        <small id={hintId} className="hint">
          {hint}
        </small>
      ) : null}
      {error?.length ? (
        <p id={errId} className="field-error" role="alert">
          {error.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput(props: {
  label: string;
  value: string | null | undefined;
  onChange: (v: string) => void;
  error?: string[] | undefined;
  hint?: ReactNode;
  type?: string;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  return (
    <Field label={props.label} error={props.error} hint={props.hint}>
      {(id, describedBy) => (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value ?? ''}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          aria-invalid={props.error?.length ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function TextArea(props: {
  label: string;
  value: string | null | undefined;
  onChange: (v: string) => void;
  error?: string[] | undefined;
  hint?: ReactNode;
  rows?: number;
  name?: string;
  mono?: boolean;
}) {
  return (
    <Field label={props.label} error={props.error} hint={props.hint}>
      {(id, describedBy) => (
        <textarea
          id={id}
          name={props.name}
          rows={props.rows ?? 4}
          className={props.mono ? 'mono' : undefined}
          value={props.value ?? ''}
          aria-invalid={props.error?.length ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function Select<V extends string>(props: {
  label: string;
  value: V;
  onChange: (v: V) => void;
  options: ReadonlyArray<readonly [V, string]>;
  error?: string[] | undefined;
  name?: string;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(id, describedBy) => (
        <select
          id={id}
          name={props.name}
          value={props.value}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value as V)}
        >
          {props.options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Checkbox(props: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  name?: string;
  hideLabel?: boolean;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />{' '}
      <span className={props.hideLabel ? 'sr-only' : undefined}>{props.label}</span>
    </label>
  );
}

export function FormMessage({ message }: { message: { kind: 'success' | 'error'; text: string } | null }) {
  if (!message) return null;
  return <Notice kind={message.kind}>{message.text}</Notice>;
}

/** Text (possibly empty) → number or null; keeps what was typed in the input itself. */
export const toNumber = (s: string): number | null => {
  const t = s.trim().replace(/\s/g, '').replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
};

// ───────────── Formats ─────────────

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const integer = new Intl.NumberFormat('fr-FR');

export const fmtDateTime = (iso: string | number | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '—';
/** « 1er octobre 2025 », as the public pages write dates (src/core/apl/format.ts). */
export const fmtDate = (iso: string | null | undefined) => (iso ? dateLongue(iso.slice(0, 10)) : '—');
export const fmtInt = (n: number | null | undefined) => (n == null ? '—' : integer.format(n));
export const fmtEuros = (n: number | null | undefined) => (n == null ? '—' : `${integer.format(n)} €`);
export function fmtBytes(n: number | null | undefined): string {
  if (n == null) return '—';
  if (n < 1024) return `${n} o`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1).replace('.', ',')} Ko`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;
  return `${(n / 1024 ** 3).toFixed(2).replace('.', ',')} Go`;
}
export const fmtDuration = (ms: number | null | undefined) =>
  ms == null ? '—' : `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

export const STATUS_LABELS: Record<string, string> = {
  draft: 'Brouillon',
  published: 'Publié',
  archived: 'Archivé',
  new: 'Nouveau',
  handled: 'Traité',
  sent: 'Envoyé',
  outbox: "Boîte d'envoi locale",
  error: 'Erreur',
  queued: 'En attente',
  running: 'En cours',
  success: 'Réussie',
  failed: 'Échouée',
};

export function Badge({ status }: { status: string }) {
  return <span className={`badge badge-${status}`}>{STATUS_LABELS[status] ?? status}</span>;
}

export type FaqItem = { question: string; answer: string };

/** The question/answer list of a city page or a guide: edit, remove, add; errors keyed `faq.<i>.<field>`. */
export function FaqEditor(props: {
  title: string;
  items: FaqItem[];
  onChange: (items: FaqItem[]) => void;
  errors: Record<string, string[] | undefined>;
}) {
  const { items, onChange, errors } = props;
  const update = (i: number, patch: Partial<FaqItem>) =>
    onChange(items.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <div className="card">
      <h2>{props.title}</h2>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
        <div key={i} className="faq-row">
          <TextInput
            label={`Question ${i + 1}`}
            value={item.question}
            onChange={(x) => update(i, { question: x })}
            error={errors[`faq.${i}.question`]}
          />
          <TextArea
            label={`Réponse ${i + 1}`}
            rows={3}
            value={item.answer}
            onChange={(x) => update(i, { answer: x })}
            error={errors[`faq.${i}.answer`]}
          />
          <button
            type="button"
            className="btn small danger"
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            Retirer
          </button>
        </div>
      ))}
      {errors.faq ? <p className="field-error">{errors.faq.join(' ')}</p> : null}
      <button
        type="button"
        className="btn"
        onClick={() => onChange([...items, { question: '', answer: '' }])}
      >
        Ajouter une question
      </button>
    </div>
  );
}

/**
 * The SEO title and description of a page, with counters: the public site cuts descriptions at
 * META_DESCRIPTION_MAX characters (spec §9), so the counter says where the cut falls.
 */
export function SeoFields(props: {
  title: string;
  description: string;
  onTitle: (v: string) => void;
  onDescription: (v: string) => void;
  errors: Record<string, string[] | undefined>;
}) {
  return (
    <>
      <TextInput
        label="Titre SEO"
        name="metaTitle"
        value={props.title}
        onChange={props.onTitle}
        error={props.errors.metaTitle}
        hint={`${props.title.length}/70`}
      />
      <TextArea
        label="Description SEO"
        name="metaDescription"
        rows={3}
        value={props.description}
        onChange={props.onDescription}
        error={props.errors.metaDescription}
        hint={`${props.description.length}/${META_DESCRIPTION_MAX} (au-delà, coupée sur le site)`}
      />
    </>
  );
}
