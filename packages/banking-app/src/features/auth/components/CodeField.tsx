import { FormField, TextInput } from '@bank/ui';
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

/** The one field of a code screen: digits only keyboard and SMS autofill for a code. */
export function CodeField({ id, label, hint, error, value, onChange, kind = 'code' }: CodeFieldProps) {
  return (
    <FormField label={label} id={id} hint={hint} error={error} required>
      <TextInput
        name={kind === 'code' ? 'otp' : 'recovery_code'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={kind === 'code' ? 'one-time-code' : 'off'}
        inputMode={kind === 'code' ? 'numeric' : 'text'}
        spellCheck={false}
        autoCapitalize={kind === 'recovery' ? 'characters' : 'off'}
        maxLength={kind === 'code' ? 9 : 13}
        wrapperClassName={kind === 'code' ? styles.code : styles.recovery}
      />
    </FormField>
  );
}
