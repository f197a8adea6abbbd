/** E-mail with the spec's typo suggestion (« Vouliez-vous dire : … ? », clickable). */
import { suggestionEmail } from '../../core/validation/email-suggestion.ts';
import { TextField } from './fields.tsx';
import { useT } from './locale.ts';

export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useT();
  const suggestion = value.includes('@') ? suggestionEmail(value) : null;
  return (
    <>
      <TextField
        id="email"
        label={t('sim.email.label')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={300}
        placeholder={t('sim.email.placeholder')}
        value={value}
        onChange={onChange}
        error={error}
      />
      {suggestion && (
        <p className="sim-suggestion" aria-live="polite">
          <button type="button" className="sim-link" data-pause onClick={() => onChange(suggestion)}>
            {t('sim.email.suggestion', { suggestion })}
          </button>
        </p>
      )}
    </>
  );
}
