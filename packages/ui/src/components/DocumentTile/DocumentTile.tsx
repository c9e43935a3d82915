import type { ReactNode } from 'react';
import clsx from 'clsx';
import { AlertCircle, CheckCircle2, FileText, X } from 'lucide-react';
import * as styles from './DocumentTile.css';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { useMessages } from '../../i18n/context';
import { documentTileEn } from './DocumentTile.messages';

export interface DocumentTileProps {
  /** The file's name, as the customer chose it. */
  name: string;
  /** The kind of document in a word or two ("PDF", "JPEG image"). */
  type?: string;
  /** The size in bytes. */
  size?: number;
  /** `uploading` (with `progress`), `uploaded`, or `rejected` (with `error`). */
  status: 'uploading' | 'uploaded' | 'rejected';
  /** Percent sent so far, 0 to 100, while uploading. */
  progress?: number;
  /** Why the file was refused, saying what to do: "The file must be smaller than 5 MB". */
  error?: ReactNode;
  /** Offers "Replace" (choose another file); named "Replace <name>" for screen readers. */
  onReplace?: () => void;
  /** Offers a remove button, named "Remove <name>". */
  onRemove?: () => void;
  className?: string;
}

/**
 * One document on its way to the bank (identity checks, company documents): its name, type and
 * size, a determinate progress bar while it uploads, then "Uploaded" or why it was refused, with
 * Replace and Remove. Screen readers hear the outcome once, not every percent.
 */
export function DocumentTile({
  name,
  type,
  size,
  status,
  progress = 0,
  error,
  onReplace,
  onRemove,
  className,
}: DocumentTileProps) {
  const { messages } = useMessages(documentTileEn);
  const percent = Math.round(Math.min(Math.max(progress, 0), 100));
  const details = [type, size !== undefined ? messages.fileSize(size) : undefined]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={clsx(styles.tile, className)} data-status={status}>
      <span className={styles.icon}>
        <FileText size={20} aria-hidden="true" />
      </span>
      <div className={styles.body}>
        <bdi className={styles.name}>{name}</bdi>
        {details && <span className={styles.meta}>{details}</span>}
        {status === 'uploading' && (
          <div className={styles.progressRow}>
            <div
              role="progressbar"
              aria-label={messages.uploadProgress(name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={messages.uploadUploading(percent)}
              className={styles.bar}
            >
              <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
            </div>
            <span className={styles.percent} aria-hidden="true">
              {percent}%
            </span>
          </div>
        )}
        {/* Present from the start, so the outcome is announced when it arrives. */}
        <p role="status" className={styles.status}>
          {status === 'uploaded' && (
            <>
              <CheckCircle2 size={16} aria-hidden="true" className={styles.statusIcon} />
              {messages.uploadUploaded}
            </>
          )}
          {status === 'rejected' && (
            <>
              <AlertCircle size={16} aria-hidden="true" className={styles.statusIcon} />
              <span>
                {messages.uploadRejected}
                {error && <>: {error}</>}
              </span>
            </>
          )}
        </p>
      </div>
      {(onReplace || onRemove) && (
        <div className={styles.actions}>
          {onReplace && (
            <Button
              variant="tertiary"
              size="sm"
              onClick={onReplace}
              aria-label={messages.uploadReplaceNamed(name)}
            >
              {messages.uploadReplace}
            </Button>
          )}
          {onRemove && (
            <IconButton
              size="sm"
              label={messages.fileRemove(name)}
              icon={<X size={18} aria-hidden="true" />}
              onClick={onRemove}
            />
          )}
        </div>
      )}
    </div>
  );
}
