/**
 * Form state that survives errors: values stay as typed; a 400 answer fills `errors` field by field
 * (the server's French messages) and `message` for the whole form.
 */
import { useCallback, useState } from 'react';
import { ApiError, type FieldErrors } from '../api.ts';
import type { FormMessageValue } from '../components/form/Field.tsx';

export function useForm<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<FormMessageValue>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name as string]) return e;
      const { [name as string]: _, ...rest } = e;
      return rest;
    });
  }, []);
  const submit = async <R>(action: () => Promise<R>, success?: string): Promise<R | undefined> => {
    setSubmitting(true);
    setMessage(null);
    try {
      const result = await action();
      setErrors({});
      if (success) setMessage({ kind: 'success', text: success });
      return result;
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fieldErrors);
      setMessage({ kind: 'error', text: failure(e) });
      return undefined;
    } finally {
      setSubmitting(false);
    }
  };
  /** Props of a text field bound to the value `name` (its label and error added by the caller). */
  const bind = <K extends { [P in keyof T]: T[P] extends string ? P : never }[keyof T]>(name: K) => ({
    name: name as string,
    value: values[name] as string,
    onChange: (x: string) => set(name, x as T[K]),
    error: errors[name as string],
  });
  return { values, setValues, set, bind, errors, setErrors, message, setMessage, submitting, submit };
}

/** The whole form's message for a failed submission. */
function failure(e: unknown): string {
  if (!(e instanceof ApiError)) return String(e);
  return Object.keys(e.fieldErrors).length > 0
    ? 'Le formulaire contient des erreurs : corrigez les champs signalés.'
    : e.message;
}

/** What `useForm` gives a screen, for the parts of a form split into components. */
export type FormState<T extends Record<string, unknown>> = ReturnType<typeof useForm<T>>;
