/** E-mail with the spec's typo suggestion (« Vouliez-vous dire : … ? », clickable). */
import { suggestionEmail } from '../../core/validation/email.ts';
import { messageSuggestion } from '../../core/validation/messages.ts';
import { TextField } from './fields.tsx';

export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const suggestion = value.includes('@') ? suggestionEmail(value) : null;
  return (
    <>
      <TextField
        id="email"
        label="Adresse e-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={300}
        placeholder="prenom.nom@exemple.fr"
        value={value}
        onChange={onChange}
        error={error}
      />
      {suggestion && (
        <p className="sim-suggestion" aria-live="polite">
          <button type="button" className="sim-link" onClick={() => onChange(suggestion)}>
            {messageSuggestion(suggestion)}
          </button>
        </p>
      )}
    </>
  );
}
