import { Download } from 'lucide-react';
import * as styles from './RecoveryCodes.css';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { useMessages } from '../../i18n/context';
import { recoveryCodesEn } from './RecoveryCodes.messages';

export interface RecoveryCodesProps {
  /** The single-use codes, as the server printed them. */
  codes: readonly string[];
  /** Name of the downloaded text file. */
  fileName?: string;
  /** A first line of the downloaded file, e.g. "Sadu Bank recovery codes for aisha@demo.bank". */
  fileHeading?: string;
}

/**
 * Recovery codes shown once: a numbered list in a monospaced, copy-friendly box, a button that
 * copies them all and one that downloads them as a text file. Tell the customer that each code
 * works once and that they will not be shown again.
 */
export function RecoveryCodes({
  codes,
  fileName = 'recovery-codes.txt',
  fileHeading,
}: RecoveryCodesProps) {
  const { messages } = useMessages(recoveryCodesEn);
  const text = codes.join('\n');
  const download = () => {
    const blob = new Blob([`${fileHeading ? `${fileHeading}\n\n` : ''}${text}\n`], {
      type: 'text/plain;charset=utf-8',
    });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className={styles.box}>
      <ol className={styles.list} aria-label={messages.recoveryCodesList} dir="ltr">
        {codes.map((code) => (
          <li key={code} className={styles.code}>
            {code}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <CopyButton value={text} label={messages.recoveryCodesCopy} />
        <Button
          variant="secondary"
          size="sm"
          icon={<Download size={18} aria-hidden="true" />}
          onClick={download}
        >
          {messages.recoveryCodesDownload}
        </Button>
      </div>
    </div>
  );
}
