/** A labelled select from [value, label] pairs, and a checkbox. */
import { Field } from './Field.tsx';

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
