import { FormField, OtpInput, TextInput } from '@bank/ui';
import * as styles from './CodeField.css';

interface CodeFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** A six-digit code (numeric keyboard, one-time-code autofill) or a recovery code. */
  kind?: 'code' | 'recovery';
}

/** The one field of a code screen: the OtpInput for a six-digit code, a text field for a recovery code. */
export function CodeField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  kind = 'code',
}: CodeFieldProps) {
  return (
    <FormField label={label} id={id} hint={hint} error={error} required>
      {kind === 'code' ? (
        <OtpInput name="otp" value={value} onChange={onChange} />
      ) : (
        <TextInput
          name="recovery_code"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={13}
          wrapperClassName={styles.recovery}
        />
      )}
    </FormField>
  );
}
