import { useContext, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import clsx from 'clsx';
import { AlertCircle, FileText, Upload, X } from 'lucide-react';
import * as styles from './FileInput.css';
import { isAccepted, typeNames } from './accept';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import { FieldContext, useFieldControl } from '../FormField/FieldContext';
import { useMessages } from '../../i18n/context';
import { fileInputEn } from './FileInput.messages';
import { mergeIds } from '../../internal/mergeIds';

export interface FileRejection {
  file: File;
  reason: 'type' | 'size' | 'empty' | 'count';
  /** The sentence shown to the customer, naming the file. */
  message: string;
}

export interface FileInputProps {
  /** Accepted types: MIME types ("application/pdf"), wildcards ("image/*") or extensions (".pdf"). */
  accept: readonly string[];
  /** Largest accepted size in bytes, e.g. `5 * 1024 * 1024`. */
  maxSize?: number;
  /** Allow several files; then `maxFiles` caps them. */
  multiple?: boolean;
  maxFiles?: number;
  /** How to name the types in messages; derived from `accept` by default ("PDF, JPG or PNG"). */
  typeLabels?: readonly string[];
  /** The chosen files (controlled). */
  value?: readonly File[];
  defaultValue?: readonly File[];
  onChange?: (files: File[]) => void;
  /** Called with the files refused by the latest choice (each is also shown with its reason). */
  onReject?: (rejections: FileRejection[]) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

const same = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Documents for KYC and payments: a real file input styled as a button, plus a drop zone. Type,
 * size and count are checked at once, and every refused file gets its own message; nothing is
 * dropped silently. Chosen files are listed with a remove button each.
 */
export function FileInput(props: FileInputProps) {
  const {
    accept,
    maxSize,
    multiple = false,
    maxFiles = multiple ? Infinity : 1,
    typeLabels,
    onChange,
    onReject,
    disabled,
    className,
  } = props;
  const { messages } = useMessages(fileInputEn);
  const inField = useContext(FieldContext) !== null;
  const autoId = useId();
  const field = useFieldControl<{
    id?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
    'aria-required'?: boolean;
  }>({
    id: props.id,
    'aria-describedby': props['aria-describedby'],
  });
  const id = field.id ?? `file-${autoId}`;
  const [inner, setInner] = useState<readonly File[]>(props.defaultValue ?? []);
  const chosen = props.value ?? inner;
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [news, setNews] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const types = typeLabels ?? typeNames(accept);

  const update = (next: File[]) => {
    if (props.value === undefined) setInner(next);
    onChange?.(next);
  };

  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const refused: FileRejection[] = [];
    const fresh: File[] = [];
    for (const file of incoming) {
      const reject = (reason: FileRejection['reason'], text: string) =>
        refused.push({ file, reason, message: `${file.name}: ${text}` });
      if (!isAccepted(file, accept)) reject('type', messages.fileWrongType(types));
      else if (maxSize !== undefined && file.size > maxSize)
        reject('size', messages.fileTooLarge(maxSize));
      else if (file.size === 0) reject('empty', messages.fileEmpty);
      else if (!chosen.some((c) => same(c, file)) && !fresh.some((c) => same(c, file)))
        fresh.push(file);
    }
    let next = multiple
      ? [...chosen, ...fresh]
      : fresh.length
        ? [fresh[fresh.length - 1]!]
        : [...chosen];
    if (!multiple)
      fresh.slice(0, -1).forEach((file) =>
        refused.push({
          file,
          reason: 'count',
          message: `${file.name}: ${messages.fileTooMany(1)}`,
        }),
      );
    if (next.length > maxFiles) {
      next.slice(maxFiles).forEach((file) =>
        refused.push({
          file,
          reason: 'count',
          message: `${file.name}: ${messages.fileTooMany(maxFiles)}`,
        }),
      );
      next = next.slice(0, maxFiles);
    }
    setRejections(refused);
    if (refused.length) onReject?.(refused);
    const added = next.filter((f) => !chosen.includes(f));
    if (added.length || next.length !== chosen.length) update(next);
    setNews(added.map((f) => messages.fileAdded(f.name)).join(' '));
  };

  const remove = (index: number) => {
    const file = chosen[index]!;
    update(chosen.filter((_, i) => i !== index));
    setNews(messages.fileRemoved(file.name));
    // Focus goes to the next file's remove button, or back to the input: never to the page.
    const buttons = list.current?.querySelectorAll('button');
    const target = buttons?.[index + 1] ?? buttons?.[index - 1];
    (target ?? input.current)?.focus();
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    // Clears the native list so the same file can be chosen again after removing it.
    event.target.value = '';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files ?? []));
  };

  const reqId = `${id}-requirements`;
  const errorsId = `${id}-errors`;
  const filesLabel = messages.fileChosen;
  return (
    <div className={clsx(styles.root, className)}>
      <div
        className={styles.zone}
        data-dragging={dragging}
        data-invalid={rejections.length > 0 || field['aria-invalid'] === true}
        data-disabled={disabled}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className={styles.pick}>
          <input
            ref={input}
            type="file"
            id={id}
            className={styles.input}
            accept={accept.join(',')}
            multiple={multiple}
            disabled={disabled}
            aria-label={props['aria-label'] ?? (inField ? undefined : messages.fileChoose)}
            aria-describedby={mergeIds(
              field['aria-describedby'],
              reqId,
              rejections.length ? errorsId : undefined,
            )}
            aria-invalid={rejections.length > 0 || field['aria-invalid'] ? true : undefined}
            aria-required={field['aria-required']}
            onChange={onInput}
          />
          <span className={styles.button} aria-hidden="true">
            <Upload size={18} />
            {multiple ? messages.fileChooseMany : messages.fileChoose}
          </span>
        </span>
        <span className={styles.dropHint} aria-hidden="true">
          {messages.fileDropHint}
        </span>
        <p id={reqId} className={styles.requirements}>
          {messages.fileRequirements(types, maxSize)}
        </p>
      </div>
      <div id={errorsId} role="alert" className={styles.errors}>
        {rejections.map((r, i) => (
          <p key={i} className={styles.error}>
            <AlertCircle size={16} aria-hidden="true" />
            <span>
              <VisuallyHidden>{messages.errorPrefix}</VisuallyHidden> {r.message}
            </span>
          </p>
        ))}
      </div>
      <VisuallyHidden role="status">{news}</VisuallyHidden>
      {chosen.length > 0 && (
        <ul ref={list} className={styles.files} aria-label={filesLabel}>
          {chosen.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
              <FileText size={18} aria-hidden="true" />
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{messages.fileSize(file.size)}</span>
              <IconButton
                size="sm"
                label={messages.fileRemove(file.name)}
                icon={<X size={18} aria-hidden="true" />}
                onClick={() => remove(index)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
