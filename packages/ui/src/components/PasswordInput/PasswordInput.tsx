import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextInput, type TextInputProps } from '../TextInput';
import { IconButton } from '../IconButton';
import { useMessages } from '../../i18n/context';
import { passwordInputEn } from './PasswordInput.messages';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'endAdornment'> {
  /** `current-password` (login) or `new-password` (registration, reset). */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a show/hide toggle. The toggle keeps focus where it is and its name
 * says what it will do ("Show password" / "Hide password").
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput({ autoComplete = 'current-password', ...rest }, ref) {
    const [visible, setVisible] = useState(false);
    const { messages } = useMessages(passwordInputEn);
    return (
      <TextInput
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        endAdornment={
          <IconButton
            size="sm"
            label={visible ? messages.hidePassword : messages.showPassword}
            icon={
              visible ? (
                <EyeOff size={20} aria-hidden="true" />
              ) : (
                <Eye size={20} aria-hidden="true" />
              )
            }
            onClick={() => setVisible((v) => !v)}
          />
        }
        {...rest}
      />
    );
  },
);
