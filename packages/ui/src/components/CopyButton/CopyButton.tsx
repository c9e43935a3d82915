import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import clsx from 'clsx';
import * as styles from './CopyButton.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { Button, type ButtonProps } from '../Button';
import { useMessages } from '../../i18n/context';
import { copyButtonEn } from './CopyButton.messages';

export interface CopyButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'icon'> {
  /** The text put on the clipboard. */
  value: string;
  /** The button's label; "Copy" by default. Name what is copied when there are several: "Copy the secret key". */
  label?: string;
  /** Called after the text was copied (or could not be). */
  onCopied?: (ok: boolean) => void;
}

const RESET_MS = 3000;

/** Writes to the clipboard with the API, falling back to a hidden textarea where it is missing. */
async function writeClipboard(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Denied (no user activation, insecure context): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/**
 * Copies a value (a secret key, recovery codes, an IBAN) and says so: the label turns to "Copied"
 * for a few seconds and a polite live region announces it, or that copying failed.
 */
export function CopyButton({
  value,
  label,
  onCopied,
  variant = 'secondary',
  size = 'sm',
  'aria-label': ariaLabel,
  ...rest
}: CopyButtonProps) {
  const { messages } = useMessages(copyButtonEn);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await writeClipboard(value);
    setState(ok ? 'copied' : 'failed');
    onCopied?.(ok);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), RESET_MS);
  };

  return (
    <span className={styles.wrapper}>
      <Button
        variant={variant}
        size={size}
        icon={
          state === 'copied' ? (
            <Check size={18} aria-hidden="true" />
          ) : (
            <Copy size={18} aria-hidden="true" />
          )
        }
        onClick={() => void copy()}
        // A name that says what is copied must still contain the visible "Copied" (WCAG 2.5.3).
        aria-label={
          ariaLabel && state === 'copied' ? `${ariaLabel}: ${messages.copied}` : ariaLabel
        }
        {...rest}
      >
        {state === 'copied' ? messages.copied : (label ?? messages.copy)}
      </Button>
      <span role="status" className={clsx(styles.status, state !== 'failed' && visuallyHidden)}>
        {state === 'copied'
          ? messages.copiedAnnouncement
          : state === 'failed'
            ? messages.copyFailed
            : ''}
      </span>
    </span>
  );
}
