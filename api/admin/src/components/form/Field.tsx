/** A labelled field with its hint and its French error, linked to the input by aria-describedby. */
import { type ReactNode, useId } from 'react';

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

/** The message of a whole form, success or error. */
export type FormMessageValue = { kind: 'success' | 'error'; text: string } | null;
