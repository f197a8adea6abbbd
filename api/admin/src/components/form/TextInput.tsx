/** One-line and multi-line text fields. */
import type { ReactNode } from 'react';
import { Field } from './Field.tsx';
import { markdownBoldKey } from './markdownBold.ts';

type TextProps = {
  label: string;
  value: string | null | undefined;
  onChange: (v: string) => void;
  error?: string[] | undefined;
  hint?: ReactNode;
  name?: string;
};

export function TextInput(
  props: TextProps & { type?: string; placeholder?: string; autoComplete?: string; maxLength?: number },
) {
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

/** `markdown`: Ctrl/Cmd+B wraps the selection in ** ** (and never reaches the sidebar). */
export function TextArea(props: TextProps & { rows?: number; mono?: boolean; markdown?: boolean }) {
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
          onKeyDown={props.markdown ? (e) => markdownBoldKey(e, props.onChange) : undefined}
        />
      )}
    </Field>
  );
}
