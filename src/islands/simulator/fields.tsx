/** Accessible form fields: every input labelled, its hint and error tied to it with aria-describedby. */
import type { ReactNode } from 'react';

type Common = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
};

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p className="sim-error" id={`${id}-error`}>
      {error}
    </p>
  );
}

export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  suffix,
  max,
  placeholder,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'date' | 'month';
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal';
  autoComplete?: string;
  maxLength?: number;
  suffix?: string;
  max?: string;
  placeholder?: string;
}) {
  return (
    <div className={`sim-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="sim-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="sim-input-wrap">
        <input
          id={id}
          name={id}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          max={max}
          placeholder={placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => onChange(e.target.value)}
        />
        {suffix && (
          <span className="sim-suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export type Option<T> = { value: T; label: ReactNode; hint?: ReactNode };

export function RadioGroup<T extends string | number | boolean>({
  id,
  label,
  hint,
  error,
  options,
  value,
  onChange,
}: Common & { options: ReadonlyArray<Option<T>>; value: T | undefined; onChange: (value: T) => void }) {
  return (
    <fieldset
      className={`sim-field sim-radios${error ? ' has-error' : ''}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend>{label}</legend>
      {hint && (
        <p className="sim-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="sim-options">
        {options.map((o) => {
          const optionId = `${id}-${String(o.value)}`;
          return (
            <label
              key={optionId}
              htmlFor={optionId}
              className={`sim-option${value === o.value ? ' is-checked' : ''}`}
            >
              <input
                type="radio"
                id={optionId}
                name={id}
                checked={value === o.value}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(o.value)}
              />
              <span>
                {o.label}
                {o.hint && <small>{o.hint}</small>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** « 450,50 » or « 1 200 » → 450.5 / 1200; empty → undefined; anything else → NaN (invalid). */
export function parseAmount(text: string): number | undefined {
  const clean = text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  if (clean === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : Number.NaN;
}

export function formatAmountInput(n: number | undefined): string {
  return n === undefined || Number.isNaN(n) ? '' : String(n).replace('.', ',');
}
