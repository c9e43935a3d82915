import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
} from 'react';
import clsx from 'clsx';
import * as styles from './Combobox.css';
import type { ComboboxProps } from './Combobox';
import { TextInput } from '../TextInput';
import { useMessages } from '../../i18n/context';
import { comboboxStandInEn } from './ComboboxStandIn.messages';
import { mergeIds } from '../../internal/mergeIds';
import { ChevronDownGlyph } from '../../internal/glyphs';

/** Something done in the stand-in that the real combobox must do again: typing, a key, a press. */
export type Gesture = { text: string } | { key: string; altKey: boolean } | { press: true };

/** What the person did in the stand-in, for the real combobox to carry on with. */
export interface Handover {
  /** The stand-in had focus when its code arrived. */
  focused: boolean;
  /** In order; typing in a row is one gesture, the text at its end. */
  gestures: Gesture[];
}

/** The keys the real combobox acts on (the others only edit the text). */
const listKeys = new Set([
  'ArrowDown',
  'ArrowUp',
  'Enter',
  'Escape',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

interface StandInProps<T> extends ComboboxProps<T> {
  id: string;
  handoverRef: MutableRefObject<Handover>;
  load: () => Promise<unknown>;
}

/**
 * The combobox as it looks closed, for the moment its code loads: the same input (label, hint,
 * error, required, placeholder, the choice's text and flag), the same button, the same size. It takes
 * focus and typing; Combobox hands both over when the code arrives. If the code cannot load, it says
 * so under the field and stays a labelled field that tries again on the next press or focus.
 */
export function ComboboxStandIn<T>(props: StandInProps<T>) {
  const {
    id,
    handoverRef,
    load,
    value,
    defaultValue,
    itemToString,
    itemToKey,
    renderSelected,
    name,
    disabled,
    invalid,
    placeholder,
    className,
    onBlur,
  } = props;
  const { messages } = useMessages(comboboxStandInEn);
  const selected = (value !== undefined ? value : defaultValue) ?? null;
  const label = selected == null ? '' : itemToString(selected);
  const [text, setText] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const [failed, setFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const leavingRef = useRef(false);

  // Read while it is still in the document: the real input takes focus only from a focused stand-in.
  useLayoutEffect(() => {
    const element = inputRef.current;
    leavingRef.current = false;
    return () => {
      leavingRef.current = true;
      handoverRef.current.focused =
        element !== null && element === element.ownerDocument.activeElement;
    };
  }, [handoverRef]);

  /** Loads the code because the person is using the field: a failure is said, not swallowed. */
  const start = () => {
    load().then(
      () => undefined,
      () => !leavingRef.current && setFailed(true),
    );
  };
  const record = (gesture: Gesture) => {
    const { gestures } = handoverRef.current;
    if ('text' in gesture && gestures.length > 0 && 'text' in gestures[gestures.length - 1]!)
      gestures.pop();
    gestures.push(gesture);
    start();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!listKeys.has(event.key)) return;
    // Enter after typing or opening chooses in the real one: here it must not submit the form.
    if (
      event.key.startsWith('Arrow') ||
      (event.key === 'Enter' && handoverRef.current.gestures.length > 0)
    )
      event.preventDefault();
    record({ key: event.key, altKey: event.altKey });
    setAsked(event.key !== 'Escape' && event.key !== 'Enter');
  };
  const press = () => {
    record({ press: true });
    setAsked((open) => !open);
  };
  const failedId = `${id}-load-failed`;

  return (
    <div
      className={clsx(styles.root, className)}
      onPointerEnter={() => load().catch(() => undefined)}
      onPointerDown={start}
      onTouchStart={start}
    >
      <TextInput
        ref={inputRef}
        id={id}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        value={text ?? label}
        placeholder={placeholder}
        disabled={disabled}
        invalid={invalid}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-describedby={mergeIds(props['aria-describedby'], failed ? failedId : undefined)}
        aria-required={props['aria-required']}
        onFocus={start}
        onBlur={() => {
          if (leavingRef.current) return;
          // Unfinished text goes back to the choice when the field is left, as in the real one.
          handoverRef.current = { focused: false, gestures: [] };
          setText(null);
          setAsked(false);
          onBlur?.();
        }}
        onChange={(event) => {
          record({ text: event.target.value });
          setText(event.target.value);
          setAsked(true);
        }}
        onKeyDown={onKeyDown}
        onClick={press}
        startAdornment={selected != null && renderSelected ? renderSelected(selected) : undefined}
        endAdornment={
          <button
            type="button"
            tabIndex={-1}
            disabled={disabled}
            aria-expanded={false}
            aria-label={messages.comboboxShowOptions}
            className={styles.toggle}
            onClick={() => {
              inputRef.current?.focus();
              press();
            }}
          >
            <ChevronDownGlyph size={20} className={styles.chevron} />
          </button>
        }
      />
      {name && (
        <input type="hidden" name={name} value={selected == null ? '' : itemToKey(selected)} />
      )}
      {asked && !failed && (
        <div className={styles.popup}>
          <p role="status" className={styles.empty}>
            {messages.comboboxLoading}
          </p>
        </div>
      )}
      {failed && (
        <p id={failedId} role="alert" className={styles.loadFailed}>
          {messages.comboboxLoadFailed}
        </p>
      )}
    </div>
  );
}
